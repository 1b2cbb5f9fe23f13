/*
 * ASSERTION: a boolean option takes DTrace's words for on (yes, true, on,
 * set, enable, enabled) and off (no, false, off, unset, disable, disabled),
 * in any case; the last one set wins.
 */
#pragma D option quiet=no
#pragma D option quiet=Enabled
#pragma D option quiet=SeT
#pragma D option flowindent=YES
#pragma D option flowindent=disable
#pragma D option flowindent=UnSeT
BEGIN
{
	printf("quiet, not indented\n");
	exit(0);
}
