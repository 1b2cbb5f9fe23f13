/*
 * OPTIONS: -q
 * ASSERTION: NULL is DTrace's int 0: sizeof (NULL) is 4, it prints as an
 * int, and it is still a null pointer constant: a pointer variable takes
 * it, compares with it, and a string parameter (strtok()'s) takes it.
 */
BEGIN
{
	p = curthread;
	printf("sizeof %d, %d %d\n", sizeof (NULL), p != NULL, NULL == 0);
	p = NULL;
	printf("%d\n", p == NULL);
	x = strtok("a/b", "/");
	printf("%s %s\n", x, strtok(NULL, "/"));
	exit(0);
}
