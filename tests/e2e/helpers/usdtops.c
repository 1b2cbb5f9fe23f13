/*
 * usdtops - a target for USDT argument operands of the memory forms that
 * compilers write into SDT notes: fires dtest:::ops N times (default 3),
 * i = 1..N, with
 *
 *   arg0  -4@ops_counter(%rip)     a symbol of the file    ops_counter = -7 * i
 *   arg1  8@ops_table+16(%rip)     a symbol plus a number  ops_table[2] = 1000 * i + 2
 *   arg2  8@8(%rbx,%rcx,8)         base, index, scale      ops_table[1 + 2] = 1000 * i + 3
 *   arg3  -2@(%rsi,%rdi)           scale 1, no number      ops_shorts[1] = -3 * i
 *   arg4  -4@-4(,%rdx,4)           no base register        ops_counter again
 *   arg5  8@ops_table(%rip)        a symbol alone          ops_table[0] = i
 *
 * then exits 0 without printing. The note is written out here (SystemTap
 * SDT version 3, as in usdt.c) so that its operands are these, whatever
 * the compiler would choose.
 *
 * Built with -DUSDTOPS_LIB -shared -fPIC it is a library for dlfoo
 * instead: dtfoo_add(a) fires the probe with i = a + 1, dtfoo_mul(a)
 * fires nothing.
 */
#include <stdint.h>
#include <stdlib.h>

int ops_counter __attribute__((aligned(8)));
long ops_table[4];
short ops_shorts[2];

#define OPS_ARGS "-4@ops_counter(%%rip) 8@ops_table+16(%%rip) 8@8(%%rbx,%%rcx,8) -2@(%%rsi,%%rdi) " \
		 "-4@-4(,%%rdx,4) 8@ops_table(%%rip)"

static void fire(int i)
{
	ops_counter = -7 * i;
	for (int k = 0; k < 4; k++)
		ops_table[k] = k ? 1000L * i + k : i;
	ops_shorts[1] = (short)(-3 * i);
	__asm__ volatile("990:	nop\n"
			 "	.pushsection .note.stapsdt, \"\", \"note\"\n"
			 "	.balign 4\n"
			 "	.4byte 992f - 991f, 994f - 993f, 3\n"
			 "991:	.asciz \"stapsdt\"\n"
			 "992:	.balign 4\n"
			 "993:	.8byte 990b\n"
			 "	.8byte _.stapsdt.base\n"
			 "	.8byte 0\n"
			 "	.asciz \"dtest\"\n"
			 "	.asciz \"ops\"\n"
			 "	.asciz \"" OPS_ARGS "\"\n"
			 "994:	.balign 4\n"
			 "	.popsection\n"
			 "	.ifndef _.stapsdt.base\n"
			 "	.pushsection .stapsdt.base, \"aG\", \"progbits\", .stapsdt.base, comdat\n"
			 "	.weak _.stapsdt.base\n"
			 "	.hidden _.stapsdt.base\n"
			 "_.stapsdt.base:\n"
			 "	.space 1\n"
			 "	.size _.stapsdt.base, 1\n"
			 "	.popsection\n"
			 "	.endif\n"
			 :
			 : "b"(ops_table), "c"(2L), "S"(ops_shorts), "D"(2L),
			   "d"((uintptr_t)&ops_counter / 4 + 1)
			 : "memory");
}

#ifdef USDTOPS_LIB
int dtfoo_add(int a)
{
	fire(a + 1);
	return a + 1;
}

int dtfoo_mul(int a)
{
	return a * 3;
}
#else
int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;

	for (int i = 1; i <= n; i++)
		fire(i);
	return 0;
}
#endif
