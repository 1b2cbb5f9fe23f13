/*
 * ASSERTION: an aggregation whose string keys would take more than a BPF
 * map key holds (512 bytes; three strings of strsize and five integers
 * take 808) has its longest string keys shortened until they fit, as
 * DTraceToolkit's iotop keys its aggregation: the keys print, and a
 * string longer than its key is cut there (the first key keeps 151 of
 * its 200 characters).
 */
/* OPTIONS: -q */
BEGIN
{
	this->a = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";
	this->b = "second";
	this->c = "third";
	@[this->a, this->b, this->c, 1, 2, 3, 4, 5] = count();
	@[this->a, this->b, this->c, 1, 2, 3, 4, 5] = count();
	exit(0);
}

END
{
	printa("%s %s %s %d %d %d %d %d %@d\n", @);
}
