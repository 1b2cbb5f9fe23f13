/*
 * providers.c - the one list of providers, in the order dtrace -l shows them,
 * and their stability attributes, which dtrace -lv prints with each probe's
 * argument types. Adding a provider: a prov_<name>.c exporting its struct
 * provider, one line in the list and one in the attributes.
 */
#include "providers.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "../cc/dlib.h"
#include "../rt/host.h"

static const struct provider *const provider_list[] = {
	&prov_dtrace,
	&prov_syscall,
	&prov_profile,
	&prov_cpc,
	&prov_proc,
	&prov_sched,
	&prov_io,
	&prov_ip,
	&prov_tcp,
	&prov_udp,
	&prov_sdt,
	&prov_rawtp,
	&prov_fbt,
	&prov_pid,
	&prov_usdt,
	&prov_lockstat,
	NULL,
};

/* ---- stability (DTrace's stability mechanism, as each provider's chapter gives it) ---- */

enum stab { STAB_INTERNAL, STAB_PRIVATE, STAB_OBSOLETE, STAB_EXTERNAL, STAB_UNSTABLE, STAB_EVOLVING,
	    STAB_STABLE, STAB_STANDARD };
enum dclass { CLASS_UNKNOWN, CLASS_CPU, CLASS_PLATFORM, CLASS_GROUP, CLASS_ISA, CLASS_COMMON };

static const char *const stab_names[] = { "Internal", "Private", "Obsolete", "External", "Unstable",
					  "Evolving", "Stable", "Standard" };
static const char *const class_names[] = { "Unknown", "CPU", "Platform", "Group", "ISA", "Common" };

struct attr {
	enum stab name, data;
	enum dclass dep;
};

/* A provider's attributes: of its provider, module, function and name fields, and of its args. */
struct prov_attr {
	const struct provider *prv;
	struct attr elem[4], args;
};

#define A(n, d, c) { STAB_##n, STAB_##d, CLASS_##c }
#define PRIV_UNKNOWN A(PRIVATE, PRIVATE, UNKNOWN)
static const struct prov_attr prov_attrs[] = {
	{ &prov_dtrace, { A(STABLE, STABLE, COMMON), PRIV_UNKNOWN, PRIV_UNKNOWN, A(STABLE, STABLE, COMMON) },
	  A(STABLE, STABLE, COMMON) },
	{ &prov_syscall, { A(EVOLVING, EVOLVING, COMMON), PRIV_UNKNOWN, A(UNSTABLE, UNSTABLE, ISA),
			   A(EVOLVING, EVOLVING, COMMON) }, A(UNSTABLE, UNSTABLE, ISA) },
	{ &prov_profile, { A(EVOLVING, EVOLVING, COMMON), A(UNSTABLE, UNSTABLE, UNKNOWN), PRIV_UNKNOWN,
			   A(EVOLVING, EVOLVING, COMMON) }, A(EVOLVING, EVOLVING, COMMON) },
	{ &prov_cpc, { A(EVOLVING, EVOLVING, COMMON), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, CPU) },
	  A(EVOLVING, EVOLVING, COMMON) },
	{ &prov_proc, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, ISA) },
	  A(EVOLVING, EVOLVING, ISA) },
	{ &prov_sched, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, ISA) },
	  A(EVOLVING, EVOLVING, ISA) },
	{ &prov_io, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, ISA) },
	  A(EVOLVING, EVOLVING, ISA) },
	{ &prov_ip, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, ISA) },
	  A(EVOLVING, EVOLVING, ISA) },
	{ &prov_tcp, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, ISA) },
	  A(EVOLVING, EVOLVING, ISA) },
	{ &prov_udp, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, ISA) },
	  A(EVOLVING, EVOLVING, ISA) },
	{ &prov_sdt, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(PRIVATE, PRIVATE, ISA) },
	  A(PRIVATE, PRIVATE, ISA) },
	/* rawtp: Linux's, the sdt probes typed from BTF */
	{ &prov_rawtp, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(PRIVATE, PRIVATE, ISA) },
	  A(PRIVATE, PRIVATE, ISA) },
	{ &prov_fbt, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, ISA) },
	  A(PRIVATE, PRIVATE, ISA) },
	{ &prov_pid, { A(EVOLVING, EVOLVING, ISA), PRIV_UNKNOWN, PRIV_UNKNOWN, A(EVOLVING, EVOLVING, ISA) },
	  PRIV_UNKNOWN },
	/* a USDT provider's are its definition's (#pragma D attributes); stapsdt notes have none */
	{ &prov_usdt, { PRIV_UNKNOWN, PRIV_UNKNOWN, PRIV_UNKNOWN, PRIV_UNKNOWN }, PRIV_UNKNOWN },
	{ &prov_lockstat, { A(EVOLVING, EVOLVING, COMMON), A(UNSTABLE, UNSTABLE, COMMON), PRIV_UNKNOWN,
			    A(EVOLVING, EVOLVING, COMMON) }, A(EVOLVING, EVOLVING, COMMON) },
};
#undef A

static struct attr attr_min(struct attr a, struct attr b)
{
	return (struct attr){ a.name < b.name ? a.name : b.name, a.data < b.data ? a.data : b.data,
			      a.dep < b.dep ? a.dep : b.dep };
}

static void print_attr(FILE *f, const char *title, struct attr a)
{
	fprintf(f, "\n\t%s\n", title);
	fprintf(f, "\t\tIdentifier Names: %s\n", stab_names[a.name]);
	fprintf(f, "\t\tData Semantics:   %s\n", stab_names[a.data]);
	fprintf(f, "\t\tDependency Class: %s\n", class_names[a.dep]);
}

/* The D type of args[i]: the translated type if it has one, else its own. */
static const char *arg_type(struct host *h, const struct probe_arg *a)
{
	const char *t;

	if (!a->xlate)
		return a->type ? a->type : "uint64_t";
	if (!strchr(a->xlate, '.'))
		return a->xlate;
	t = dlib_member_type(h->arena, a->xlate); /* "T.member": what the member is */
	return t ? t : "(unknown)";
}

/* dtrace -lv: what follows a probe's line: its stability attributes and argument types. */
static void print_info(FILE *f, struct host *h, struct probe *prb)
{
	struct attr desc = { STAB_PRIVATE, STAB_PRIVATE, CLASS_UNKNOWN }, args = desc;

	for (size_t i = 0; i < sizeof(prov_attrs) / sizeof(prov_attrs[0]); i++) {
		if (prov_attrs[i].prv != prb->prv)
			continue;
		desc = prov_attrs[i].elem[0];
		for (int e = 1; e < 4; e++) /* a probe's description is as stable as its least stable field */
			desc = attr_min(desc, prov_attrs[i].elem[e]);
		args = prov_attrs[i].args;
	}
	if (prb->prv && prb->prv->describe)
		prb->prv->describe(h, prb);
	print_attr(f, "Probe Description Attributes", desc);
	print_attr(f, "Argument Attributes", args);
	fprintf(f, "\n\tArgument Types\n");
	for (uint32_t i = 0; i < prb->nargs; i++)
		fprintf(f, "\t\targs[%u]: %s\n", i, arg_type(h, &prb->args[i]));
	if (!prb->nargs)
		fprintf(f, "\t\tNone\n");
	fprintf(f, "\n");
}

const struct provider_set providers = {
	.list = provider_list,
	.print_info = print_info,
};
