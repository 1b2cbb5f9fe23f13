/*
 * ASSERTION: bcopy( ) copies from a string (its characters), and a pointer
 * cast to string reads the string it points to, as stringof( ) does.
 */
#pragma D option quiet
BEGIN
{
	buf = (char *)alloca(16);
	bcopy(probename, buf, 6);
	printf("[%s]\n", (string)buf);
	src = "copied";
	bcopy(src, buf, 3);
	buf[3] = 0;
	printf("[%s]\n", (string)buf);
	exit(0);
}
