/*
 * usdt - a target for the usdt provider: fires the statically defined
 * probe dtest:::hit N times (default 3) with arg0 = i (int) and
 * arg1 = 100 * i (long), i = 1..N, then exits 0 without printing.
 *
 * The probe is described by an ELF note in the format that Linux software
 * ships (SystemTap SDT, version 3: section .note.stapsdt, note type 3,
 * owner "stapsdt"; the descriptor holds the probe's address, the address
 * of .stapsdt.base, the semaphore address, then the provider, name and
 * argument strings, "SIZE@OPERAND" each). It is written out here rather
 * than taken from <sys/sdt.h> so the tests need no extra package.
 */
#include <stdlib.h>

#define DTEST_HIT(a1, a2)                                                        \
	__asm__ volatile("990:	nop\n"                                           \
			 "	.pushsection .note.stapsdt, \"\", \"note\"\n"    \
			 "	.balign 4\n"                                     \
			 "	.4byte 992f - 991f, 994f - 993f, 3\n"            \
			 "991:	.asciz \"stapsdt\"\n"                            \
			 "992:	.balign 4\n"                                     \
			 "993:	.8byte 990b\n"                                   \
			 "	.8byte _.stapsdt.base\n"                         \
			 "	.8byte 0\n"                                      \
			 "	.asciz \"dtest\"\n"                              \
			 "	.asciz \"hit\"\n"                                \
			 "	.asciz \"-4@%0 8@%1\"\n"                         \
			 "994:	.balign 4\n"                                     \
			 "	.popsection\n"                                   \
			 "	.ifndef _.stapsdt.base\n"                        \
			 "	.pushsection .stapsdt.base, \"aG\", \"progbits\", .stapsdt.base, comdat\n" \
			 "	.weak _.stapsdt.base\n"                          \
			 "	.hidden _.stapsdt.base\n"                        \
			 "_.stapsdt.base:\n"                                     \
			 "	.space 1\n"                                      \
			 "	.size _.stapsdt.base, 1\n"                       \
			 "	.popsection\n"                                   \
			 "	.endif\n"                                        \
			 :                                                       \
			 : "r"(a1), "r"(a2))

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;

	for (int i = 1; i <= n; i++) {
		long big = 100L * i;
		DTEST_HIT(i, big);
	}
	return 0;
}
