/* OPTIONS: -C -q */
/*
 * ASSERTION: <linux/types.h> compiles under -C: the __u64, __s8, __be32 typedefs are
 * D types.
 */
#include <linux/types.h>

BEGIN
{
	x = (__u16)0x12345;
	y = (__s8)0xff;
	printf("%x %d %d %d %d\n", x, y, sizeof(__u64), sizeof(__be32), sizeof(__kernel_pid_t));
	exit(0);
}
