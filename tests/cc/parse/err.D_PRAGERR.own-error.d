/*
 * ASSERTION: "#pragma D error" stops the compilation with the program's
 * own words, tagged D_PRAGERR.
 */
#pragma D error "this script needs a newer kernel"
BEGIN
{
	exit(0);
}
