/*
 * cg_fds.c - fds[fd].member: DTrace's fileinfo_t view of a file descriptor
 * of the current process, generated from kernel structures found through
 * BTF (split from cg.c: it is a translator, not an expression form).
 *
 * file = curthread->files->fdt->fd[fd]; fi_offset and fi_oflags read the
 * file; fi_name is the dentry's name; fi_fs its superblock's file system
 * type; fi_pathname and fi_dirname walk dentries (and mounts) up to the
 * root, collecting up to FDS_DEPTH names, then join them. A file that is not
 * open reads as "<none>"/0. Every read is checked (fault: ERROR record).
 */
#include "cg.h"

#include <string.h>

#include "../base/util.h"

#define FDS_DEPTH 32

/* The byte offset of a (dotted) member path in a kernel struct, from BTF. */
static uint32_t koff(struct cg_state *cg, const char *type, const char *path)
{
	struct type *t = type_lookup(cg->cc, &cg->ck->tt, type);
	char name[64];
	uint32_t total = 0;

	for (const char *p = path; *p;) {
		size_t len = strcspn(p, ".");
		const struct member *m;
		uint32_t off;

		snprintf(name, sizeof(name), "%.*s", (int)len, p);
		m = t && type_is_sou(t) ? type_member(cg->cc, t, name, &off) : NULL;
		if (!m)
			cc_error(cg->cc, cg->a.cur, D_VAR_UNSUP, "fds[ ] needs %s.%s from kernel type information (BTF)",
				 type, path);
		total += off;
		t = m->ty;
		p += len + (p[len] == '.');
	}
	return total;
}

/* R0 = *(u64 *)(R0 + off), checked. */
static void deref(struct cg_state *cg, uint32_t off)
{
	if (off)
		E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)off));
	cg_read_scalar(cg, 8, false, NULL);
}

/* R0 = the struct file * of descriptor `fd` (an expression), or 0. */
static void fds_file(struct cg_state *cg, struct node *fd)
{
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a);
	int16_t fdslot, fdtslot;

	cg_expr(cg, fd);
	fdslot = cg_push(cg, R0);
	cg_task(cg);
	deref(cg, koff(cg, "struct task_struct", "files"));
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	deref(cg, koff(cg, "struct files_struct", "fdt"));
	fdtslot = cg_push(cg, R0);
	E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)koff(cg, "struct fdtable", "max_fds")));
	cg_read_scalar(cg, 4, false, NULL);
	E(I_ALU32_REG(BPF_MOV, R0, R0));
	E(I_LDX(BPF_DW, R1, FP, fdslot));
	asm_jmp_reg(&cg->a, BPF_JGE, R1, R0, none); /* unsigned: negative fds too */
	E(I_LDX(BPF_DW, R0, FP, fdtslot));
	deref(cg, koff(cg, "struct fdtable", "fd"));
	E(I_LDX(BPF_DW, R1, FP, fdslot));
	E(I_ALU64_IMM(BPF_LSH, R1, 3));
	E(I_ALU64_REG(BPF_ADD, R0, R1));
	deref(cg, 0);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
	cg->ntmp -= 2;
}

/*
 * Collects the names from dentry (scratch dslot) up to the root into
 * names[] at scratch `names`, innermost first; R9 = how many. Crosses
 * mounts: at a mount's root, continues from its mountpoint in the parent.
 */
static void fds_collect(struct cg_state *cg, uint32_t names, uint32_t dslot, uint32_t mslot)
{
	uint32_t loop = asm_label(&cg->a), end = asm_label(&cg->a), up = asm_label(&cg->a);
	uint32_t mnt = koff(cg, "struct mount", "mnt");
	uint32_t nslot = cg_scratch(cg, 8);

	E(I_ST(BPF_DW, R7, (int16_t)nslot, 0));
	E(I_MOV64_IMM(R9, 0));
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JGE, R9, FDS_DEPTH * 2, end);
	E(I_ALU64_IMM(BPF_ADD, R9, 1));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)mslot));           /* is dentry the mount's root? */
	deref(cg, mnt + koff(cg, "struct vfsmount", "mnt_root"));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)dslot));
	asm_jmp_reg(&cg->a, BPF_JNE, R0, R1, up);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)mslot));
	deref(cg, koff(cg, "struct mount", "mnt_parent"));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)mslot));
	asm_jmp_reg(&cg->a, BPF_JEQ, R0, R1, end);          /* the root of everything */
	E(I_STX(BPF_DW, R7, R0, (int16_t)mslot));
	E(I_MOV64_REG(R0, R1));
	deref(cg, koff(cg, "struct mount", "mnt_mountpoint"));
	E(I_STX(BPF_DW, R7, R0, (int16_t)dslot));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, up);
	E(I_LDX(BPF_DW, R0, R7, (int16_t)dslot));
	deref(cg, koff(cg, "struct dentry", "d_parent"));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)dslot));
	asm_jmp_reg(&cg->a, BPF_JEQ, R0, R1, end);          /* a file system's root */
	E(I_STX(BPF_DW, R7, R0, (int16_t)dslot));
	E(I_MOV64_REG(R0, R1));
	deref(cg, koff(cg, "struct dentry", "d_name.name"));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)nslot));
	asm_jmp_imm(&cg->a, BPF_JGE, R1, FDS_DEPTH, end);
	E(I_ALU64_IMM(BPF_LSH, R1, 3));
	E(I_ALU64_REG(BPF_ADD, R1, R7));
	E(I_STX(BPF_DW, R1, R0, (int16_t)names));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)nslot));
	E(I_ALU64_IMM(BPF_ADD, R1, 1));
	E(I_STX(BPF_DW, R7, R1, (int16_t)nslot));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, end);
	E(I_LDX(BPF_DW, R9, R7, (int16_t)nslot));
	E(I_ALU64_IMM(BPF_AND, R9, FDS_DEPTH - 1 + FDS_DEPTH)); /* bounded for the verifier */
}

/* Joins names[R9 - 1] ... names[0] as "/a/b/c" into scratch `buf`; R0 = buf. */
static void fds_join(struct cg_state *cg, uint32_t names, uint32_t buf, uint32_t size)
{
	uint32_t loop = asm_label(&cg->a), end = asm_label(&cg->a), ok = asm_label(&cg->a);
	uint32_t pslot = cg_scratch(cg, 8);

	E(I_ST(BPF_H, R7, (int16_t)buf, '/'));              /* "/" and NUL: the root */
	E(I_ST(BPF_DW, R7, (int16_t)pslot, 0));
	asm_place(&cg->a, loop);
	asm_jmp_imm(&cg->a, BPF_JLT, R9, 1, end);          /* not JEQ 0: 6.1's verifier learns no lower bound from it */
	asm_jmp_imm(&cg->a, BPF_JGT, R9, FDS_DEPTH, end);
	E(I_ALU64_IMM(BPF_SUB, R9, 1));
	E(I_LDX(BPF_DW, R0, R7, (int16_t)pslot));
	cg_clamp_r0(cg, (int32_t)size - 2);
	E(I_MOV64_REG(R1, R7));
	E(I_ALU64_REG(BPF_ADD, R1, R0));
	E(I_ST(BPF_B, R1, (int16_t)buf, '/'));
	E(I_ALU64_IMM(BPF_ADD, R1, (int32_t)buf + 1));
	E(I_MOV64_IMM(R2, (int32_t)size - 1));
	E(I_ALU64_REG(BPF_SUB, R2, R0));
	E(I_MOV64_REG(R3, R9));
	E(I_ALU64_IMM(BPF_LSH, R3, 3));
	E(I_ALU64_REG(BPF_ADD, R3, R7));
	E(I_LDX(BPF_DW, R3, R3, (int16_t)names));
	E(I_ALU64_IMM(BPF_ADD, R0, 1));
	E(I_STX(BPF_DW, R7, R0, (int16_t)pslot));
	asm_call(&cg->a, BPF_FUNC_probe_read_kernel_str);
	asm_jmp_imm(&cg->a, BPF_JSGT, R0, 0, ok);
	E(I_MOV64_IMM(R0, 1));
	asm_place(&cg->a, ok);
	E(I_ALU64_IMM(BPF_SUB, R0, 1));
	E(I_LDX(BPF_DW, R1, R7, (int16_t)pslot));
	E(I_ALU64_REG(BPF_ADD, R1, R0));
	E(I_STX(BPF_DW, R7, R1, (int16_t)pslot));
	asm_ja(&cg->a, loop);
	asm_place(&cg->a, end);
	cg_scratch_ptr(cg, R0, buf);
}

/*
 * The pathname (dir = false) or its directory (dir = true) of the struct
 * path at member `path` of the `type` in R0 (a file's f_path, a task's
 * fs->pwd).
 */
static void path_at(struct cg_state *cg, const char *type, const char *path, bool dir)
{
	uint32_t size = cg->cc->opts.strsize;
	uint32_t names = cg_scratch(cg, FDS_DEPTH * 8), buf = cg_scratch(cg, 2 * size); /* the verifier bounds offset and length apart */
	uint32_t dslot = cg_scratch(cg, 8), mslot = cg_scratch(cg, 8);
	int16_t fslot = cg_push(cg, R0);
	char member[64];

	snprintf(member, sizeof(member), "%s%sdentry", path, *path ? "." : "");
	deref(cg, koff(cg, type, member));
	if (dir)
		deref(cg, koff(cg, "struct dentry", "d_parent"));
	E(I_STX(BPF_DW, R7, R0, (int16_t)dslot));
	E(I_LDX(BPF_DW, R0, FP, fslot));
	snprintf(member, sizeof(member), "%s%smnt", path, *path ? "." : "");
	deref(cg, koff(cg, type, member));
	E(I_ALU64_IMM(BPF_SUB, R0, (int32_t)koff(cg, "struct mount", "mnt")));
	E(I_STX(BPF_DW, R7, R0, (int16_t)mslot));
	cg->ntmp--;
	fds_collect(cg, names, dslot, mslot);
	fds_join(cg, names, buf, size);
}

void cg_fds_d_path(struct cg_state *cg)
{
	path_at(cg, "struct path", "", false);
}

/* fi_pathname (dir = false) or fi_dirname (dir = true) of the file in R0. */
static void fds_path(struct cg_state *cg, bool dir)
{
	path_at(cg, "struct file", "f_path", dir);
}

/* cwd (fs_struct member "pwd") or root ("root") of the probe's thread. */
void cg_fds_fs_path(struct cg_state *cg, const char *which)
{
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a);

	cg_task(cg);
	deref(cg, koff(cg, "struct task_struct", "fs"));
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	path_at(cg, "struct fs_struct", which, false);
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	asm_ld_map_value(&cg->a, R0, cg->m_strtab, check_strtab_add(cg->cc, "<unknown>", 9));
	asm_place(&cg->a, done);
}

void cg_fds_member(struct cg_state *cg, struct node *n)
{
	const char *m = n->str;
	bool str = type_is_string(n->ty);
	uint32_t none = asm_label(&cg->a), done = asm_label(&cg->a), off;

	fds_file(cg, n->a->list);
	asm_jmp_imm(&cg->a, BPF_JEQ, R0, 0, none);
	if (strcmp(m, "fi_pathname") == 0 || strcmp(m, "fi_dirname") == 0) {
		fds_path(cg, m[3] == 'd');
	} else if (strcmp(m, "fi_name") == 0) {
		deref(cg, koff(cg, "struct file", "f_path.dentry"));
		deref(cg, koff(cg, "struct dentry", "d_name.name"));
		cg_copy_str(cg, cg_scratch(cg, cg->cc->opts.strsize), cg->cc->opts.strsize, false, true);
	} else if (strcmp(m, "fi_fs") == 0) {
		deref(cg, koff(cg, "struct file", "f_path.dentry"));
		deref(cg, koff(cg, "struct dentry", "d_sb"));
		deref(cg, koff(cg, "struct super_block", "s_type"));
		deref(cg, koff(cg, "struct file_system_type", "name"));
		cg_copy_str(cg, cg_scratch(cg, cg->cc->opts.strsize), cg->cc->opts.strsize, false, true);
	} else if (strcmp(m, "fi_offset") == 0) {
		deref(cg, koff(cg, "struct file", "f_pos"));
	} else if (strcmp(m, "fi_oflags") == 0) {
		E(I_ALU64_IMM(BPF_ADD, R0, (int32_t)koff(cg, "struct file", "f_flags")));
		cg_read_scalar(cg, 4, false, n->ty);
	} else {
		cc_error(cg->cc, n->pos, D_CG_EXPR, "fds[ ].%s is not supported yet", m);
	}
	asm_ja(&cg->a, done);
	asm_place(&cg->a, none);
	off = check_strtab_add(cg->cc, "<none>", 6);
	if (str)
		asm_ld_map_value(&cg->a, R0, cg->m_strtab, off);
	else
		E(I_MOV64_IMM(R0, 0));
	asm_place(&cg->a, done);
}
