/*
 * OPTIONS: -q -x oformat=json -c "$HELPERS/floats"
 * ASSERTION: a float, double or long double is a JSON number wherever it
 * is output: trace(), printf()'s values, print() of one and a struct
 * member in print() (a long double to 21 significant digits).
 */
struct ldpair {
	int id;
	long double ld;
};

pid$target:a.out:report:entry
{
	this->d = *(double *)copyin(arg0, sizeof (double));
	this->f = *(float *)copyin(arg1, sizeof (float));
	this->ld = *(long double *)copyin(arg2, sizeof (long double));
	trace(this->d);
	trace(this->ld);
	printf("%.2f %Lf", this->f, this->ld);
	print(this->d);
	print(*(struct ldpair *)copyin(arg3, sizeof (struct ldpair)));
	exit(0);
}
