/*
 * ASSERTION: printf() takes many arguments of mixed types in one record
 * (more than a BPF helper call could pass).
 */
#pragma D option quiet
BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
	printf("%s %d %s %d %s %c %x\n", "a", -1, "b", 2, execname, 'z', 48879);
	exit(0);
}
