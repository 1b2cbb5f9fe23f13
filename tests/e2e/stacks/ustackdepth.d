/*
 * Run by tst.ustackdepth.sh (dtrace -q -s ustackdepth.d -c udepth).
 * ASSERTION: ustackdepth works in predicates, keys, trace(), printf() and
 * arithmetic, and grows by exactly the call depth of the target (main ->
 * rec x N -> leaf at N = 1, 5, 20, 60; -O2 without frame pointers): the
 * frames around rec, counted at N = 1, are the same at every depth.
 */
int base;

pid$target::leaf:entry
/arg0 == 1/
{
	base = ustackdepth - 1;
}

pid$target::leaf:entry
{
	trace(ustackdepth - base);
	printf(" %d\n", (ustackdepth - base) * 2 + 1);
	@depths[ustackdepth - base] = count();
	@exact = sum(ustackdepth == arg0 + base);
}

pid$target::leaf:entry
/ustackdepth > base + 10/
{
	@deeper = count();
}

END
{
	printa("depth %d: %@d\n", @depths);
	printa("exact %@d\n", @exact);
	printa("deeper than 10: %@d\n", @deeper);
}
