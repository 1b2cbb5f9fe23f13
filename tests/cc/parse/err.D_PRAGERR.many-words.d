/*
 * ASSERTION: "#pragma D error" with more words than the other pragmas take
 * reports all of them (found by make test-asan's fuzzer: reading past the
 * parser's word array).
 */
#pragma D error this script needs a newer kernel than the one it runs on now
BEGIN
{
	exit(0);
}
