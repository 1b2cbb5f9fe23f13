/*
 * ASSERTION: a struct used as an associative array key is keyed by its
 * members' values, not by the variable: two variables holding the same
 * values name the same element, and changing a member names another.
 */
#pragma D option quiet
struct record { int position; char content; };
struct record r1, r2;
BEGIN
{
	r1.position = 1;
	r1.content = 'a';
	r2.position = 1;
	r2.content = 'a';
	x[r1] = 1000;
	x[r2] = 2000;
	r2.position = 2;
	x[r2] = 3000;
	self->y[r1] = 7;
	printf("%d %d %d\n", x[r1], x[r2], self->y[r2]);
	exit(0);
}
