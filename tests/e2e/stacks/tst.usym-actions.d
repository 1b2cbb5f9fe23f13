/*
 * OPTIONS: -q -c "$HELPERS/ualloc"
 * ASSERTION: usym(), ufunc(), umod() and uaddr() called alone are actions,
 * as in DTrace: each traces its address symbolically, as trace() of it.
 */
pid$target:a.out:deep4:entry
/arg0 == 300000/
{
	usym(uregs[R_PC]);
	printf("|\n");
	ufunc(uregs[R_PC]);
	printf("|\n");
	umod(uregs[R_PC]);
	printf("|\n");
	uaddr(uregs[R_PC] + 4);
	printf("|\n");
	exit(0);
}
