/*
 * ASSERTION: & of an aggregation is D_ADDROF_VAR, as of any D variable.
 */
BEGIN { @c = count(); p = &@c; }
