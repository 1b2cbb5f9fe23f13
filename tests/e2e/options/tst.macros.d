/*
 * OPTIONS: -q
 * ARGS: 42 hello
 * ASSERTION: $1 is the first argument as a number, $$2 the second as a
 * string, $$1 the first as a string; $0 is the script name.
 */
BEGIN
{
	printf("%d %s %s %d\n", $1 + 1, $$2, $$1, $1 * 2);
	printf("%s\n", $$0);
	exit(0);
}
