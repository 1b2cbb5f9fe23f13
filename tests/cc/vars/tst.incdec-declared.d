/*
 * ASSERTION: a variable that ++ creates keeps a type declared for it, before
 * or after the clause (int n, long m), and predicates before the ++ read it.
 */
int n;

tick-1ms
/n < 3 && m < 3/
{
	n++;
	m--;
}

long m;
