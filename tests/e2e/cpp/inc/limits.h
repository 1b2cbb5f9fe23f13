/* inc/limits.h - found through -I by the -C tests */
#define LIMIT 42
