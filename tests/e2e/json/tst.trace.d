/*
 * OPTIONS: -x oformat=json
 * ASSERTION: with -x oformat=json every probe firing is one line, a JSON
 * object with the probe (timestamp, cpu, id, provider, module, function,
 * name) and its output items: trace() as {"value": v} (integers by their
 * type's signedness, strings), printf() as {"message": text} then each
 * argument (a double as a number); exit() as {"exit": status}. A firing
 * that prints nothing is a line with an empty output, -q or not.
 */
double ratio;	/* D does not compute with floating types: 0.0 */

BEGIN
{
}

BEGIN
{
	trace(42);
	trace(-1);
	trace((uint64_t)-1);
	trace((uint8_t)255);
	trace((short)-2);
	trace("a string");
	trace("");
}

BEGIN
{
	printf("%s has %d items (%5.1f%%)\n", "list", 3, ratio);
	printf("no arguments\n");
	exit(0);
}
