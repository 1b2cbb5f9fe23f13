/*
 * ASSERTION: rand() compiles in its documented forms.
 */
BEGIN { trace(rand()); }
