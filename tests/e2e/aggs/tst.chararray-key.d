/*
 * ASSERTION: a char array is a key by the characters it holds, padded as
 * a string key: a kernel one (curpsinfo->pr_fname, curthread->comm: the
 * same key) and a D char x[N], in aggregations and associative arrays.
 */
#pragma D option quiet
char n[6];

BEGIN
{
	n[0] = 'a';
	n[1] = 'b';
	@[curpsinfo->pr_fname] = count();
	@[curthread->comm] = count();
	@[n] = count();
	a[n] = 5;
	a[curthread->comm] = 6;
	printf("%d %d %d\n", a["ab"], a[n], a[execname]);
	exit(0);
}
