/*
 * ASSERTION: uregs[] reads the user registers saved at kernel entry, by R_* name.
 */
syscall::read:entry { printf("%A %x %x %d\n", uregs[R_PC], uregs[R_SP], uregs[R_FP], uregs[R_RAX]); }
