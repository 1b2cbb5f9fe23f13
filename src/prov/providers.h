/*
 * providers.h - the providers (one prov_<name>.c each) and their list,
 * providers.c's: what main.c hands to the session (rt/provider.h).
 */
#ifndef PROV_PROVIDERS_H
#define PROV_PROVIDERS_H

#include "../rt/provider.h"

/* Every provider, and -lv's attributes (main.c sets session.provs to it). */
extern const struct provider_set providers;

extern const struct provider prov_syscall;
extern const struct provider prov_profile;
extern const struct provider prov_cpc;
extern const struct provider prov_proc;
extern const struct provider prov_sched;
extern const struct provider prov_lockstat;
extern const struct provider prov_io;
extern const struct provider prov_ip;
extern const struct provider prov_tcp;
extern const struct provider prov_udp;
extern const struct provider prov_sdt;
extern const struct provider prov_rawtp;
extern const struct provider prov_pid;
extern const struct provider prov_usdt;
extern const struct provider prov_fbt;

struct host;
struct probe;
/*
 * prov_profile.c: plans each probe as an attach point of its own, a
 * sampling perf event with arg0/arg1 the kernel/user PC (profile, cpc).
 */
int prov_plan_perf(struct host *h, const struct provider *prv, struct probe **probes, uint32_t n);

#endif
