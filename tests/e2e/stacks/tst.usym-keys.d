/*
 * OPTIONS: -q -c "$HELPERS/ualloc"
 * ASSERTION: usym(), ufunc(), umod() and uaddr() of user addresses as
 * aggregation keys print as DTrace prints them (module`function,
 * module, module`function+0xoff); ustack(N) prints N frames of a stack
 * unwound through code without frame pointers, ustack(N, strsize) too.
 */
pid$target:a.out:deep4:entry
{
	@sym[usym(uregs[R_PC])] = count();
	@func[ufunc(uregs[R_PC])] = count();
	@mod[umod(uregs[R_PC])] = count();
	@addr[uaddr(uregs[R_PC] + 4)] = count();
}

pid$target:a.out:deep4:entry
/arg0 == 300000/
{
	ustack(3);
	ustack(2, 64);
}
