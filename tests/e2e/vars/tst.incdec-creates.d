/*
 * OPTIONS: -q
 * ASSERTION: ++ and -- on a global that is never assigned create it, as
 * DTrace's compiler does (the unary operators may instantiate a scalar):
 * a signed 64-bit integer that starts at 0.
 */
BEGIN
{
	n++;
	++n;
	m--;
	printf("n %d m %d size %d signed %d\n", n, m, sizeof (n), m < 0);
	exit(0);
}
