/*
 * ASSERTION: a declared thread-local associative array (self TYPE x[KEYS])
 * is self->x[...]: its elements have the declared type, struct members
 * included, and each thread has its own.
 */
#pragma D option quiet
struct req {
	int id;
	uint64_t bytes;
};
self struct req pending[int];
self int hits[string];
BEGIN
{
	self->pending[3].id = 7;
	self->pending[3].bytes = 4096;
	self->hits["read"]++;
	self->hits["read"]++;
	self->hits["write"] = 5;
	printf("%d %d %d %d %d\n", self->pending[3].id, self->pending[3].bytes, self->pending[4].id,
	    self->hits["read"], self->hits["write"]);
	exit(0);
}
