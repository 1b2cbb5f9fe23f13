/*
 * ASSERTION: predicates select clauses; a predicate may use globals,
 * comparisons, logical operators and strings.
 */
#pragma D option quiet
BEGIN
{
	x = 5;
	y = 0;
	s = "abc";
}
BEGIN /x > 3/ { printf("x > 3\n"); }
BEGIN /x < 3/ { printf("x < 3 (wrong)\n"); }
BEGIN /x == 5 && s == "abc"/ { printf("and\n"); }
BEGIN /x == 4 || s != "abc"/ { printf("or (wrong)\n"); }
BEGIN /!(x == 4)/ { printf("not\n"); }
BEGIN /x/ { printf("nonzero\n"); }
BEGIN /y/ { printf("zero (wrong)\n"); }
BEGIN { exit(0); }
