/*
 * load.h - creating the maps of a struct prog_desc and loading its
 * programs into the kernel, with verifier failures mapped back to D source.
 */
#ifndef RT_LOAD_H
#define RT_LOAD_H

#include <linux/bpf.h>
#include <stddef.h>
#include <stdint.h>

#include "session.h"

/*
 * Creates every map (the ring buffer sized by -x bufsize; probe names and
 * string constants filled in), then loads every program with the map fds
 * patched in. Logs each failure once, naming the map or probe. Returns 0
 * or a negative errno.
 */
int load_all(struct session *s, const char *const *srcnames, uint32_t nsrcs);
/*
 * text[0..1] = where the kernel put loaded program i's JIT image: from its
 * lowest function's address to the end of its highest (0s if the kernel
 * will not say). 0 or a negative errno.
 */
int load_prog_text(struct session *s, uint32_t i, uint64_t text[2]);
/*
 * A task storage map (MAPR_TSTORE) of value_size bytes, with the BTF the
 * kernel wants for its key and value (made here). Returns the map's fd,
 * or -1 with errno set.
 */
int load_tstore_create(const char *name, uint32_t value_size);
struct bpf_insn;
struct bpf_prog_load_opts;
struct bpf_map_create_opts;
/*
 * libbpf's bpf_prog_load() and bpf_map_create(), without the kernel
 * feature probes libbpf makes before the first of them (a program loaded
 * to learn whether BPF memory is charged to the memory cgroup, another to
 * learn whether programs take names: two verifier runs at every start).
 * Where the kernel charges RLIMIT_MEMLOCK instead (before 5.11), a
 * creation refused with EPERM raises that limit, as libbpf would have,
 * and is tried again. Return an fd, or -1 with errno set.
 */
int load_bpf_prog(enum bpf_prog_type type, const char *name, const struct bpf_insn *insns, size_t ninsns,
		  const struct bpf_prog_load_opts *opts);
int load_bpf_map(enum bpf_map_type type, const char *name, uint32_t key_size, uint32_t value_size,
		 uint32_t max_entries, const struct bpf_map_create_opts *opts);
/*
 * Reports on stderr, as drops, the firings of each program the kernel
 * skipped since the last report (bpf_prog_info.recursion_misses).
 */
void load_report_misses(struct session *s);
/* Closes every map and program fd; safe to call twice. */
void load_close(struct session *s);

#endif
