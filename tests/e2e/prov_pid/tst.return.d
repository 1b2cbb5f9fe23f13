/*
 * OPTIONS: -q -c "$HELPERS/mallocs 1000:3"
 * ASSERTION: a pid return probe's arg1 is the function's return value
 * (arg0 the offset of the returning instruction): malloc(1000) returns
 * a non-NULL pointer aligned to 16 bytes.
 */
pid$target::malloc:entry
/arg0 == 1000/
{
	self->in = 1;
}
pid$target::malloc:return
/self->in/
{
	@returns = count();
	@aligned = sum(arg1 != 0 && (arg1 & 15) == 0);
	@offset = sum(arg0 > 0);
	self->in = 0;
}
END
{
	printa("returns %@d\n", @returns);
	printa("aligned %@d\n", @aligned);
	printa("offset set %@d\n", @offset);
}
