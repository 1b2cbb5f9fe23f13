/*
 * ASSERTION: denormalize() compiles in its documented forms.
 */
BEGIN { @a = sum(1000); denormalize(@a); }
