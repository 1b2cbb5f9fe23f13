/*
 * unwound.c - checks sym/unwind.c on itself: level3 (called from main
 * through level1 and level2, all built without frame pointers) copies its
 * registers and the top of its stack as a probe would, unwinds them with
 * .eh_frame, and prints the function of each frame. Built and run by
 * tst.unwind.sh.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "sym/unwind.h"
#include "sym/usym.h"

static uint8_t copy[4096];

/* Bytes that can be copied from sp: up to the end of the [stack] mapping, as a probe's copy is. */
static size_t stack_room(uint64_t sp)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];
	size_t room = sizeof(copy);

	while (f && fgets(line, sizeof(line), f)) {
		unsigned long lo, hi;

		if (strstr(line, "[stack]") && sscanf(line, "%lx-%lx", &lo, &hi) == 2 && sp >= lo &&
		    sp < hi && hi - sp < room)
			room = hi - sp;
	}
	if (f)
		fclose(f);
	return room;
}

__attribute__((noinline)) void level3(void)
{
	struct unwind_regs r;
	uint64_t pcs[16];
	char name[256];
	size_t room;
	int n;

	__asm__ volatile("lea (%%rip), %0\n\tmov %%rsp, %1\n\tmov %%rbp, %2"
			 : "=r"(r.ip), "=r"(r.sp), "=r"(r.bp));
	room = stack_room(r.sp);
	memcpy(copy, (const void *)(uintptr_t)r.sp, room);
	n = unwind_user(getpid(), &r, copy, room, pcs, 16);
	/* the program's frames by function name, then libc's with their module */
	for (int i = 0; i < n; i++) {
		usym_lookup(getpid(), pcs[i], false, name, sizeof(name));
		printf("%s\n", i < 4 && strchr(name, '`') ? strchr(name, '`') + 1 : name);
	}
	unwind_fini();
	usym_fini();
}

__attribute__((noinline)) void level2(void)
{
	level3();
	__asm__ volatile("");
}

__attribute__((noinline)) void level1(void)
{
	level2();
	__asm__ volatile("");
}

int main(void)
{
	level1();
	__asm__ volatile("");
	return 0;
}
