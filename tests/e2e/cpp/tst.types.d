/* OPTIONS: -C -q */
/*
 * ASSERTION: <sys/types.h> and <stdint.h> compile under -C, and their typedefs
 * are D types.
 */
#include <sys/types.h>
#include <stdint.h>

BEGIN
{
	x = (uint32_t)-1;
	y = (uint8_t)0x1ff;
	z = (int16_t)0x18000;
	printf("%u %d %d %d %d %d\n", x, y, z, sizeof(uint64_t), sizeof(pid_t), sizeof(off_t));
	printf("%d %d\n", sizeof(intptr_t), INT32_MAX);
	exit(0);
}
