/*
 * ASSERTION: one aggregation's key may be stack() in one clause,
 * ustack() or jstack() in others, and stack(N) / ustack(N, strsize) of
 * different depths: DTrace's stack(), ustack() and jstack() are of one
 * type; printa() of it and of an aggregation keyed by stack() alone
 * joins them.
 */
profile:::tick-1s { @a[stack(), execname] = count(); @b[stack(), execname] = sum(1); }
profile:::tick-2s { @a[ustack(), execname] = count(); }
profile:::tick-3s { @a[jstack(), execname] = count(); }
profile:::tick-4s { @a[stack(3), execname] = count(); @a[ustack(5, 64), execname] = count(); }
END { printa("%k %s %@d %@d\n", @a, @b); }
