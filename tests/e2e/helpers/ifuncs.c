/*
 * ifuncs - calls libc's IFUNC string functions a known number of times,
 * for pid probes on them (glibc resolves memcpy, strlen, memset and strcmp
 * to a CPU-specific implementation at relocation).
 *
 *   ifuncs [-p] [N]   (-p: wait for a line on stdin first, for dtrace -p)
 *   ifuncs -u         prints, for each of memcpy, strlen, memset and strcmp,
 *                     "NAME evex" if the implementation glibc chose starts
 *                     with an EVEX (AVX-512) instruction (dtrace refuses a
 *                     probe there), "NAME refused" if the kernel refuses a
 *                     uprobe on its first instruction with ENOTSUPP (asked
 *                     directly: a uprobe perf event there for a child of
 *                     this process), else "NAME ok"
 *
 * Calls memcpy(dst, src, 77) N times (default 5), strlen("ifunc-marker")
 * N+1 times, memset(dst, 0x5a, 55) N+2 times and strcmp(marker,
 * "ifunc-other") N+3 times, and exits 3 if memset did not fill dst as
 * asked (a probe must not change what it observes). The sizes and strings
 * are volatile or read at run time, so that the compiler keeps every call
 * a call to libc.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static char src[128] = "ifunc-source", dst[128];
static char marker[32], other[32];
static volatile size_t cpy_len = 77, set_len = 55;
static volatile size_t sink;

/* True if the instruction at code is EVEX-encoded (0x62 after any legacy prefixes). */
static int is_evex(const unsigned char *code)
{
	while (*code == 0x66 || *code == 0x67 || *code == 0xf2 || *code == 0xf3 || *code == 0xf0 ||
	       *code == 0x2e || *code == 0x3e || *code == 0x26 || *code == 0x36 || *code == 0x64 ||
	       *code == 0x65)
		code++;
	return *code == 0x62;
}

/*
 * 0 if the kernel accepts a uprobe at code (mapped from a file), else its
 * errno: a uprobe perf event opened there for a child that only waits
 * (the kernel checks the instruction when it places the breakpoint).
 */
static int uprobe_refused(const void *code)
{
	uintptr_t at = (uintptr_t)code;
	unsigned long long lo, hi, off;
	char line[4352], path[4096] = "";
	struct perf_event_attr attr;
	int type = -1, fd, err = 0;
	FILE *f = fopen("/sys/bus/event_source/devices/uprobe/type", "r");
	pid_t child;

	if (!f || fscanf(f, "%d", &type) != 1)
		type = -1;
	if (f)
		fclose(f);
	f = fopen("/proc/self/maps", "r");
	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "%llx-%llx %*s %llx %*s %*s %4095s", &lo, &hi, &off, path) == 4 &&
		    at >= lo && at < hi)
			break;
		else
			path[0] = '\0';
	if (f)
		fclose(f);
	if (type < 0 || !path[0])
		return ENOENT;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (unsigned)type;
	attr.config1 = (uint64_t)(uintptr_t)path;
	attr.config2 = at - lo + off;
	child = fork();
	if (child == 0) {
		pause();
		_exit(0);
	}
	fd = (int)syscall(SYS_perf_event_open, &attr, child, -1, -1, 0);
	if (fd < 0)
		err = errno;
	else
		close(fd);
	kill(child, SIGKILL);
	waitpid(child, NULL, 0);
	return err;
}

int main(int argc, char **argv)
{
	int n = 5;

	if (argc > 1 && strcmp(argv[1], "-u") == 0) {
		/* the implementations bound (taking the address binds the name) */
		void *(*volatile cpy)(void *, const void *, size_t) = memcpy;
		size_t (*volatile len)(const char *) = strlen;
		void *(*volatile set)(void *, int, size_t) = memset;
		int (*volatile cmp)(const char *, const char *) = strcmp;
		const struct { const char *name; const void *code; } fns[] = {
			{ "memcpy", (const void *)cpy }, { "strlen", (const void *)len },
			{ "memset", (const void *)set }, { "strcmp", (const void *)cmp },
		};

		for (size_t i = 0; i < sizeof(fns) / sizeof(fns[0]); i++) {
			int err = is_evex(fns[i].code) ? 0 : uprobe_refused(fns[i].code);

			if (is_evex(fns[i].code))
				printf("%s evex\n", fns[i].name);
			else if (err == 0 || err == 524) /* the kernel's ENOTSUPP: not an instruction it steps */
				printf("%s %s\n", fns[i].name, err ? "refused" : "ok");
			else
				printf("%s error: %s\n", fns[i].name, strerror(err));
		}
		return 0;
	}

	if (argc > 1 && argv[1][0] == '-' && argv[1][1] == 'p') {
		char line[16];

		printf("ready\n");
		fflush(stdout);
		if (!fgets(line, sizeof(line), stdin))
			return 1;
		argc--;
		argv++;
	}
	if (argc > 1)
		n = atoi(argv[1]);
	snprintf(marker, sizeof(marker), "ifunc-%s", "marker");
	snprintf(other, sizeof(other), "ifunc-%s", "other");
	for (int i = 0; i < n; i++)
		memcpy(dst, src, cpy_len);
	for (int i = 0; i < n + 1; i++)
		sink += strlen(marker);
	for (int i = 0; i < n + 2; i++) {
		memset(dst, 0x5a, set_len);
		for (size_t k = 0; k < set_len; k++)
			if (dst[k] != 0x5a)
				return 3;
	}
	for (int i = 0; i < n + 3; i++)
		sink += (size_t)strcmp(marker, other);
	return 0;
}
