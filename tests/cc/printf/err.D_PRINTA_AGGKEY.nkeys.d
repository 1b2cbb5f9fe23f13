/*
 * ASSERTION: printa( ) of aggregations with different numbers of keys is a key
 * signature mismatch (D_PRINTA_AGGKEY), as in DTrace.
 */
BEGIN { @a[1] = count(); @b[1, 2] = count(); printa(@a, @b); }
