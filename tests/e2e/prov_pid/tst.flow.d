/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: the DESIGN's flow-tracing one-liner: pid$target entry and
 * return probes of functions matched by a glob, nested with a
 * thread-local depth; probemod is the object's basename.
 */
self int depth;

pid$target:stacks:level*:entry
{
	printf("%*s-> %s`%s\n", self->depth, "", probemod, probefunc);
	self->depth += 2;
}
pid$target:stacks:level*:return
{
	self->depth -= 2;
	printf("%*s<- %s`%s\n", self->depth, "", probemod, probefunc);
}
