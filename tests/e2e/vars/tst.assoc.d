/*
 * ASSERTION: associative arrays are keyed by tuples of any types; a key
 * never stored reads as 0; storing 0 deletes the element.
 */
#pragma D option quiet
BEGIN
{
	a["x"] = 1;
	a["y"] = 2;
	b[3, "z"] = 4;
	b[3, "w"] = 5;
	a["x"] += 10;
	a["y"] = 0;
	printf("%d %d %d %d %d\n", a["x"], a["y"], a["never"], b[3, "z"], b[3, "w"]);
	n[1] = "one";
	n[2] = "two";
	printf("%s %s\n", n[2], n[1]);
	exit(0);
}
