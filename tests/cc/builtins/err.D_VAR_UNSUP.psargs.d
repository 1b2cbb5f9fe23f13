/*
 * ASSERTION: D_VAR_UNSUP is reported when curpsinfo->pr_psargs needs
 * struct mm_struct's arg_start and the program declares its own
 * struct mm_struct.
 */
struct mm_struct { int x; };

BEGIN { trace(curpsinfo->pr_psargs); }
