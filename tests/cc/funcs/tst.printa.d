/*
 * ASSERTION: printa() compiles in its documented forms.
 */
BEGIN { @a[1] = count(); @b[1] = sum(2); printa(@a); printa("%d %@d %@d\n", @a, @b); }
