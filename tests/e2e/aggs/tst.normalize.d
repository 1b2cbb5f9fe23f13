/*
 * ASSERTION: normalize(@, n) divides the printed values by n (integer
 * division), also at exit; denormalize() undoes it.
 */
#pragma D option quiet
BEGIN
{
	@s["a"] = sum(5000);
	@s["b"] = sum(2999);
	normalize(@s, 1000);
	printa("%s %@d\n", @s);
	denormalize(@s);
	printa("%s %@d\n", @s);
	@t = sum(10);
	normalize(@t, 4);
	exit(0);
}
