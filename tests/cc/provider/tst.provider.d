/*
 * ASSERTION: provider definitions parse and check next to clauses:
 * named and anonymous parameters, pointers, D and kernel types, struct
 * pointers, no parameters and (void), a translated argument list that
 * reorders and converts, and the same provider defined twice alike (a
 * header included twice).
 */
struct conn {
	int fd;
	uint64_t bytes;
};

provider webapp {
	probe request__start(char *url, int method, struct conn *c);
	probe request__done(char *url, int status, uint64_t ns) : (int status, string url);
	probe conn__open(struct conn *, int);
	probe idle();
	probe stop(void);
	probe pids(pid_t, uid_t, size_t);
};

provider webapp {
	probe request__start(char *url, int method, struct conn *c);
	probe request__done(char *url, int status, uint64_t ns) : (int status, string url);
	probe conn__open(struct conn *, int);
	probe idle();
	probe stop(void);
	probe pids(pid_t, uid_t, size_t);
};

provider other { };

BEGIN
{
	exit(0);
}
