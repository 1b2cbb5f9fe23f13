/*
 * The provider definition the usdt_header tests turn into a C header
 * (dtrace -h) and build a program with: probes with several argument
 * types, a translated argument list, and probes with no arguments.
 */
struct req {
	int id;
};

provider myapp {
	probe query__start(char *sql, int id);
	probe query__done(char *sql, int rows, long usecs) : (int rows, char *sql);
	probe small(unsigned char, short, uint64_t, struct req *);
	probe tick();
	probe idle(void);
};

#pragma D attributes Evolving/Evolving/Common provider myapp provider
#pragma D attributes Private/Private/Unknown provider myapp module
#pragma D attributes Evolving/Evolving/Common provider myapp args
