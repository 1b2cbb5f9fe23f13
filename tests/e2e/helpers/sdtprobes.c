/*
 * sdtprobes - USDT probes made with <sys/sdt.h> (systemtap-sdt-dev), as
 * Linux software makes them. Built -O2, so the compiler picks each
 * argument's operand: a register, a constant ($N), a memory operand
 * (DISP(%rsp)).
 *
 *   sdtprobes N   fires, for i = 1..N:
 *     sdtp:::args     (i, 42, the volatile local 7 * i, "hello i")
 *     sdtp:::twelve   (i, 10 * i + 1, ..., 10 * i + 11): twelve arguments,
 *                     sys/sdt.h's most
 *     sdtp:::gated    (i), only while its semaphore says a tracer is on
 *     sdtp:::function-entry (i), written function__entry in the note, as
 *                     Python's and others' are
 *   then prints "gated K" (how many times the semaphore was set) and
 *   exits 0. If the string was changed under sdtp:::args (copyout), it
 *   prints "changed STRING" then.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <stdlib.h>
#include <sys/sdt.h>

unsigned short sdtp_gated_semaphore __attribute__((section(".probes"), used));
unsigned short sdtp_args_semaphore __attribute__((section(".probes"), used));
unsigned short sdtp_function__entry_semaphore __attribute__((section(".probes"), used));
unsigned short sdtp_twelve_semaphore __attribute__((section(".probes"), used));

__attribute__((noinline)) static void fire(long i)
{
	volatile long local = 7 * i;
	char msg[16];

	snprintf(msg, sizeof(msg), "hello %ld", i);
	STAP_PROBE4(sdtp, args, i, 42, local, msg);
	STAP_PROBE1(sdtp, function__entry, i);
	STAP_PROBE12(sdtp, twelve, i, 10 * i + 1, 10 * i + 2, 10 * i + 3, 10 * i + 4, 10 * i + 5,
		     10 * i + 6, 10 * i + 7, 10 * i + 8, 10 * i + 9, 10 * i + 10, 10 * i + 11);
	if (msg[0] != 'h')
		printf("changed %s\n", msg); /* a tracer wrote it (copyout) */
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 3, gated = 0;

	for (long i = 1; i <= n; i++) {
		fire(i);
		if (__builtin_expect(sdtp_gated_semaphore, 0)) {
			gated++;
			STAP_PROBE1(sdtp, gated, i);
		}
	}
	printf("gated %ld\n", gated);
	return 0;
}
