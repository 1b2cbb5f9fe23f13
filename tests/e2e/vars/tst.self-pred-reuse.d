/*
 * ASSERTION: a clause whose predicate is self->x reads it in its body as
 * the predicate saw it, and after the body stores to it (0 deletes it)
 * reads the new value; the next clause of the same firing sees it too.
 */
#pragma D option quiet
BEGIN
{
	self->x = 5;
	self->y = 3;
}
BEGIN
/self->x/
{
	printf("%d", self->x);
	self->x++;
	printf(" %d", self->x);
	self->x = 0;
	printf(" %d", self->x);
	self->x = 7;
	printf(" %d\n", self->x);
}
BEGIN
/self->x/
{
	printf("%d", self->x);
	self->x = 0;
	printf(" %d\n", self->x);
}
BEGIN
/self->x/
{
	printf("never\n");
}
BEGIN
/self->y/
{
	printf("%d", self->y);
	self->y == 3 ? (self->y = 0) : 1;
	printf(" %d\n", self->y);
}
BEGIN
{
	printf("%d %d\n", self->x, self->y);
	exit(0);
}
