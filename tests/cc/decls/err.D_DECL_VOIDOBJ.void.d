/*
 * ASSERTION: D_DECL_VOIDOBJ is reported (decls: void).
 */
void x;
BEGIN { exit(0); }
