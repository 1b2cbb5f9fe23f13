/*
 * ASSERTION: offsetof() of a struct that is only named, never defined, is
 * D_OFFSETOF_TYPE (it is no struct type yet), not a missing member.
 */
BEGIN { x = offsetof(struct never_defined_anywhere, a); }
