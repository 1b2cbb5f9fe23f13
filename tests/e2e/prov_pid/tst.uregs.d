/*
 * OPTIONS: -q -c "$HELPERS/flow"
 * ASSERTION: uregs[] in pid probes, with DTrace's x86-64 names: at an
 * entry R_PC is the function's first instruction, R_RDI its first
 * argument (arg0), and R_SP (R_RSP) points at the return address, which
 * is ucaller; at a return R_RAX is the value returned (arg1) and R_PC the
 * caller's instruction it returns to (fact returns to fact, then main).
 */
pid$target:a.out:fact:entry
{
	printf("entry %A rdi=%d arg0=%d ", uregs[R_PC], uregs[R_RDI], arg0);
	printf("return address on the stack is ucaller: %d, R_SP is R_RSP: %d, ucaller in %A\n",
	    *(uint64_t *)copyin(uregs[R_SP], 8) == ucaller, uregs[R_SP] == uregs[R_RSP],
	    ucaller - 1);
}

pid$target:a.out:fact:return
{
	printf("return rax=%d arg1=%d to %A\n", uregs[R_RAX], arg1, uregs[R_PC] - 1);
}
