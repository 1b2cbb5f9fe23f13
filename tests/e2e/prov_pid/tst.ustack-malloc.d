/*
 * OPTIONS: -q -c "$HELPERS/mallocs 300000:1"
 * ASSERTION: ustack() in pid$target::malloc:entry starts in libc's
 * malloc and reaches the program's main through libc code built without
 * frame pointers; .post keeps the symbol names of the first frames.
 */
pid$target::malloc:entry
/arg0 == 300000/
{
	ustack();
}
