/*
 * ASSERTION: D_IDENT_UNDEF is reported (exprs: global).
 */
BEGIN { x = nosuchvar; }
