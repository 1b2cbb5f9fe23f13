/* OPTIONS: -C -q */
/*
 * ASSERTION: <signal.h> compiles under -C: its signal numbers are constants.
 */
#include <signal.h>

BEGIN
{
	printf("%d %d %d %d\n", SIGINT, SIGKILL, SIGTERM, SIGCHLD);
	exit(0);
}
