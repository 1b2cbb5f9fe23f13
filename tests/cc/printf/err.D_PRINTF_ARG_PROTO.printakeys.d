/*
 * ASSERTION: printa() cannot convert more keys than the aggregation has.
 */
BEGIN { @a[execname] = count(); printa("%s %d %@d\n", @a); }
