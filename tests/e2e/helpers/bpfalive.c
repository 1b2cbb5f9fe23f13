/*
 * bpfalive - which BPF objects still exist, by id.
 *
 *   bpfalive prog|map|link ID...
 *
 * Prints each id that still exists, one a line, and exits 1 if any does,
 * 0 if none (2 on usage errors). Ids come from /proc/PID/fdinfo of a
 * process (prog_id:, map_id:, link_id:); the kernel never reuses them, so
 * an id that still resolves after its owner died is a leak.
 */
#include <errno.h>
#include <linux/bpf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int cmd, alive = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: bpfalive prog|map|link ID...\n");
		return 2;
	}
	if (strcmp(argv[1], "prog") == 0)
		cmd = BPF_PROG_GET_FD_BY_ID;
	else if (strcmp(argv[1], "map") == 0)
		cmd = BPF_MAP_GET_FD_BY_ID;
	else if (strcmp(argv[1], "link") == 0)
		cmd = BPF_LINK_GET_FD_BY_ID;
	else {
		fprintf(stderr, "bpfalive: unknown object kind %s\n", argv[1]);
		return 2;
	}
	for (int i = 2; i < argc; i++) {
		union bpf_attr attr;
		long fd;

		memset(&attr, 0, sizeof(attr));
		if (cmd == BPF_PROG_GET_FD_BY_ID)
			attr.prog_id = strtoul(argv[i], NULL, 10);
		else if (cmd == BPF_MAP_GET_FD_BY_ID)
			attr.map_id = strtoul(argv[i], NULL, 10);
		else
			attr.link_id = strtoul(argv[i], NULL, 10);
		fd = syscall(SYS_bpf, cmd, &attr, sizeof(attr));
		if (fd >= 0) {
			printf("%s\n", argv[i]);
			alive = 1;
			close(fd);
		} else if (errno != ENOENT) {
			fprintf(stderr, "bpfalive: %s %s: %s\n", argv[1], argv[i], strerror(errno));
			return 2;
		}
	}
	return alive;
}
