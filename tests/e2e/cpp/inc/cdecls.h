/*
 * C declarations as system headers write them, for tst.cdecls.d: D takes
 * the types and constants and ignores what it cannot use.
 */
typedef unsigned int u32_t;
typedef unsigned int u32_t;		/* repeated, as glibc does */
typedef int pid_t;			/* the D library's too */
typedef int (*handler_t)(int, void *);
typedef void fn_t(int);

struct flags {
	unsigned int ready : 1;
	unsigned int mode : 3;
	unsigned int : 4;
	union {				/* anonymous */
		int ival;
		long lval;
	};
	long double ld;
	_Bool b;
	char counter;			/* a D keyword, a C identifier */
	char data[];			/* flexible */
};

enum color { RED, GREEN = 4, BLUE };

extern int errno_like;
extern const char *const names[2 * 4];
int open_like(const char *path, int flags, ...);
void noargs(void);
static unsigned short swap16(unsigned short x)
{
	return (unsigned short)(x >> 8 | x << 8);
}
static inline int twice(int x) { if (x) { return 2 * x; } return 0; }
inline int twice2(int x) { return x; }
inline unsigned f3(void);
