/* OPTIONS: -C -q */
/*
 * ASSERTION: <linux/sched.h> compiles under -C (with asm-generic/int-ll64.h's
 * __signed__): its CLONE_* flags are constants.
 */
#include <linux/sched.h>

BEGIN
{
	printf("%x %x %x %d\n", CLONE_VM, CLONE_FILES, CLONE_THREAD, SCHED_FIFO);
	exit(0);
}
