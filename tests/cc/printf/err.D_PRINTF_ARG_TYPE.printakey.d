/*
 * ASSERTION: printa() key conversions are checked against the keys.
 */
BEGIN { @a[execname, 1] = count(); printa("%d %d %@d\n", @a); }
