/*
 * ASSERTION: stddev() is the population standard deviation in integer
 * arithmetic: 2,4,4,4,5,5,7,9 gives 2; a single value gives 0.
 */
#pragma D option quiet
BEGIN
{
	@sd["eight"] = stddev(2);
	@sd["eight"] = stddev(4);
	@sd["eight"] = stddev(4);
	@sd["eight"] = stddev(4);
	@sd["eight"] = stddev(5);
	@sd["eight"] = stddev(5);
	@sd["eight"] = stddev(7);
	@sd["eight"] = stddev(9);
	@sd["one"] = stddev(1000);
	exit(0);
}
