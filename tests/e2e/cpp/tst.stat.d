/* OPTIONS: -C -q */
/*
 * ASSERTION: <sys/stat.h> compiles under -C: its S_* constants and macros, and
 * struct stat as C lays it out.
 */
#include <sys/stat.h>

BEGIN
{
	printf("%o %o %o %d %d\n", S_IFMT, S_IFDIR, S_IRWXU, S_ISDIR(040755), S_ISREG(040755));
	printf("%d %d\n", sizeof(struct stat), offsetof(struct stat, st_size));
	exit(0);
}
