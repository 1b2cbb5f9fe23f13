/*
 * ASSERTION: double and float values read from a process print with %e,
 * %f and %g as C's printf prints them (DTrace's pfprint_fp), and trace()
 * of a float records its bits, as DTrace's untyped records do; a D
 * variable of type double starts at zero; print() of a double or float
 * prints %+.7e, as DTrace's print() does.
 */
/* OPTIONS: -q -c "$HELPERS/floats" */

double zero;

pid$target:a.out:report:entry
{
	this->d = (double *)copyin(arg0, sizeof (double));
	this->f = (float *)copyin(arg1, sizeof (float));
	printf("%f %e %g %.3E\n", *this->d, *this->d, *this->d, *this->d);
	printf("%f %5.2f %G\n", *this->f, *this->f, *this->f);
	printf("%e %d\n", zero, sizeof (zero));
	trace(*this->f);
	printf("\n");
	print(*this->d);
	print(*this->f);
	exit(0);
}
