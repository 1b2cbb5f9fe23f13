/*
 * verify_corpus.c - a developer check (needs root and a BPF kernel): compiles
 * a corpus of D snippets with the cg_fixture.h host and vmlinux BTF, creates
 * the maps each prog_desc asks for, and loads every program into the kernel
 * verifier, printing PASS/FAIL per snippet and the verifier log on failure.
 *
 * Not a test_*.c file, so `make test-unit` does not build it. Build and run:
 *   make && cc -std=gnu11 -O2 -D_GNU_SOURCE -Isrc -Itests/unit -o build/verify_corpus \
 *      tests/unit/verify_corpus.c src/rt/btf.c build/libcc.a -lbpf -lelf -lz && build/verify_corpus [-v]
 * or verify one snippet: build/verify_corpus -e 'BEGIN { ... }'
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

#include "cg_fixture.h"
#include "cc/dis.h"
#include "rt/btf.h"

/* 70 aggregations in one clause: past the 64 maps a program may name, reached through sets */
#define AGG1(n) "@a" #n "[arg0] = sum(arg1); @k" #n " = max(arg0); "
#define AGG10(d) AGG1(d##0) AGG1(d##1) AGG1(d##2) AGG1(d##3) AGG1(d##4) AGG1(d##5) AGG1(d##6) \
	AGG1(d##7) AGG1(d##8) AGG1(d##9)
#define MANY_AGGS AGG1(0) AGG1(1) AGG1(2) AGG1(3) AGG1(4) AGG10(1) AGG10(2) AGG10(3) \
	"@q = quantize(arg0); @l[pid] = lquantize(arg0, 0, 10, 1); "
/* 70 associative arrays in one clause: reached through sets, as aggregations are */
#define ASSOC1(n) "v" #n "[arg0] = arg1; w" #n "[pid, arg0] = v" #n "[arg0] + 1; v" #n "[arg0]++; w" #n "[pid, 0] = 0; "
#define ASSOC10(d) ASSOC1(d##0) ASSOC1(d##1) ASSOC1(d##2) ASSOC1(d##3) ASSOC1(d##4) ASSOC1(d##5) \
	ASSOC1(d##6) ASSOC1(d##7) ASSOC1(d##8) ASSOC1(d##9)
#define MANY_ASSOCS ASSOC1(0) ASSOC1(1) ASSOC1(2) ASSOC1(3) ASSOC1(4) ASSOC10(1) ASSOC10(2) ASSOC10(3)

static const char *const corpus[] = {
	"BEGIN { printf(\"hello\\n\"); exit(0); }",
	"syscall:::entry { @[probefunc] = count(); }",
	"syscall:::entry /execname == \"ls\"/ { @[execname, probefunc] = count(); }",
	"syscall::read:entry { self->ts = vtimestamp; } syscall::read:return /self->ts/ "
	"{ @[probefunc] = sum(vtimestamp - self->ts); self->ts = 0; }",
	"syscall::read:return { @ = quantize(arg0); }",
	"syscall::read:return { @[execname] = lquantize(arg0, 0, 1000, 10); }",
	"syscall::read:return { @[pid] = llquantize(arg0, 10, 0, 6, 20); }",
	"syscall::read:return { @a = stddev(arg0); @b = avg(arg0); @c = min(arg0); @d = max(arg0); }",
	"syscall::read:entry { printf(\"%s %d %u %x %5d %-10s %*d %p %c %lld\\n\", execname, pid, uid, "
	"arg0, tid, probefunc, 4, cpu, curthread, 65, timestamp); }",
	"syscall::read:entry { trace(pid); trace(execname); } syscall::read:entry { @[probename] = count(); } "
	"syscall::read:entry /arg2 > 100/ { printf(\"%d\\n\", arg2 / (arg0 - arg0)); }",
	"syscall::read:return { @q0 = quantize(arg0); @q1 = quantize(arg1); @q2 = quantize(arg0 + 1); "
	"@q3 = quantize(arg0 * 2); @q4 = quantize(arg0 - 1); @q5 = quantize(timestamp); "
	"@q6 = quantize(pid); @q7 = quantize(tid); @q8 = quantize(cpu); @q9 = quantize(arg0 >> 3); }",
	"syscall::read:entry { x[pid, execname] = arg2; } syscall::read:return /x[pid, execname]/ "
	"{ @[execname] = sum(x[pid, execname]); x[pid, execname] = 0; }",
	"syscall::read:entry { this->n = arg2; self->s = execname; g = this->n + 1; } "
	"syscall::read:return /self->s == \"bash\"/ { printf(\"%s %d %d\\n\", self->s, g, errno); }",
	"profile:::profile-97 { @[arg0 ? \"kernel\" : \"user\"] = count(); }",
	"syscall::open:entry { printf(\"%s\\n\", copyinstr(arg1)); }",
	"BEGIN { printf(\"%d %d %s\\n\", ppid, curthread->pid, strjoin(\"a\", \"b\")); "
	"trace(strlen(execname)); trace(substr(\"hello\", 1, 3)); trace(walltimestamp); exit(0); }",
	"syscall::read:entry, syscall::write:entry, syscall::close:entry { @[probefunc, arg0] = count(); }",
	"tick-1s { printa(@a); printa(\"%s %@d\\n\", @b); clear(@a); trunc(@b, 5); } "
	"syscall::read:entry { @a = count(); @b[execname] = sum(arg2); }",
	"BEGIN { trace(((struct task_struct *)curthread)->comm); trace(curthread->real_parent->tgid); }",
	"syscall::read:entry { stack(); ustack(); }",
	"syscall::read:entry { if (arg2 > 10) { printf(\"big %d\\n\", arg2); } else { trace(arg2); } "
	"self->n++; this->s = strjoin(execname, \"!\"); if (this->s == \"bash!\") trace(this->s); }",
	"syscall:::entry /execname == \"p0\"/ { @c0[probefunc, pid] = count(); self->t0 = timestamp; } syscall:::entry /execname == \"p1\"/ { @c1[probefunc, pid] = count(); self->t1 = timestamp; } syscall:::entry /execname == \"p2\"/ { @c2[probefunc, pid] = count(); self->t2 = timestamp; } syscall:::entry /execname == \"p3\"/ { @c3[probefunc, pid] = count(); self->t3 = timestamp; } syscall:::entry /execname == \"p4\"/ { @c4[probefunc, pid] = count(); self->t4 = timestamp; } syscall:::entry /execname == \"p5\"/ { @c5[probefunc, pid] = count(); self->t5 = timestamp; } syscall:::entry /execname == \"p6\"/ { @c6[probefunc, pid] = count(); self->t6 = timestamp; } syscall:::entry /execname == \"p7\"/ { @c7[probefunc, pid] = count(); self->t7 = timestamp; } syscall:::entry /execname == \"p8\"/ { @c8[probefunc, pid] = count(); self->t8 = timestamp; } syscall:::entry /execname == \"p9\"/ { @c9[probefunc, pid] = count(); self->t9 = timestamp; } syscall:::entry /execname == \"p10\"/ { @c10[probefunc, pid] = count(); self->t10 = timestamp; } syscall:::entry /execname == \"p11\"/ { @c11[probefunc, pid] = count(); self->t11 = timestamp; } syscall:::entry /execname == \"p12\"/ { @c12[probefunc, pid] = count(); self->t12 = timestamp; } syscall:::entry /execname == \"p13\"/ { @c13[probefunc, pid] = count(); self->t13 = timestamp; } syscall:::entry /execname == \"p14\"/ { @c14[probefunc, pid] = count(); self->t14 = timestamp; } syscall:::entry /execname == \"p15\"/ { @c15[probefunc, pid] = count(); self->t15 = timestamp; } syscall:::entry /execname == \"p16\"/ { @c16[probefunc, pid] = count(); self->t16 = timestamp; } syscall:::entry /execname == \"p17\"/ { @c17[probefunc, pid] = count(); self->t17 = timestamp; } syscall:::entry /execname == \"p18\"/ { @c18[probefunc, pid] = count(); self->t18 = timestamp; } syscall:::entry /execname == \"p19\"/ { @c19[probefunc, pid] = count(); self->t19 = timestamp; } syscall:::entry /execname == \"p20\"/ { @c20[probefunc, pid] = count(); self->t20 = timestamp; } syscall:::entry /execname == \"p21\"/ { @c21[probefunc, pid] = count(); self->t21 = timestamp; } syscall:::entry /execname == \"p22\"/ { @c22[probefunc, pid] = count(); self->t22 = timestamp; } syscall:::entry /execname == \"p23\"/ { @c23[probefunc, pid] = count(); self->t23 = timestamp; } syscall:::entry /execname == \"p24\"/ { @c24[probefunc, pid] = count(); self->t24 = timestamp; } syscall:::entry /execname == \"p25\"/ { @c25[probefunc, pid] = count(); self->t25 = timestamp; } syscall:::entry /execname == \"p26\"/ { @c26[probefunc, pid] = count(); self->t26 = timestamp; } syscall:::entry /execname == \"p27\"/ { @c27[probefunc, pid] = count(); self->t27 = timestamp; } syscall:::entry /execname == \"p28\"/ { @c28[probefunc, pid] = count(); self->t28 = timestamp; } syscall:::entry /execname == \"p29\"/ { @c29[probefunc, pid] = count(); self->t29 = timestamp; }",
	"syscall:::entry { self->ts = timestamp; self->name = probefunc; } "
	"syscall::read:return, syscall::write:return /self->ts && self->name != \"\"/ "
	"{ @lat[self->name, execname == \"bash\" ? \"shell\" : execname] = quantize(timestamp - self->ts); "
	"@avg[self->name] = avg(timestamp - self->ts); @mx = max(arg0); @mn = min(arg0); self->ts = 0; }",
	"syscall::open:entry { this->p = copyinstr(arg0); printf(\"%s %s %s %d %d %s %s %s %s\\n\", strchr(this->p, '/'), "
	"strrchr(this->p, '/'), strstr(this->p, \"lib\"), index(this->p, \"so\"), rindex(this->p, \"/\"), toupper(this->p), "
	"tolower(this->p), lltostr(arg1), substr(this->p, 2, 5)); }",
	"syscall::read:entry { @[fds[arg0].fi_pathname] = sum(arg2); @d[fds[arg0].fi_dirname, fds[arg0].fi_name] = count(); "
	"printf(\"%s %d %x\\n\", fds[arg0].fi_fs, fds[arg0].fi_offset, fds[arg0].fi_oflags); }",
	"syscall::read:entry { self->spec = speculation(); } syscall::read:entry /self->spec/ { speculate(self->spec); "
	"printf(\"%d\\n\", arg0); } syscall::read:return /self->spec && arg0 < 0/ { commit(self->spec); self->spec = 0; } "
	"syscall::read:return /self->spec/ { discard(self->spec); self->spec = 0; }",
	"BEGIN { a = 1; b = a << 3; c = b % 3; d = -c; e = ~d; f = d / 2; g = (e > f) ? e : f; h = g >= 0 && f < 0 || !a; "
	"printf(\"%d %d %d %d %d %d %d %d\\n\", a, b, c, d, e, f, g, h); a++; --b; c += 5; d -= 1; e *= 2; f /= 2; g <<= 1; "
	"h |= 4; trace(a + b + c + d + e + f + g + h); exit(0); }",
	"syscall::read:return { " MANY_AGGS "}",
	"profile:::profile-97 { " MANY_AGGS "}",
	"syscall::read:return { " MANY_ASSOCS "}",
	"profile:::profile-97 { " MANY_ASSOCS "}",
};

/* Map i of pd; a set of maps (made after its maps) gets its first as template, and its maps. */
static int map_fd_of(const struct prog_desc *pd, uint32_t i, const int *fds)
{
	const struct map_spec *m = &pd->maps[i];
	LIBBPF_OPTS(bpf_map_create_opts, o, .map_flags = m->flags);
	int fd;

	bool set = m->role == MAPR_AGGSET || m->role == MAPR_ASSOCSET;

	if (set)
		o.inner_map_fd = (uint32_t)fds[m->slot];
	fd = bpf_map_create(m->type, m->name, m->key_size, m->value_size, m->max_entries, &o);
	for (uint32_t k = 0; fd >= 0 && set && k < i; k++)
		if (pd->maps[k].set == i + 1)
			bpf_map_update_elem(fd, &pd->maps[k].slot, &fds[k], 0);
	if (fd >= 0 && m->init) {
		uint32_t k = 0;

		bpf_map_update_elem(fd, &k, m->init, 0);
		bpf_map_freeze(fd);
	}
	return fd;
}

static enum bpf_prog_type prog_type(enum prog_type t)
{
	switch (t) {
	case PROG_TRACEPOINT: return BPF_PROG_TYPE_TRACEPOINT;
	case PROG_PERF_EVENT: return BPF_PROG_TYPE_PERF_EVENT;
	case PROG_RAW_TP: return BPF_PROG_TYPE_RAW_TRACEPOINT;
	case PROG_KPROBE: return BPF_PROG_TYPE_KPROBE;
	}
	return BPF_PROG_TYPE_UNSPEC;
}

static struct type *kt(struct cc *cc, void *ctx, const char *name)
{
	(void)ctx;
	return btf_kernel_type(cc, name);
}

static bool load_all(const struct prog_desc *pd, bool verbose)
{
	static char log[1 << 22];
	int *fds = calloc(pd->nmaps + 1, sizeof(*fds));
	bool ok = true;

	for (uint32_t i = 0; i < pd->nmaps; i++) {
		fds[i] = map_fd_of(pd, i, fds);
		if (fds[i] < 0) {
			printf("  map %s: %s\n", pd->maps[i].name, strerror(errno));
			ok = false;
		}
	}
	for (uint32_t p = 0; ok && p < pd->nprogs; p++) {
		const struct prog *pr = &pd->progs[p];
		struct bpf_insn *in = malloc(sizeof(*in) * pr->ninsns);
		LIBBPF_OPTS(bpf_prog_load_opts, o, .log_buf = log, .log_size = sizeof(log), .log_level = 1);
		int fd;

		prog_insns_copy(pr, in);
		for (uint32_t i = 0; i < pr->ninsns; i++)
			if (in[i].code == (BPF_LD | BPF_DW | BPF_IMM) &&
			    (in[i].src_reg == BPF_PSEUDO_MAP_FD || in[i].src_reg == BPF_PSEUDO_MAP_VALUE))
				in[i].imm = fds[in[i].imm];
		log[0] = 0;
		fd = bpf_prog_load(prog_type(pr->type), pr->name, "GPL", in, pr->ninsns, &o);
		if (fd < 0) {
			size_t len = strlen(log);

			printf("  program %s (%s): %s\n%s\n", pr->name, pr->ap->name, strerror(errno),
			       len > 3000 ? log + len - 3000 : log);
			ok = false;
		} else {
			const char *s = strstr(log, "processed ");

			if (verbose)
				printf("  program %s: %u insns, %.*s", pr->name, pr->ninsns, s ? (int)strcspn(s, "\n") + 1 : 0, s ? s : "");
			close(fd);
		}
		free(in);
	}
	for (uint32_t i = 0; i < pd->nmaps; i++)
		if (fds[i] >= 0)
			close(fds[i]);
	free(fds);
	return ok;
}

int main(int argc, char **argv)
{
	bool verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	int failed = 0;

	if (argc > 2 && strcmp(argv[1], "-e") == 0) { /* one snippet: verify_corpus -e 'D text' */
		struct cc cc;
		struct arena out = {0};
		struct prog_desc *pd = fx_compile(&cc, &out, argv[2], kt);

		if (!pd) {
			printf("compile: %s: %s\n", diag_tag_name(cc.diag.tag), cc.diag.msg);
			return 1;
		}
		return load_all(pd, true) ? 0 : 1;
	}

	for (size_t i = 0; i < sizeof(corpus) / sizeof(corpus[0]); i++) {
		struct cc cc;
		struct arena out = {0};
		struct prog_desc *pd = fx_compile(&cc, &out, corpus[i], kt);
		bool ok;

		if (!pd) {
			printf("FAIL %zu compile: %s: %s\n", i, diag_tag_name(cc.diag.tag), cc.diag.msg);
			failed++;
		} else {
			if (argc > 2 && (size_t)atoi(argv[2]) == i)
				dis_prog_desc(stdout, pd);
			ok = load_all(pd, verbose);
			printf("%s %zu %s\n", ok ? "PASS" : "FAIL", i, corpus[i]);
			failed += !ok;
		}
		cc_fini(&cc);
		arena_free(&out);
	}
	printf("%d of %zu failed\n", failed, sizeof(corpus) / sizeof(corpus[0]));
	return failed != 0;
}
