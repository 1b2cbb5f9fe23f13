/*
 * OPTIONS: -q -c "$HELPERS/flow"
 * ASSERTION: a description that matches both a function's entry and its
 * return probe (an empty probe name) fires each return probe once per
 * return, as the entry: outer is called once, inner twice (nested in
 * outer), fact three times (recursively), and each fact return gives its
 * own value (1, 2, 6).
 */
#pragma D option aggsortkey

pid$target:a.out:outer:,
pid$target:a.out:inner:,
pid$target:a.out:fact:
{
	@calls[probefunc, probename] = count();
}

pid$target:a.out:fact:return
{
	@returned[arg1] = count();
}

END
{
	printa("%s %s %@d\n", @calls);
	printa("fact returned %d %@d time(s)\n", @returned);
}
