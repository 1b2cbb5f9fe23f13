/*
 * OPTIONS: -q -c "$HELPERS/mallocs 1000:3 300000:1"
 * ASSERTION: pid$target::malloc:entry fires for each malloc() of the
 * target (in libc, built without frame pointers) with the size in arg0.
 */
pid$target::malloc:entry
/arg0 == 1000 || arg0 == 300000/
{
	@[arg0] = count();
}
pid$target::malloc:entry
/arg0 >= 262144/
{
	@big = count();
}
END
{
	printa("malloc(%d) %@d\n", @);
	printa("big %@d\n", @big);
}
