/*
 * ASSERTION: n += 1 reads n first: a global that no declaration or plain
 * assignment creates is D_VAR_UNDEF (where n++ would create an int64_t).
 */
BEGIN { n += 1; }
