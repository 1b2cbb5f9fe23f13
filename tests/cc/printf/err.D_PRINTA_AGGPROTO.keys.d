/*
 * ASSERTION: D_PRINTA_AGGPROTO is reported (printf: keys).
 */
BEGIN { @a[1] = count(); @b[1, 2] = count(); printa(@a, @b); }
