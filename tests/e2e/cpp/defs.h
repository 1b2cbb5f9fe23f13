/* defs.h - included with #include "defs.h" by the -C tests' scripts */
#define GREETING "hello"
#define TWICE(x) ((x) * 2)
