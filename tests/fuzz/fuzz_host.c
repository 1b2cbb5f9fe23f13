/*
 * fuzz_host.c - the fuzzing host (see fuzz_host.h): a fixed table of
 * probes planned the way the runtime's providers plan theirs, and a slice
 * of kernel types, described as rt/btf.c would import them (struct sizes
 * known up front, members added when first asked for).
 */
#include "fuzz_host.h"

#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "base/util.h"
#include "cc/check.h"
#include "cc/type.h"
#include "base/glob.h"

/* ---- kernel types ---- */

struct kmember {
	const char *name;
	const char *type;   /* "int", "struct cred *", "char[16]", "void (*)(int)" */
	uint32_t off;
	uint8_t bit_off, bit_size;
};

struct ktype {
	const char *name;   /* "struct task_struct", "union __sifields", "enum pid_type", "u64" */
	uint32_t size;
	const struct kmember *m;   /* struct/union members, NULL-terminated */
	const char *target;        /* a typedef's type */
	const char *const *enumerators;
};

#define M(...) ((const struct kmember[]){ __VA_ARGS__, { NULL, NULL, 0, 0, 0 } })

static const struct ktype ktypes[] = {
	{ "struct thread_info", 24, M({ "flags", "unsigned long", 0 }, { "syscall_work", "unsigned long", 8 },
				       { "status", "u32", 16 }, { "cpu", "u32", 20 }) },
	{ "struct list_head", 16, M({ "next", "struct list_head *", 0 }, { "prev", "struct list_head *", 8 }) },
	{ "struct sched_entity", 256, M({ "load", "unsigned long", 0 }, { "on_rq", "unsigned int", 64 },
					{ "exec_start", "u64", 72 }, { "sum_exec_runtime", "u64", 80 },
					{ "vruntime", "u64", 88 }) },
	{ "struct task_struct", 9792,
	  M({ "thread_info", "struct thread_info", 0 }, { "__state", "unsigned int", 24 },
	    { "stack", "void *", 32 }, { "flags", "unsigned int", 44 }, { "on_cpu", "int", 52 },
	    { "prio", "int", 108 }, { "static_prio", "int", 112 }, { "normal_prio", "int", 116 },
	    { "rt_priority", "unsigned int", 120 }, { "se", "struct sched_entity", 192 },
	    { "policy", "unsigned int", 744 }, { "tasks", "struct list_head", 904 },
	    { "mm", "struct mm_struct *", 1168 }, { "active_mm", "struct mm_struct *", 1176 },
	    { "exit_state", "int", 1228 }, { "exit_code", "int", 1232 }, { "exit_signal", "int", 1236 },
	    { "in_iowait", "unsigned int", 1264, 3, 1 }, { "in_execve", "unsigned int", 1264, 0, 1 },
	    { "pid", "pid_t", 1424 }, { "tgid", "pid_t", 1428 },
	    { "real_parent", "struct task_struct *", 1440 }, { "parent", "struct task_struct *", 1448 },
	    { "children", "struct list_head", 1456 }, { "group_leader", "struct task_struct *", 1496 },
	    { "start_time", "u64", 1560 }, { "real_cred", "const struct cred *", 1720 },
	    { "cred", "const struct cred *", 1728 }, { "comm", "char[16]", 1744 },
	    { "fs", "struct fs_struct *", 1808 }, { "files", "struct files_struct *", 1816 },
	    { "signal", "struct signal_struct *", 1832 }, { "sessionid", "unsigned int", 1900 },
	    { "pi_top_task", "struct task_struct *", 2040 }) },
	{ "struct cred", 176, M({ "usage", "atomic_t", 0 }, { "uid", "kuid_t", 8 }, { "gid", "kgid_t", 12 },
				{ "suid", "kuid_t", 16 }, { "sgid", "kgid_t", 20 }, { "euid", "kuid_t", 24 },
				{ "egid", "kgid_t", 28 }, { "fsuid", "kuid_t", 32 }, { "fsgid", "kgid_t", 36 }) },
	{ "struct signal_struct", 1104, M({ "sigcnt", "refcount_t", 0 }, { "live", "atomic_t", 4 },
					  { "nr_threads", "int", 8 }, { "group_exit_code", "int", 56 }) },
	{ "struct mm_struct", 1088,
	  M({ "mmap_base", "unsigned long", 16 }, { "task_size", "unsigned long", 32 }, { "pgd", "void *", 72 },
	    { "start_code", "unsigned long", 256 }, { "end_code", "unsigned long", 264 },
	    { "start_data", "unsigned long", 272 }, { "end_data", "unsigned long", 280 },
	    { "start_brk", "unsigned long", 288 }, { "brk", "unsigned long", 296 },
	    { "start_stack", "unsigned long", 304 }, { "arg_start", "unsigned long", 312 },
	    { "arg_end", "unsigned long", 320 }, { "env_start", "unsigned long", 328 },
	    { "env_end", "unsigned long", 336 }, { "exe_file", "struct file *", 960 }) },
	{ "struct files_struct", 704, M({ "count", "atomic_t", 0 }, { "fdt", "struct fdtable *", 32 }) },
	{ "struct fdtable", 56, M({ "max_fds", "unsigned int", 0 }, { "fd", "struct file **", 8 },
				  { "close_on_exec", "unsigned long *", 16 }) },
	{ "struct path", 16, M({ "mnt", "struct vfsmount *", 0 }, { "dentry", "struct dentry *", 8 }) },
	{ "struct file", 232, M({ "f_path", "struct path", 16 }, { "f_inode", "struct inode *", 32 },
				{ "f_flags", "unsigned int", 64 }, { "f_mode", "fmode_t", 68 },
				{ "f_pos", "loff_t", 104 }) },
	{ "struct qstr", 16, M({ "hash", "u32", 0 }, { "len", "u32", 4 }, { "name", "const unsigned char *", 8 }) },
	{ "struct dentry", 192, M({ "d_flags", "unsigned int", 0 }, { "d_parent", "struct dentry *", 24 },
				  { "d_name", "struct qstr", 32 }, { "d_inode", "struct inode *", 48 },
				  { "d_iname", "unsigned char[32]", 56 }, { "d_sb", "struct super_block *", 104 }) },
	{ "struct inode", 600, M({ "i_mode", "umode_t", 0 }, { "i_sb", "struct super_block *", 40 },
				 { "i_ino", "unsigned long", 64 }, { "i_size", "loff_t", 80 }) },
	{ "struct super_block", 1400, M({ "s_dev", "dev_t", 16 }, { "s_type", "struct file_system_type *", 40 },
					{ "s_id", "char[32]", 1064 }) },
	{ "struct file_system_type", 72, M({ "name", "const char *", 0 }, { "fs_flags", "int", 8 }) },
	{ "struct vfsmount", 32, M({ "mnt_root", "struct dentry *", 0 }, { "mnt_sb", "struct super_block *", 8 },
				   { "mnt_flags", "int", 16 }) },
	{ "struct mount", 320, M({ "mnt_parent", "struct mount *", 16 }, { "mnt_mountpoint", "struct dentry *", 24 },
				 { "mnt", "struct vfsmount", 32 }, { "mnt_id", "int", 284 }) },
	{ "struct fs_struct", 56, M({ "users", "int", 0 }, { "umask", "int", 20 }, { "root", "struct path", 24 },
				    { "pwd", "struct path", 40 }) },
	{ "struct request", 288, M({ "q", "struct request_queue *", 0 }, { "cmd_flags", "unsigned int", 24 },
				   { "rq_flags", "unsigned int", 28 }, { "__data_len", "unsigned int", 40 },
				   { "__sector", "sector_t", 48 }) },
	{ "struct request_queue", 2000, M({ "queuedata", "void *", 8 }, { "disk", "struct gendisk *", 120 }) },
	{ "struct gendisk", 1040, M({ "major", "int", 0 }, { "first_minor", "int", 4 }, { "minors", "int", 8 },
				    { "disk_name", "char[32]", 12 }) },
	{ "struct __kill", 8, M({ "_pid", "pid_t", 0 }, { "_uid", "uid_t", 4 }) },
	{ "struct __sigfault", 32, M({ "_addr", "void *", 0 }) },
	{ "struct __sigchld", 32, M({ "_pid", "pid_t", 0 }, { "_uid", "uid_t", 4 }, { "_status", "int", 8 },
				    { "_utime", "long", 16 }, { "_stime", "long", 24 }) },
	{ "struct __sigpoll", 16, M({ "_band", "long", 0 }, { "_fd", "int", 8 }) },
	{ "union __sifields", 32, M({ "_kill", "struct __kill", 0 }, { "_sigfault", "struct __sigfault", 0 },
				    { "_sigchld", "struct __sigchld", 0 }, { "_sigpoll", "struct __sigpoll", 0 }) },
	{ "struct kernel_siginfo", 48, M({ "si_signo", "int", 0 }, { "si_errno", "int", 4 }, { "si_code", "int", 8 },
					 { "_sifields", "union __sifields", 16 }) },
	{ "struct mutex", 32, M({ "owner", "atomic_long_t", 0 }, { "wait_lock", "u32", 8 },
				{ "wait_list", "struct list_head", 16 }) },
	{ "struct rw_semaphore", 40, M({ "count", "atomic_long_t", 0 }, { "owner", "atomic_long_t", 8 },
				       { "wait_list", "struct list_head", 24 }) },
	{ "struct pt_regs", 168,
	  M({ "r15", "unsigned long", 0 }, { "r14", "unsigned long", 8 }, { "r13", "unsigned long", 16 },
	    { "r12", "unsigned long", 24 }, { "bp", "unsigned long", 32 }, { "bx", "unsigned long", 40 },
	    { "r11", "unsigned long", 48 }, { "r10", "unsigned long", 56 }, { "r9", "unsigned long", 64 },
	    { "r8", "unsigned long", 72 }, { "ax", "unsigned long", 80 }, { "cx", "unsigned long", 88 },
	    { "dx", "unsigned long", 96 }, { "si", "unsigned long", 104 }, { "di", "unsigned long", 112 },
	    { "orig_ax", "unsigned long", 120 }, { "ip", "unsigned long", 128 }, { "cs", "unsigned long", 136 },
	    { "flags", "unsigned long", 144 }, { "sp", "unsigned long", 152 }, { "ss", "unsigned long", 160 }) },
	{ "struct atomic_t", 4, M({ "counter", "int", 0 }) },
	{ "struct atomic64_t", 8, M({ "counter", "s64", 0 }) },
	{ "struct kuid_t", 4, M({ "val", "uid_t", 0 }) },
	{ "struct kgid_t", 4, M({ "val", "gid_t", 0 }) },
	{ "struct refcount_struct", 4, M({ "refs", "atomic_t", 0 }) },
	{ "enum pid_type", 4, NULL, NULL,
	  (const char *const[]){ "PIDTYPE_PID", "PIDTYPE_TGID", "PIDTYPE_PGID", "PIDTYPE_SID", "PIDTYPE_MAX", NULL } },
	{ "u8", 0, NULL, "unsigned char" },
	{ "u16", 0, NULL, "unsigned short" },
	{ "u32", 0, NULL, "unsigned int" },
	{ "u64", 0, NULL, "unsigned long long" },
	{ "s32", 0, NULL, "int" },
	{ "s64", 0, NULL, "long long" },
	{ "loff_t", 0, NULL, "long long" },
	{ "sector_t", 0, NULL, "u64" },
	{ "umode_t", 0, NULL, "unsigned short" },
	{ "fmode_t", 0, NULL, "unsigned int" },
	{ "atomic_t", 0, NULL, "struct atomic_t" },
	{ "atomic_long_t", 0, NULL, "struct atomic64_t" },
	{ "refcount_t", 0, NULL, "struct refcount_struct" },
	{ "kuid_t", 0, NULL, "struct kuid_t" },
	{ "kgid_t", 0, NULL, "struct kgid_t" },
	{ "task_struct_t", 0, NULL, "struct task_struct" },
};

#define NKTYPES ARRAY_LEN(ktypes)

/* The kernel types imported into one compile, by row (the type table's host_memo). */
static struct type **memo_of(struct cc *cc)
{
	struct type_table *tt = &check_state(cc)->tt;

	if (!tt->host_memo)
		tt->host_memo = ARENA_NEWN(&cc->arena, struct type *, NKTYPES);
	return tt->host_memo;
}

static struct type *import(struct cc *cc, size_t row);

static struct type *kind_of(struct cc *cc, const char *spec);

/* A member's type: "T[N]", "T *", a kernel name, a function pointer, or a D built-in. */
static struct type *kind_of(struct cc *cc, const char *spec)
{
	size_t len = strlen(spec);
	struct type *t;
	char base[128];

	if (len >= sizeof(base))
		return NULL;
	if (len && spec[len - 1] == ']' && strchr(spec, '[')) {
		const char *lb = strrchr(spec, '[');

		snprintf(base, sizeof(base), "%.*s", (int)(lb - spec), spec);
		t = kind_of(cc, base);
		return t ? type_array(cc, t, (uint32_t)strtoul(lb + 1, NULL, 10)) : NULL;
	}
	if (len && spec[len - 1] == '*' && !strstr(spec, "(*)")) {
		snprintf(base, sizeof(base), "%.*s", (int)(len - 1), spec);
		while (*base && base[strlen(base) - 1] == ' ')
			base[strlen(base) - 1] = '\0';
		t = kind_of(cc, base);
		if (t) {
			t = type_ptr(cc, t, false);
			t->is_kernel = true;
		}
		return t;
	}
	if (strncmp(spec, "const ", 6) == 0)
		return kind_of(cc, spec + 6);
	for (size_t i = 0; i < NKTYPES; i++)
		if (strcmp(ktypes[i].name, spec) == 0)
			return import(cc, i);
	t = type_lookup(cc, &check_state(cc)->tt, spec);
	if (!t)
		return NULL;
	t = type_typedef(cc, t, t->name); /* a copy: the built-in itself is not the kernel's */
	t->is_kernel = true;
	return t;
}

/* The sou->complete hook: adds a struct's or union's members. */
static void complete(struct cc *cc, struct type *t)
{
	const struct ktype *k = t->sou->cctx;

	for (const struct kmember *m = k->m; m->name; m++) {
		struct type *mt = kind_of(cc, m->type);

		if (!mt)
			BUG("fuzz_host: a member type of the table is unknown");
		type_add_member(cc, t, m->name, mt, m->off, m->bit_off, m->bit_size);
	}
	t->sou->defined = true;
}

static struct type *import(struct cc *cc, size_t row)
{
	struct type **memo = memo_of(cc);
	const struct ktype *k = &ktypes[row];
	struct type *t;

	if (memo[row])
		return memo[row];
	if (k->target) {
		t = kind_of(cc, k->target);
		if (!t)
			BUG("fuzz_host: a typedef target of the table is unknown");
		t = type_typedef(cc, t, k->name);
	} else if (k->enumerators) {
		t = type_sou(cc, TY_ENUM, strchr(k->name, ' ') + 1);
		for (int64_t i = 0; k->enumerators[i]; i++)
			type_add_enumerator(cc, t, k->enumerators[i], i);
		t->sou->defined = true;
	} else {
		t = type_sou(cc, strncmp(k->name, "union ", 6) == 0 ? TY_UNION : TY_STRUCT,
			     strchr(k->name, ' ') + 1);
		t->size = k->size;
		t->align = 8;
		t->sou->complete = complete;
		t->sou->cctx = (void *)k;
		t->sou->ext_id = (int64_t)row + 1;
		t->sou->defined = true;
	}
	t->is_kernel = true;
	memo[row] = t;
	return t;
}

/* cc_host.kernel_type */
static struct type *host_kernel_type(struct cc *cc, void *ctx, const char *name)
{
	(void)ctx;
	for (size_t i = 0; i < NKTYPES; i++)
		if (strcmp(ktypes[i].name, name) == 0)
			return import(cc, i);
	return NULL;
}

/* cc_host.macro_var: fixed ids, so that an input compiles alike in every run (FUZZ_RUNS) */
static bool host_macro_var(struct cc *cc, void *ctx, const char *name, int64_t *v)
{
	static const struct { const char *name; int64_t v; } ids[] = {
		{ "pid", 4242 }, { "ppid", 4241 }, { "pgid", 4242 }, { "sid", 4200 },
	};

	(void)cc;
	(void)ctx;
	for (size_t i = 0; i < ARRAY_LEN(ids); i++)
		if (strcmp(ids[i].name, name) == 0) {
			*v = ids[i].v;
			return true;
		}
	return false;
}

/* cc_host.kernel_sym */
static int host_kernel_sym(struct cc *cc, void *ctx, const char *mod, const char *name, uint64_t *addr,
			   struct type **ty)
{
	(void)ctx;
	*ty = NULL;
	if (mod && strcmp(mod, "vmlinux") != 0)
		return -ENOENT;
	if (strcmp(name, "runqueues") == 0) {
		*ty = kind_of(cc, "struct list_head");
		return -EXDEV;
	}
	if (strcmp(name, "jiffies") == 0 || strcmp(name, "max_pfn") == 0) {
		*ty = kind_of(cc, "unsigned long");
		*addr = strcmp(name, "jiffies") == 0 ? 0xffffffff82e05000ull : 0xffffffff83421a68ull;
		return 0;
	}
	if (strcmp(name, "vfs_read") == 0) {
		*addr = 0xffffffff813a2b40ull;
		return 0;
	}
	return -ENOENT;
}

/* cc_host.task_storage: as on a kernel with task storage for every tracing program. */
static bool host_task_storage(struct cc *cc, void *ctx, enum prog_type type)
{
	(void)cc;
	(void)ctx;
	(void)type;
	return true;
}

/* ---- probes ---- */

enum kind { K_DTRACE, K_PROFILE, K_SYS_ENTRY, K_SYS_RETURN, K_RAWTP, K_FBT, K_PID };

struct row {
	uint32_t id;
	const char *prov, *mod, *func, *name;
	enum kind kind;
	uint8_t nargs, nhidden, task_arg;
	bool task_switch;
	struct probe_arg args[PROBE_MAXARGS];
	struct probe_cond conds[2];
};

#define TASK "struct task_struct *"
#define XARG(raw, xt) { .type = TASK, .off = 8 * (raw), .size = 8, .xlate = xt }
#define RAWARG(raw) { .off = 8 * (raw), .size = 8 }
#define SYSARG(i, t, s) { .type = t, .off = 16 + 8 * (i), .size = 8, .is_signed = s }
#define SYSRET { { .type = "long", .off = 16, .size = 8, .is_signed = true }, \
		 { .type = "long", .off = 16, .size = 8, .is_signed = true } }
#define RQARGS { { .type = "struct request *", .off = 0, .size = 8, .xlate = "bufinfo_t *" }, \
		 { .type = "struct request *", .off = 0, .size = 8, .xlate = "devinfo_t *" }, \
		 { .type = "struct request *", .off = 0, .size = 8, .xlate = "fileinfo_t *" } }
#define WAITARG(raw, xt) { .type = "struct request *", .off = 8 * (raw), .size = 8, .xlate = xt, \
			   .from = PROBE_ARG_IOREQ }
#define REG(r) { .off = (r), .size = 8 }
#define PIDARGS { REG(112), REG(104), REG(96), REG(88), REG(72), REG(64) }

static const struct row rows[] = {
	{ 1, "dtrace", "", "", "BEGIN", K_DTRACE },
	{ 2, "dtrace", "", "", "END", K_DTRACE },
	{ 3, "dtrace", "", "", "ERROR", K_DTRACE, 6, 0, 0, false,
	  { RAWARG(0), RAWARG(1), RAWARG(2), RAWARG(3), RAWARG(4), RAWARG(5) } },
	/* syscall: ids 4 + 2 * nr (entry), 5 + 2 * nr (return) */
	{ 4, "syscall", "vmlinux", "read", "entry", K_SYS_ENTRY, 3, 0, 0, false,
	  { SYSARG(0, "int", true), SYSARG(1, "char *", false), SYSARG(2, "size_t", false) } },
	{ 5, "syscall", "vmlinux", "read", "return", K_SYS_RETURN, 2, 0, 0, false, SYSRET },
	{ 6, "syscall", "vmlinux", "write", "entry", K_SYS_ENTRY, 3, 0, 0, false,
	  { SYSARG(0, "int", true), SYSARG(1, "const char *", false), SYSARG(2, "size_t", false) } },
	{ 7, "syscall", "vmlinux", "write", "return", K_SYS_RETURN, 2, 0, 0, false, SYSRET },
	{ 8, "syscall", "vmlinux", "open", "entry", K_SYS_ENTRY, 3, 0, 0, false,
	  { SYSARG(0, "const char *", false), SYSARG(1, "int", true), SYSARG(2, "umode_t", false) } },
	{ 9, "syscall", "vmlinux", "open", "return", K_SYS_RETURN, 2, 0, 0, false, SYSRET },
	{ 10, "syscall", "vmlinux", "close", "entry", K_SYS_ENTRY, 1, 0, 0, false, { SYSARG(0, "unsigned int", false) } },
	{ 11, "syscall", "vmlinux", "close", "return", K_SYS_RETURN, 2, 0, 0, false, SYSRET },
	{ 224, "syscall", "vmlinux", "getppid", "entry", K_SYS_ENTRY },
	{ 225, "syscall", "vmlinux", "getppid", "return", K_SYS_RETURN, 2, 0, 0, false, SYSRET },
	{ 466, "syscall", "vmlinux", "exit_group", "entry", K_SYS_ENTRY, 1, 0, 0, false, { SYSARG(0, "int", true) } },
	{ 518, "syscall", "vmlinux", "openat", "entry", K_SYS_ENTRY, 4, 0, 0, false,
	  { SYSARG(0, "int", true), SYSARG(1, "const char *", false), SYSARG(2, "int", true),
	    SYSARG(3, "umode_t", false) } },
	{ 519, "syscall", "vmlinux", "openat", "return", K_SYS_RETURN, 2, 0, 0, false, SYSRET },
	{ 1000, "profile", "", "", "tick-1s", K_PROFILE, 2 },
	{ 1001, "profile", "", "", "tick-10ms", K_PROFILE, 2 },
	{ 1002, "profile", "", "", "profile-997", K_PROFILE, 2 },
	/* sched_switch's raw arguments: preempt, prev, next, prev_state */
	{ 1010, "sched", "", "", "on-cpu", K_RAWTP, 0, 0, 3, true },
	{ 1011, "sched", "", "", "off-cpu", K_RAWTP, 2, 0, 0, false,
	  { XARG(2, "lwpsinfo_t *"), XARG(2, "psinfo_t *") } },
	{ 1012, "sched", "", "", "sleep", K_RAWTP, 0, 1, 0, false, { RAWARG(3) }, { { .arg = 1, .mask = 0xff } } },
	{ 1013, "sched", "", "", "enqueue", K_RAWTP, 3, 0, 0, false,
	  { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *"), XARG(0, "cpuinfo_t *") } },
	{ 1014, "sched", "", "", "wakeup", K_RAWTP, 2, 0, 0, false,
	  { XARG(0, "lwpsinfo_t *"), XARG(0, "psinfo_t *") } },
	{ 1020, "proc", "", "", "create", K_RAWTP, 1, 1, 0, false, { XARG(0, "psinfo_t *"), RAWARG(1) },
	  { { .arg = 2, .eq = true, .mask = 0x10000, .val = 0 } } },
	{ 1021, "proc", "", "", "exec-success", K_RAWTP },
	{ 1025, "proc", "", "", "exec", K_RAWTP, 1, 0, 0, false,
	  { { .type = "__dtrace_execenter_t *", .size = 8, .from = PROBE_ARG_CTXADDR,
	      .xlate = "__dtrace_execpath_t.path" } } },
	{ 1022, "proc", "", "", "exit", K_RAWTP, 1, 1, 0, false, { XARG(0, "__dtrace_exit_t.reason"), RAWARG(1) },
	  { { .arg = 2, .mask = 0xff } } },
	{ 1023, "proc", "", "", "signal-send", K_RAWTP, 3, 0, 0, false,
	  { XARG(2, "lwpsinfo_t *"), XARG(2, "psinfo_t *"), { .type = "int", .off = 0, .size = 4, .is_signed = true } } },
	{ 1024, "proc", "", "", "signal-handle", K_RAWTP, 3, 0, 0, false,
	  { { .type = "int", .off = 0, .size = 4, .is_signed = true },
	    { .type = "struct kernel_siginfo *", .off = 8, .size = 8, .xlate = "siginfo_t *" },
	    { .type = "void (*)(int)", .off = 16, .size = 8, .from = PROBE_ARG_KMEM, .val = 0 } } },
	{ 1030, "io", "", "", "start", K_RAWTP, 3, 0, 0, false, RQARGS },
	{ 1031, "io", "", "", "done", K_RAWTP, 3, 0, 0, false, RQARGS },
	{ 1032, "io", "", "", "wait-start", K_RAWTP, 3, 2, 0, false,
	  { WAITARG(1, "bufinfo_t *"), WAITARG(1, "devinfo_t *"), WAITARG(1, "fileinfo_t *"), RAWARG(0),
	    { .off = 8, .size = 1, .from = PROBE_ARG_IOWAIT } },
	  { { .arg = 4, .eq = true, .mask = 0xff, .val = 0 }, { .arg = 5, .mask = 1 } } },
	/* fentry/fexit: u64 slots, fexit's return value after the arguments */
	{ 1040, "fbt", "vmlinux", "vfs_read", "entry", K_FBT, 4, 0, 0, false,
	  { { .type = "struct file *", .off = 0, .size = 8 }, { .type = "char *", .off = 8, .size = 8 },
	    { .type = "size_t", .off = 16, .size = 8 }, { .type = "loff_t *", .off = 24, .size = 8 } } },
	{ 1041, "fbt", "vmlinux", "vfs_read", "return", K_FBT, 2, 0, 0, false,
	  { { .type = "uint64_t" }, { .type = "ssize_t", .off = 32, .size = 8, .is_signed = true } } },
	/* pid: pt_regs of the probed process; return: arg0 the pc, arg1 the value */
	{ 1050, "pid123", "a.out", "main", "entry", K_PID, 6, 0, 0, false, PIDARGS },
	{ 1051, "pid123", "a.out", "main", "return", K_PID, 2, 0, 0, false, { REG(128), REG(80) } },
	{ 1052, "pid123", "a.out", "main", "1a", K_PID, 6, 0, 0, false, PIDARGS },
	{ 1053, "pid123", "libc.so.6", "malloc", "entry", K_PID, 6, 0, 0, false, PIDARGS },
	{ 1054, "pid123", "libc.so.6", "malloc", "return", K_PID, 2, 0, 0, false, { REG(128), REG(80) } },
};

#define NROWS ARRAY_LEN(rows)
#define NMADE 8         /* profile probes made on demand, as prov_profile.c makes them */
#define MAX_PID_DESCS 64

_Static_assert(NROWS + NMADE <= 64, "pid_descs[].probes is a 64-bit mask of probes");

static struct fx {
	struct cc_host host;
	struct probe probes[NROWS + NMADE];
	uint32_t nmade;
	char made_names[NMADE][64];
	struct { const void *pd; uint64_t probes; } pid_descs[MAX_PID_DESCS]; /* bit i: probes[i] */
	uint32_t npid_descs;
} fx;

static size_t row_of(const struct probe *prb)
{
	return (size_t)(prb - fx.probes);
}

static enum kind kind_of_probe(const struct probe *prb)
{
	return row_of(prb) < NROWS ? rows[row_of(prb)].kind : K_PROFILE;
}

/* True if name is a profile provider probe name: tick-N or profile-N, with a unit or not. */
static bool is_profile_name(const char *name)
{
	static const char *const units[] = { "", "ns", "nsec", "us", "usec", "ms", "msec", "s", "sec", "m",
					     "min", "h", "hour", "d", "day", "hz", NULL };
	const char *p = strncmp(name, "tick-", 5) == 0 ? name + 5 : strncmp(name, "profile-", 8) == 0 ? name + 8 : NULL;

	if (!p || *p < '1' || *p > '9')
		return false;
	while (*p >= '0' && *p <= '9')
		p++;
	for (int i = 0; units[i]; i++)
		if (strcmp(p, units[i]) == 0)
			return true;
	return false;
}

/* A profile probe named by pd that does not exist yet: made, as prov_profile.c would. */
static void make_profile_probe(const struct node *pd)
{
	struct probe *prb;

	if (!glob_match(pd->pdesc[0], "profile") || (pd->pdesc[1][0] || pd->pdesc[2][0]) ||
	    !is_profile_name(pd->pdesc[3]) || fx.nmade == NMADE)
		return;
	for (size_t i = 0; i < NROWS + fx.nmade; i++)
		if (kind_of_probe(&fx.probes[i]) == K_PROFILE && strcmp(fx.probes[i].name, pd->pdesc[3]) == 0)
			return;
	prb = &fx.probes[NROWS + fx.nmade];
	*prb = (struct probe){ .id = 1100 + fx.nmade, .prov = "profile", .mod = "", .func = "", .nargs = 2 };
	/* the name outlives the compile's arena: kept in the fixture (probes are reset per input) */
	snprintf(fx.made_names[fx.nmade], sizeof(fx.made_names[0]), "%s", pd->pdesc[3]);
	prb->name = fx.made_names[fx.nmade++];
}

/* cc_host.match_probes */
static int host_match(struct cc *cc, void *ctx, const struct node *pd, struct probe ***out, uint32_t *nout)
{
	struct probe **found = ARENA_NEWN(&cc->arena, struct probe *, NROWS + NMADE);
	uint64_t pid_bits = 0;
	uint32_t n = 0;

	(void)ctx;
	if (strlen(pd->pdesc[3]) < sizeof(fx.made_names[0]))
		make_profile_probe(pd);
	for (size_t i = 0; i < NROWS + fx.nmade; i++) {
		struct probe *prb = &fx.probes[i];

		if (glob_match(pd->pdesc[0], prb->prov) && glob_match(pd->pdesc[1], prb->mod) &&
		    glob_match(pd->pdesc[2], prb->func) && glob_match(pd->pdesc[3], prb->name)) {
			found[n++] = prb;
			if (kind_of_probe(prb) == K_PID)
				pid_bits |= 1ull << i;
		}
	}
	if (pid_bits && fx.npid_descs < MAX_PID_DESCS) {
		fx.pid_descs[fx.npid_descs].pd = pd;
		fx.pid_descs[fx.npid_descs++].probes = pid_bits;
	}
	*out = found;
	*nout = n;
	return (int)n;
}

struct plan {
	struct cc *cc;
	struct attach_point **points;
	uint32_t npoints;
};

static struct attach_point *new_point(struct plan *pl, enum prog_type type, enum ctx_kind ctx, const char *name)
{
	struct attach_point *ap = ARENA_NEW(&pl->cc->arena, struct attach_point);

	ap->prog_type = type;
	ap->ctx = ctx;
	ap->name = name;
	ap->probes = ARENA_NEWN(&pl->cc->arena, struct probe *, NROWS + NMADE);
	pl->points[pl->npoints++] = ap;
	return ap;
}

static void add_to(struct attach_point *ap, struct probe *prb)
{
	ap->probes[ap->nprobes++] = prb;
	prb->ap = ap;
}

/* A probe with its own point whose args are the probe's (and hidden ones after them). */
static struct attach_point *own_point(struct plan *pl, struct probe *prb, enum prog_type type)
{
	const struct row *r = &rows[row_of(prb)];
	struct attach_point *ap = new_point(pl, type, CTX_FIELDS, arena_printf(&pl->cc->arena, "%s:%s:%s:%s",
					    prb->prov, prb->mod, prb->func, prb->name));

	ap->nargs = (uint32_t)r->nargs + r->nhidden;
	memcpy(ap->args, r->args, sizeof(ap->args));
	memcpy(ap->conds, r->conds, sizeof(ap->conds));
	ap->task_switch = r->task_switch;
	if (r->task_arg) {
		ap->args[ap->nargs] = (struct probe_arg){ .type = TASK, .off = (uint16_t)(8 * (r->task_arg - 1)),
							  .size = 8 };
		ap->task_arg = (uint8_t)++ap->nargs;
	}
	add_to(ap, prb);
	return ap;
}

/* The pid probes of one kind share a point; clauses pick theirs by cookie and description. */
static void pid_point(struct plan *pl, struct probe **probes, uint32_t n, bool ret)
{
	struct attach_point *ap = NULL;
	uint32_t k = 0;

	for (uint32_t i = 0; i < n; i++) {
		if (kind_of_probe(probes[i]) != K_PID || (strcmp(probes[i]->name, "return") == 0) != ret)
			continue;
		if (!ap) {
			ap = new_point(pl, PROG_KPROBE, CTX_FIELDS, ret ? "pid:::return" : "pid:::entry");
			ap->id_mode = PROBE_ID_COOKIE;
			ap->nargs = probes[i]->nargs;
			memcpy(ap->args, probes[i]->args, sizeof(ap->args));
			ap->pdescs = ARENA_NEWN(&pl->cc->arena, const void *, PROBE_COOKIE_DESCS);
		}
		probes[i]->desc_mask = 0;
		add_to(ap, probes[i]);
	}
	if (!ap)
		return;
	for (uint32_t d = 0; d < fx.npid_descs; d++) {
		bool mine = false;

		for (uint32_t i = 0; i < ap->nprobes; i++)
			mine |= (fx.pid_descs[d].probes >> row_of(ap->probes[i])) & 1;
		if (!mine)
			continue;
		if (k == PROBE_COOKIE_DESCS) { /* too many: chosen by id alone, as prov_pid.c does */
			for (uint32_t i = 0; i < ap->nprobes; i++)
				ap->probes[i]->desc_mask = 0;
			k = 0;
			break;
		}
		for (uint32_t i = 0; i < ap->nprobes; i++)
			if ((fx.pid_descs[d].probes >> row_of(ap->probes[i])) & 1)
				ap->probes[i]->desc_mask |= 1u << k;
		ap->pdescs[k++] = fx.pid_descs[d].pd;
	}
	ap->npdescs = k;
}

/* cc_host.plan_attach */
static int host_plan(struct cc *cc, void *ctx, struct probe **probes, uint32_t n)
{
	struct plan pl = { cc, ARENA_NEWN(&cc->arena, struct attach_point *, NROWS + NMADE + 1), 0 };
	struct attach_point *sys_all = NULL;
	uint32_t nentry = 0;

	(void)ctx;
	for (uint32_t i = 0; i < n; i++)
		nentry += kind_of_probe(probes[i]) == K_SYS_ENTRY;
	for (uint32_t i = 0; i < n; i++) {
		struct probe *prb = probes[i];
		struct attach_point *ap;

		switch (kind_of_probe(prb)) {
		case K_DTRACE:
			own_point(&pl, prb, PROG_RAW_TP)->always_live = true;
			break;
		case K_PROFILE:
			ap = new_point(&pl, PROG_PERF_EVENT, CTX_PERF, prb->name);
			ap->nargs = 2;
			add_to(ap, prb);
			break;
		case K_SYS_ENTRY:
			if (nentry <= 2) {
				own_point(&pl, prb, PROG_TRACEPOINT);
				break;
			}
			if (!sys_all) {
				sys_all = new_point(&pl, PROG_TRACEPOINT, CTX_FIELDS, "syscall:::entry");
				sys_all->id_mode = PROBE_ID_FROM_CTX;
				sys_all->id_off = 8;
				sys_all->id_size = 8;
				sys_all->id_base = 4;
				sys_all->id_stride = 2;
				sys_all->nargs = 6;
				for (uint32_t a = 0; a < 6; a++)
					sys_all->args[a] = (struct probe_arg){ .off = (uint16_t)(16 + 8 * a), .size = 8 };
			}
			add_to(sys_all, prb);
			break;
		case K_SYS_RETURN:
			own_point(&pl, prb, PROG_TRACEPOINT);
			break;
		case K_RAWTP:
			own_point(&pl, prb, PROG_RAW_TP);
			break;
		case K_FBT:
			own_point(&pl, prb, PROG_TRACING);
			break;
		case K_PID:
			break;
		}
	}
	pid_point(&pl, probes, n, false);
	pid_point(&pl, probes, n, true);
	cc->points = pl.points;
	cc->npoints = pl.npoints;
	return 0;
}

const struct cc_host *fuzz_host_reset(void)
{
	memset(&fx, 0, sizeof(fx));
	for (size_t i = 0; i < NROWS; i++) {
		const struct row *r = &rows[i];
		struct probe *prb = &fx.probes[i];

		prb->id = r->id;
		prb->prov = r->prov;
		prb->mod = r->mod;
		prb->func = r->func;
		prb->name = r->name;
		prb->nargs = r->nargs;
		memcpy(prb->args, r->args, sizeof(prb->args));
		prb->data = (int64_t)i;
	}
	fx.host.match_probes = host_match;
	fx.host.plan_attach = host_plan;
	fx.host.kernel_type = host_kernel_type;
	fx.host.task_storage = host_task_storage;
	fx.host.kernel_sym = host_kernel_sym;
	fx.host.macro_var = host_macro_var;
	fx.host.ctx = &fx;
	return &fx.host;
}
