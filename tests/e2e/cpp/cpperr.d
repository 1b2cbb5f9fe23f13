/* The -C tests' script with errors: one in a header, one after it here. */
#include <bad.h>
#ifdef HERE
BEGIN
{
	x = 1 +;
}
#endif
