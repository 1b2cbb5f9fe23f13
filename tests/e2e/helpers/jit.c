/*
 * jit - code made at run time, as a JIT makes it: a function written into
 * an anonymous executable mapping (push %rbp; mov %rsp,%rbp; getppid
 * system call; pop %rbp; ret), named in /tmp/perf-PID.map as JITs name
 * theirs, called from main through run_jit. Removes the map file at exit.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static const unsigned char code[] = {
	0x55,                               /* push %rbp */
	0x48, 0x89, 0xe5,                   /* mov %rsp,%rbp */
	0xb8, 0x6e, 0x00, 0x00, 0x00,       /* mov $110 (getppid),%eax */
	0x0f, 0x05,                         /* syscall */
	0x5d,                               /* pop %rbp */
	0xc3,                               /* ret */
};

__attribute__((noinline)) void run_jit(void (*fn)(void))
{
	fn();
	__asm__ volatile("");
}

int main(void)
{
	char path[64];
	void *mem = mmap(NULL, 4096, PROT_READ | PROT_WRITE | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	FILE *f;

	if (mem == MAP_FAILED)
		return 1;
	memcpy(mem, code, sizeof(code));
	snprintf(path, sizeof(path), "/tmp/perf-%d.map", (int)getpid());
	f = fopen(path, "w");
	if (!f)
		return 1;
	fprintf(f, "%lx %zx jitted_getppid\n", (unsigned long)mem, sizeof(code));
	fclose(f);
	run_jit((void (*)(void))mem);
	return 0;
}
