/*
 * ASSERTION: a clause whose predicate reads self->a (whose lookup its body
 * reuses) sees in its body every thread-local as stored: reads, increments,
 * stores of new variables and stores of 0 all land, and later clauses of
 * the same firing see them.
 */
#pragma D option quiet
BEGIN
{
	self->a = 5;
}
BEGIN
/self->a/
{
	self->b = self->a + 1;
	self->a++;
	printf("%d %d\n", self->a, self->b);
	self->a = 0;
	printf("%d %d\n", self->a, self->b);
	self->c = 7;
}
BEGIN
/self->a/
{
	printf("self->a not cleared\n");
}
BEGIN
/self->b/
{
	printf("c=%d b=%d\n", self->c, self->b);
	self->b = 0;
}
BEGIN
/!self->b/
{
	exit(0);
}
