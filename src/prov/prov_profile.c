/*
 * prov_profile.c - the profile provider: profile-N fires on every CPU, tick-N
 * on one, N times a second or every N units.
 *
 * Units as DTrace's: ns nsec us usec ms msec s sec m min h hour d day hz; a
 * bare number is hz. Listing shows DTrace's standard probes; any other rate
 * named literally in a description is made on demand. Each probe is a
 * software cpu-clock perf event with the period in ns: one per online CPU
 * for profile, one for tick. probe->data = the period in ns.
 */
#include "providers.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../base/util.h"
#include "../rt/attach.h"
#include "../rt/host.h"
#include "../rt/session.h"

#define PROFILE_MIN_PERIOD 10000 /* ns: no faster than 100 kHz */

static const char *const profile_standard[] = {
	"profile-97", "profile-199", "profile-499", "profile-997", "profile-1999",
	"profile-4001", "profile-4999", "tick-1", "tick-10", "tick-100", "tick-500",
	"tick-1000", "tick-5000",
};

/* Returns the period in ns that a probe name such as "tick-10ms" asks for, or 0. */
static uint64_t profile_period(const char *name)
{
	static const struct {
		const char *unit;
		uint64_t ns; /* 0: hz */
	} units[] = {
		{ "", 0 }, { "hz", 0 }, { "ns", 1 }, { "nsec", 1 }, { "us", 1000 }, { "usec", 1000 },
		{ "ms", 1000000 }, { "msec", 1000000 }, { "s", 1000000000ull },
		{ "sec", 1000000000ull }, { "m", 60000000000ull }, { "min", 60000000000ull },
		{ "h", 3600000000000ull }, { "hour", 3600000000000ull },
		{ "d", 86400000000000ull }, { "day", 86400000000000ull },
	};
	const char *p;
	char *end;
	unsigned long long n;

	if (strncmp(name, "profile-", 8) == 0)
		p = name + 8;
	else if (strncmp(name, "tick-", 5) == 0)
		p = name + 5;
	else
		return 0;
	if (!isdigit((unsigned char)*p))
		return 0;
	n = strtoull(p, &end, 10);
	if (n == 0)
		return 0;
	for (size_t i = 0; i < ARRAY_LEN(units); i++) {
		uint64_t period;

		if (strcasecmp(end, units[i].unit) != 0)
			continue;
		period = units[i].ns ? n * units[i].ns : 1000000000ull / n;
		return period >= PROFILE_MIN_PERIOD ? period : 0;
	}
	return 0;
}

static int offer(const struct provider *prv, struct host *h, probe_visit_fn *visit,
		 const char *name)
{
	struct probe p = {
		.prov = "profile", .mod = "", .func = "", .name = name,
		.prv = prv,
		.data = (int64_t)profile_period(name),
		.nargs = 2,
	};

	return visit(h, &p);
}

static int profile_list(const struct provider *prv, struct host *h, probe_visit_fn *visit)
{
	for (size_t i = 0; i < ARRAY_LEN(profile_standard); i++) {
		int err = offer(prv, h, visit, profile_standard[i]);

		if (err)
			return err;
	}
	return 0;
}

/* A rate that is not standard exists as soon as a description names it literally. */
static int profile_match(const struct provider *prv, struct host *h, const char *const pd[4],
			 probe_visit_fn *visit)
{
	if (strpbrk(pd[3], "*?[\\") || profile_period(pd[3]) == 0)
		return 0;
	return offer(prv, h, visit, pd[3]);
}

int prov_plan_perf(struct host *h, const struct provider *prv, struct probe **probes, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		char name[300];
		struct attach_point *ap;

		snprintf(name, sizeof(name), "%s:::%s", prv->name, probes[i]->name);
		ap = host_new_point(h, prv, name, &probes[i], 1);
		ap->prog_type = PROG_PERF_EVENT;
		ap->ctx = CTX_PERF;
		ap->id_mode = PROBE_ID_FIXED;
		ap->nargs = 2;
		ap->rt = ARENA_NEW(h->arena, struct attach_perf);
	}
	return 0;
}

static int profile_plan(struct host *h, struct probe **probes, uint32_t n)
{
	return prov_plan_perf(h, &prov_profile, probes, n);
}

static int profile_attach(struct session *s, struct attach_point *ap, int prog_fd)
{
	const struct probe *p = ap->probes[0];
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_CPU_CLOCK,
		.sample_period = (uint64_t)p->data,
	};

	return attach_perf_open(s, &attr, strncmp(p->name, "tick-", 5) == 0, prog_fd, ap->name,
				ap->rt);
}

const struct provider prov_profile = {
	.name = "profile",
	.list = profile_list,
	.match = profile_match,
	.plan = profile_plan,
	.attach = profile_attach,
	.detach = attach_detach_perf,
};
