/*
 * ASSERTION: clear() zeroes the values but keeps the keys; trunc(@, 1)
 * keeps only the entry with the largest value; trunc(@) empties.
 */
#pragma D option quiet
BEGIN
{
	@c["a"] = count();
	@c["b"] = count();
	@c["b"] = count();
	clear(@c);
	printa("%s %@d\n", @c);
	@t["x"] = sum(1);
	@t["y"] = sum(3);
	@t["z"] = sum(2);
	trunc(@t, 1);
	printa("%s %@d\n", @t);
	@e["gone"] = count();
	trunc(@e);
	printa("%s %@d\n", @e);
	printf("end\n");
	exit(0);
}
