/*
 * ASSERTION: D_IDENT_UNDEF is reported (funcs: a kernel symbol /proc/kallsyms does not list).
 */
BEGIN { trace(`no_such_kernel_symbol_at_all); }
