/*
 * ASSERTION: options set by #pragma D option in the script take effect
 * like -x: quiet, aggsortkey, and defaultargs.
 */
#pragma D option quiet
#pragma D option aggsortkey
#pragma D option defaultargs
BEGIN
{
	@["b"] = count();
	@["a"] = count();
	@["a"] = count();
	printf("[%s]\n", $$1);
	exit(0);
}
