/*
 * ASSERTION: printa( ) of aggregations whose keys differ in type (an integer
 * and a string) is an aggregation mismatch (D_PRINTA_AGGPROTO).
 */
BEGIN { @bytes[1] = sum(10); @calls["read"] = count(); printa("%d %@d %@d\n", @bytes, @calls); }
