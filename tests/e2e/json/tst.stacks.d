/*
 * OPTIONS: -q -x oformat=json -c "$HELPERS/stacks"
 * ASSERTION: stack() and ustack() are items {"stack-frames"} and
 * {"ustack-frames"}, one object per frame: "symbol" (the text's
 * module`function+0xoffset), "module", "name", "offset"; sym(), usym(),
 * umod(), uaddr() are {"sym": ...} items with the symbol's parts, and an
 * address with no symbol is its "offset". As aggregation keys they are
 * plain values: stacks an array of the frames' text, symbols strings.
 * (The .post keeps what does not depend on the kernel or libc build.)
 */
pid$target:a.out:level3:entry
{
	trace(usym(uregs[R_PC]));
	trace(umod(uregs[R_PC]));
	trace(uaddr(uregs[R_PC] + 2));
	trace(sym(0));
	trace(mod(0));
	@u[usym(uregs[R_PC]), umod(uregs[R_PC]), uaddr(uregs[R_PC] + 2)] = count();
}

syscall::getppid:entry
/pid == $target/
{
	ustack();
	stack();
	@k[stack(), ustack(4)] = count();
}
