/*
 * ASSERTION: a keyed and a key-less aggregation in one printa( ) do not have
 * matching key signatures (D_PRINTA_AGGKEY).
 */
BEGIN { @per[7] = sum(7); @all = sum(7); printa("%d %@d %@d\n", @per, @all); }
