/*
 * ASSERTION: a bare aggregation element, @a[1];, is a null effect
 * (D_AGG_NULL) even before @a is defined; only a bare @a is unknown.
 */
BEGIN { @later[1]; }
