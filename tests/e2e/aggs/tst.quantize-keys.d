/*
 * ASSERTION: a keyed quantize() prints the key on its own line, then the
 * histogram; keys are sorted by the sum of value times count.
 */
#pragma D option quiet
BEGIN
{
	@q["big"] = quantize(4096);
	@q["big"] = quantize(5000);
	@q["small"] = quantize(7);
	exit(0);
}
