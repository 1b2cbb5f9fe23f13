/*
 * ASSERTION: a D char array (char x[N], a global, a clause-local, a
 * thread-local, a struct member) is an array of its chars: stored and
 * read by index, its elements' addresses taken. trace() of one prints as
 * DTrace prints bytes: a string when its printable characters run to the
 * first NUL with only NULs after it (or to its end), else a hex dump.
 */
struct rec { char tag[4]; int n; };
struct rec r;
char multi[9], tail[9], full[9], odd[9];
this char loc[4];
self char thr[3];

BEGIN
{
	multi[0] = 'a'; multi[1] = 'A'; multi[2] = 0; multi[3] = 'B'; multi[4] = 0;
	multi[5] = 'C'; multi[6] = 0; multi[7] = 'D'; multi[8] = 'e';
	tail[0] = 'a'; tail[1] = 'A'; tail[2] = 'b'; tail[3] = 'B'; tail[4] = 'c';
	full[0] = 'a'; full[1] = 'A'; full[2] = 'b'; full[3] = 'B'; full[4] = 'c';
	full[5] = 'C'; full[6] = 'd'; full[7] = 'D'; full[8] = 'e';
	odd[0] = 'a'; odd[1] = 5; odd[2] = 'b';
	trace(multi);
	trace(tail);
	trace(full);
	trace(odd);
}

BEGIN
{
	r.tag[0] = 'o'; r.tag[1] = 'k'; r.n = 3;
	this->loc[0] = 'l'; this->loc[1] = 0;
	self->thr[1] = 'z';
	p = &r.tag[1];
	q = &this->loc[0];
	printf("%s %c %c %c %d %d %d\n", r.tag, *p, *q, self->thr[1], r.n, sizeof(self->thr), tail[2]);
	exit(0);
}
