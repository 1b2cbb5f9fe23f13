/*
 * ASSERTION: structs, unions, long doubles and arrays other than char's
 * are aggregation keys, as in DTrace: D variables of each scope, members
 * and elements of them, kernel structs through pointers, copied-in user
 * structs; the same key type in two clauses.
 */
struct pt {
	int x, y;
};

union u {
	int i;
	char c[4];
};

struct pt g;
union u gu;
int arr[4];
long double ld;
self struct pt t;
struct pt a[int];

syscall::read:entry
{
	this->p = g;
	@s[g] = count();
	@s[this->p] = count();
	@s[self->t] = count();
	@s[a[1]] = count();
	@s[*(struct pt *)copyin(arg1, sizeof (struct pt))] = count();
	@u[gu, execname] = count();
	@arr[arr] = count();
	@ld[ld, arr[1]] = count();
	@k[curthread->pending] = count();
	@x[curthread->pending.signal, pid] = count();
}

syscall::write:entry
{
	@s[g] = count();
}
