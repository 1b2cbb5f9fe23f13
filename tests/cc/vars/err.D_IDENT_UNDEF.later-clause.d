/*
 * ASSERTION: globals resolve in program order: an END clause written
 * before the BEGIN clause that first assigns `start` cannot read it.
 */
END
{
	total = timestamp - start;
}

BEGIN
{
	start = timestamp;
	exit(0);
}
