/*
 * ASSERTION: exit() in BEGIN still runs END; the rest of the BEGIN clause
 * after exit() is carried out too.
 */
#pragma D option quiet
BEGIN
{
	printf("begin\n");
	exit(0);
	printf("after exit() in the same clause\n");
}
syscall::getppid:entry
{
	printf("should not fire\n");
}
END
{
	printf("end\n");
}
