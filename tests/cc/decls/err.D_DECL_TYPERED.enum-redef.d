/*
 * ASSERTION: an enum defined twice is D_DECL_TYPERED, reported where the
 * second body opens.
 */
enum e { A };
enum e
{
	B
};
BEGIN { exit(0); }
