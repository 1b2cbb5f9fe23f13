/*
 * OPTIONS: -q -c "$HELPERS/flow"
 * ASSERTION: uregs[R_DS], [R_ES], [R_FS], [R_GS] and [R_TRAPNO], which
 * x86_64's struct pt_regs does not hold, are the task's thread_struct
 * members, as DTrace on Linux reads them: at a pid probe of a program
 * whose libc set the thread pointer, R_FS is its (non-zero) fsbase.
 * R_R0 and R_R1 are R_RAX and R_RBX, as in DTrace's regs.d.
 */
pid$target:a.out:main:entry
{
	printf("ds %d es %d fs %d gs %d trapno %d\n",
	    uregs[R_DS] == curthread->thread.ds, uregs[R_ES] == curthread->thread.es,
	    uregs[R_FS] == curthread->thread.fsbase && uregs[R_FS] != 0,
	    uregs[R_GS] == curthread->thread.gsbase,
	    uregs[R_TRAPNO] == curthread->thread.trap_nr);
	printf("R_R0 %d R_R1 %d\n", R_R0 == R_RAX, R_R1 == R_RBX);
	exit(0);
}
