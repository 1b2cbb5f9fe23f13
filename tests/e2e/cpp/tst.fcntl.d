/* OPTIONS: -C -q */
/*
 * ASSERTION: <errno.h> and <fcntl.h> compile under -C: their O_* flags and
 * errno values are constants.
 */
#include <errno.h>
#include <fcntl.h>

BEGIN
{
	printf("%d %d %d %x %x %d %d %d\n", O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_CLOEXEC, ENOENT, EACCES, EAGAIN);
	exit(0);
}
