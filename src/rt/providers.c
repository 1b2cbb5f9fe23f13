/*
 * providers.c - the one list of providers, in the order dtrace -l shows them.
 * Adding a provider: a prov_<name>.c exporting its struct provider, and one
 * line here.
 */
#include "provider.h"

#include <stddef.h>

const struct provider *const providers[] = {
	&prov_dtrace,
	&prov_syscall,
	&prov_profile,
	&prov_proc,
	&prov_sched,
	&prov_io,
	&prov_tcp,
	&prov_sdt,
	&prov_rawtp,
	&prov_fbt,
	&prov_pid,
	&prov_usdt,
	NULL,
};
