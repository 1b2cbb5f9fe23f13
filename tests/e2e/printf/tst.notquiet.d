/*
 * ASSERTION: without -q, printf() output follows the CPU/ID/FUNCTION:NAME
 * prefix, and the record ends with a newline of its own.
 */
BEGIN
{
	printf("hello\n");
	exit(0);
}
