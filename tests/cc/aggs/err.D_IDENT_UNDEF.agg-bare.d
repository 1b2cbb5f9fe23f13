/*
 * ASSERTION: a bare aggregation that nothing has defined yet is an unknown
 * identifier (D_IDENT_UNDEF); once defined, it is a null effect (D_AGG_NULL).
 */
BEGIN { @never; }
