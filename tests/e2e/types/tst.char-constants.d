/*
 * ASSERTION: a character constant is an int (sizeof 4); one of several bytes is an integer of as many
 * bytes (the first most significant), wider than char; a backslash before a
 * character that is not one of C's escapes (\q, and \? and \' too, as in
 * DTrace) stays in the constant or string.
 */
#pragma D option quiet

BEGIN
{
	two = 'ab';
	eight = 'abcdefgh';
	printf("%d %d %d %d\n", two, eight, sizeof (two), sizeof ('c'));
	printf("%d %d %d\n", '\q', '\?', '\'');
	printf("%s|%s\n", "a\qb", "it\'s");
	exit(0);
}
