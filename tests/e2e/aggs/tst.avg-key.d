/*
 * ASSERTION: avg() truncates toward zero and sorts by its average;
 * sum() of negative values stays signed.
 */
#pragma D option quiet
BEGIN
{
	@a["x"] = avg(10); @a["x"] = avg(11);
	@a["y"] = avg(-7); @a["y"] = avg(-8);
	@a["z"] = avg(100);
	@s["neg"] = sum(-5); @s["neg"] = sum(-6);
	@s["pos"] = sum(3);
	exit(0);
}
