/*
 * ASSERTION: clear() without an argument is D_CLEAR_PROTO.
 */
BEGIN { @ = count(); clear(); }
