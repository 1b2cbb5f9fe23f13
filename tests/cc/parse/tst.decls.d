/*
 * ASSERTION: declarations at the outer scope: scalars, pointers, arrays,
 * thread-local and clause-local variables, associative arrays, structs and
 * unions with bit-fields, enums, typedefs, and type names used in casts.
 */
int x;
int *p, **pp;
int arr[4];
self int tx;
this string ts;
unsigned long long ull;
const char *name;
int assoc[string, int];
self int tassoc[int];

struct point {
	int x;
	int y;
	unsigned flags : 3, : 2, on : 1;
	struct point *next;
};

union value {
	int i;
	long l;
	char bytes[8];
};

enum color { RED, GREEN = 5, BLUE };

typedef struct point point_t;
typedef unsigned int count_t;
count_t*counters;

BEGIN
{
	x = 1;
	assoc["a", 1] = 2;
	self->tx = RED + BLUE;
	this->ts = "local";
	tassoc[1] = sizeof (point_t);
	exit(0);
}
