/* main.c - placeholder until the runtime lands. */
#include <stdio.h>

int main(void)
{
	fputs("dtrace: not built yet\n", stderr);
	return 2;
}
