/*
 * ASSERTION: normalize() compiles in its documented forms.
 */
BEGIN { @a = sum(1000); normalize(@a, 10); denormalize(@a); }
