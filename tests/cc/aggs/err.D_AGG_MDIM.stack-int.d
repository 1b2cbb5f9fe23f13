/*
 * ASSERTION: a key that is stack() in one clause and an integer in
 * another is refused (DTrace's stack() is of type stack, no integer).
 */
BEGIN { @a[stack()] = count(); }
END { @a[1] = count(); }
