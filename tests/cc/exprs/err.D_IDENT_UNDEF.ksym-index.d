/*
 * ASSERTION: an element of a kernel symbol that does not exist
 * (`sym[0], as scripts read `hp_avenrun[0]) is an unknown symbol, as the
 * symbol itself is, not an unknown associative array.
 */
BEGIN { trace(`no_such_symbol_xyz[0]); }
