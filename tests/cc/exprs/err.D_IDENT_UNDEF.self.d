/*
 * ASSERTION: D_IDENT_UNDEF is reported (exprs: self).
 */
BEGIN { x = self->nosuch; }
