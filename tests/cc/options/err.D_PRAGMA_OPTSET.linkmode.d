/*
 * ASSERTION: linkmode takes DTrace's words only (kernel, primary,
 * dynamic, static).
 */
#pragma D option linkmode=sometimes
BEGIN
{
	exit(0);
}
