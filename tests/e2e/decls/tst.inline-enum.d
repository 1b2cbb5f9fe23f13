/*
 * ASSERTION: inline constants, enums (implicit values count on from the
 * last explicit one) and typedefs work in D programs.
 */
#pragma D option quiet
inline int LIMIT = 3;
inline string NAME = "inline";
enum color { RED, GREEN = 5, BLUE };
typedef unsigned char byte_t;

BEGIN
{
	printf("%d %s\n", LIMIT * 2, NAME);
	printf("%d %d %d\n", RED, GREEN, BLUE);
	printf("%d %d\n", sizeof (byte_t), (byte_t)300);
	exit(0);
}
