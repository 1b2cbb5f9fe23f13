/*
 * ufault - user memory that the program never touches, handed to probes:
 * read-only data the kernel has not mapped into the process yet, so that
 * bpf_probe_read_user() cannot read it (it may not fault a page in).
 *
 * The data is one read-only object aligned to 64 KB whose parts each fill
 * a 64 KB window of their own: a page fault maps the pages around it that
 * the page cache holds, up to fault_around_bytes (64 KB) in an aligned
 * window, so nothing the program touches elsewhere maps these.
 *
 *   ufault N   for i = 1..N:
 *     ufault:::bytes   (8 bytes 1, 2, ..., 8)          USDT, <sys/sdt.h>
 *     ufault:::literal (the string "widget")
 *     ufault:::cross   (the string "crossing", which starts 4 bytes before
 *                       a page boundary: both pages untouched)
 *     take("gadget")   a function, for pid probes (arg0)
 *   then opens the path "/nonexistent/ufault" (from such a page too: a
 *   system call's argument that the probe at its entry sees before the
 *   kernel has read it) and exits 0 without printing.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <sys/sdt.h>

#define WINDOW 65536

static const struct {
	char literal[WINDOW];
	char bytes[WINDOW];
	char pid[WINDOW];
	char before[WINDOW - 4];
	char cross[WINDOW + 4];
	char path[WINDOW];
} far __attribute__((aligned(WINDOW), section(".rodata.ufault"))) = {
	.literal = "widget",
	.bytes = { 1, 2, 3, 4, 5, 6, 7, 8 },
	.pid = "gadget",
	.before = { 'x' },
	.cross = "crossing",
	.path = "/nonexistent/ufault",
};

/* Pointers the compiler cannot see through, so the data itself is never read here. */
static const char *volatile literal = far.literal;
static const char *volatile bytes = far.bytes;
static const char *volatile pid = far.pid;
static const char *volatile cross = far.cross;
static const char *volatile path = far.path;

__attribute__((noinline)) void take(const char *s)
{
	__asm__ volatile("" : : "r"(s) : "memory");
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1;

	for (int i = 1; i <= n; i++) {
		const char *l = literal, *b = bytes, *c = cross;

		DTRACE_PROBE1(ufault, bytes, b);
		DTRACE_PROBE1(ufault, literal, l);
		DTRACE_PROBE1(ufault, cross, c);
		take(pid);
	}
	if (open(path, O_RDONLY) >= 0)
		return 1;
	return 0;
}
