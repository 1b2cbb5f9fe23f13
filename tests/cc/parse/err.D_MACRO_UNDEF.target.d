/*
 * ASSERTION: $target is undefined without -p or -c, also inside a probe
 * description.
 */
pid$target::malloc:entry
{
}
