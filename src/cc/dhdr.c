/*
 * dhdr.c - dtrace -h and -G: what build systems get from provider
 * definitions (stage 3's output, written out instead of compiled further).
 *
 * Input: the checked program's provider definitions (check_state's
 * provdefs). Output: a C header whose macros place the probes as SystemTap
 * SDT version 3 ELF notes, the format the usdt provider (prov/prov_usdt.c)
 * and every other Linux tracer reads, so on Linux no dtrace -G step is
 * needed: each probe is a nop plus a note (section .note.stapsdt, type 3,
 * owner "stapsdt": the nop's address, the address of .stapsdt.base, the
 * semaphore's address, then provider, probe and one "SIZE@OPERAND" per
 * argument, negative SIZE for signed), and a semaphore (an unsigned short
 * in section .probes) the kernel counts up while a tracer has the probe on,
 * which PROBE_ENABLED() reads; and, once per object, the probe's argument
 * types in a note of ours (.note.dtrace.types) for tracing without the
 * definition at hand. For -G, an ELF object with nothing in it.
 *
 * Argument sizes come from the definition's types, so each macro converts
 * its arguments to those types before handing them to the asm; pointers
 * and strings travel as 8-byte addresses. This file only formats; errors go
 * through cc_error(); it writes to the FILE it is given and nothing else.
 */
#include "dhdr.h"

#include <ctype.h>
#include <elf.h>
#include <errno.h>
#include <string.h>

#include "../base/util.h"
#include "check.h"
#include "type.h"

#define DHDR_MAXARGS 12 /* the argument count SystemTap's own header allows */

/* The note and .stapsdt.base, shared by every probe of every generated header. */
static const char note_macro[] =
	"#ifndef _DTRACE_USDT_NOTE\n"
	"/*\n"
	" * One probe site: a nop for the tracer's breakpoint and its ELF note\n"
	" * (SystemTap SDT v3). .stapsdt.base tells a tracer how far the object\n"
	" * moved after linking; one copy per object (a comdat group).\n"
	" */\n"
	"#define _DTRACE_USDT_NOTE(prov, probe, sem, args)                        \\\n"
	"\t\"990:\\tnop\\n\"                                                      \\\n"
	"\t\"\\t.pushsection .note.stapsdt, \\\"\\\", \\\"note\\\"\\n\"                 \\\n"
	"\t\"\\t.balign 4\\n\"                                                  \\\n"
	"\t\"\\t.4byte 992f - 991f, 994f - 993f, 3\\n\"                         \\\n"
	"\t\"991:\\t.asciz \\\"stapsdt\\\"\\n\"                                     \\\n"
	"\t\"992:\\t.balign 4\\n\"                                              \\\n"
	"\t\"993:\\t.8byte 990b, _.stapsdt.base, \" sem \"\\n\"                   \\\n"
	"\t\"\\t.asciz \\\"\" prov \"\\\", \\\"\" probe \"\\\", \\\"\" args \"\\\"\\n\"   \\\n"
	"\t\"994:\\t.balign 4\\n\"                                              \\\n"
	"\t\"\\t.popsection\\n\"                                                \\\n"
	"\t\"\\t.ifndef _.stapsdt.base\\n\"                                     \\\n"
	"\t\"\\t.pushsection .stapsdt.base, \\\"aG\\\", \\\"progbits\\\", .stapsdt.base, comdat\\n\" \\\n"
	"\t\"\\t.weak _.stapsdt.base\\n\"                                       \\\n"
	"\t\"\\t.hidden _.stapsdt.base\\n\"                                     \\\n"
	"\t\"_.stapsdt.base:\\t.space 1\\n\"                                    \\\n"
	"\t\"\\t.size _.stapsdt.base, 1\\n\"                                    \\\n"
	"\t\"\\t.popsection\\n\"                                                \\\n"
	"\t\"\\t.endif\\n\"\n"
	"#endif\n";

/* Appends s to the macro-name buffer upper-cased, "__" as "_". */
static void macro_part(char *buf, size_t cap, const char *s)
{
	size_t n = strlen(buf);

	for (; *s && n + 1 < cap; s++) {
		if (s[0] == '_' && s[1] == '_')
			s++;
		buf[n++] = (char)toupper((unsigned char)*s);
	}
	buf[n] = '\0';
}

/*
 * The C type an argument is converted to before the asm sees it, and its
 * note size ("-4", "8"). Pointers, arrays and strings are addresses.
 */
static const char *arg_ctype(struct cc *cc, const struct check_probedef *pr, uint32_t i,
			     const char *prov, char size[8])
{
	static const char *const ints[2][4] = {
		{ "unsigned char", "unsigned short", "unsigned int", "unsigned long" },
		{ "signed char", "short", "int", "long" }, /* x86-64: long is 8 bytes */
	};
	const struct type *t = pr->nargv[i];
	int lg;

	if (t->kind == TY_PTR || t->kind == TY_ARRAY || t->kind == TY_STRING) {
		strcpy(size, "8");
		return "const volatile void *";
	}
	if (!type_is_int(t) || (t->size != 1 && t->size != 2 && t->size != 4 && t->size != 8))
		cc_error(cc, pr->node->pos, D_DECL_PROTO_TYPE,
			 "probe %s:%s argument #%u of type %s cannot be passed in a USDT note: "
			 "use an integer or a pointer",
			 prov, pr->name, i + 1, type_str(t));
	lg = t->size == 1 ? 0 : t->size == 2 ? 1 : t->size == 4 ? 2 : 3;
	snprintf(size, 8, "%s%u", t->is_signed ? "-" : "", t->size);
	return ints[t->is_signed][lg];
}

/*
 * The D type a tracer gives args[i] of a probe built from this header when
 * it has no definition to go by: the definition's, in words any D program
 * knows (integers by size and sign; char * for strings; void * for other
 * pointers, whose targets the tracing script may not declare).
 */
static const char *arg_dtype(const struct type *t)
{
	static const char *const ints[2][4] = {
		{ "unsigned char", "unsigned short", "unsigned int", "unsigned long" },
		{ "char", "short", "int", "long" },
	};

	if (t->kind == TY_STRING || ((t->kind == TY_PTR || t->kind == TY_ARRAY) && t->to &&
				     t->to->kind == TY_INT && t->to->size == 1))
		return "char *";
	if (t->kind == TY_PTR || t->kind == TY_ARRAY)
		return "void *";
	return ints[t->is_signed][t->size == 1 ? 0 : t->size == 2 ? 1 : t->size == 4 ? 2 : 3];
}

/*
 * The probe's argument types for tracers, as an ELF note of our own
 * (section .note.dtrace.types, owner "dtrace", type 1: provider, probe,
 * then one D type per argument, NUL-terminated each), at file scope so
 * there is one per object however often the probe is used. Tracers that
 * read only SystemTap's notes never look at it.
 */
static void write_types(FILE *f, const char *prov, const struct check_probedef *pr)
{
	fprintf(f, "__asm__(\".pushsection .note.dtrace.types, \\\"\\\", \\\"note\\\"\\n\"\n"
		   "\t\"\t.balign 4\\n\"\n"
		   "\t\"\t.4byte 992f - 991f, 994f - 993f, 1\\n\"\n"
		   "\t\"991:\t.asciz \\\"dtrace\\\"\\n\"\n"
		   "\t\"992:\t.balign 4\\n\"\n"
		   "\t\"993:\t.asciz \\\"%s\\\", \\\"%s\\\"", prov, pr->name);
	for (uint32_t i = 0; i < pr->nargc; i++)
		fprintf(f, ", \\\"%s\\\"", arg_dtype(pr->nargv[i]));
	fprintf(f, "\\n\"\n"
		   "\t\"994:\t.balign 4\\n\"\n"
		   "\t\"\t.popsection\\n\");\n");
}

/* One probe: its semaphore and its two macros, enabled (x86-64) form. */
static void write_probe(struct cc *cc, FILE *f, const char *prov, const struct check_probedef *pr)
{
	const char *written = pr->node->str;
	char mac[256] = "", size[8];

	if (pr->nargc > DHDR_MAXARGS)
		cc_error(cc, pr->node->pos, D_PROV_PRARGLEN,
			 "probe %s:%s has %u arguments: a USDT note carries at most %d", prov, pr->name,
			 pr->nargc, DHDR_MAXARGS);
	macro_part(mac, sizeof(mac), prov);
	macro_part(mac, sizeof(mac), "_");
	macro_part(mac, sizeof(mac), written);
	write_types(f, prov, pr);
	fprintf(f, "__attribute__((__weak__, __visibility__(\"hidden\"), __section__(\".probes\"), __used__))\n"
		   "unsigned short %s_%s_semaphore;\n", prov, written);
	fprintf(f, "#define %s(", mac);
	for (uint32_t i = 0; i < pr->nargc; i++)
		fprintf(f, "%sarg%u", i ? ", " : "", i);
	fprintf(f, ") \\\n\t__asm__ __volatile__(_DTRACE_USDT_NOTE(\"%s\", \"%s\", \"%s_%s_semaphore\", \"",
		prov, pr->name, prov, written);
	for (uint32_t i = 0; i < pr->nargc; i++) {
		arg_ctype(cc, pr, i, prov, size);
		fprintf(f, "%s%s@%%%u", i ? " " : "", size, i);
	}
	fprintf(f, "\") \\\n\t\t\t     : :");
	for (uint32_t i = 0; i < pr->nargc; i++) {
		const char *ct = arg_ctype(cc, pr, i, prov, size);

		fprintf(f, "%s \"nr\"((%s)(arg%u))", i ? "," : "", ct, i);
	}
	fprintf(f, ")\n#define %s_ENABLED() \\\n"
		   "\t__builtin_expect(*(volatile unsigned short *)&%s_%s_semaphore != 0, 0)\n",
		mac, prov, written);
}

/*
 * One probe's macros when probes are compiled out: nothing is enabled and
 * the arguments are not evaluated (but named, so that variables only the
 * probe uses draw no "unused" warnings).
 */
static void write_probe_off(FILE *f, const char *prov, const struct check_probedef *pr)
{
	char mac[256] = "";

	macro_part(mac, sizeof(mac), prov);
	macro_part(mac, sizeof(mac), "_");
	macro_part(mac, sizeof(mac), pr->node->str);
	fprintf(f, "#define %s(", mac);
	for (uint32_t i = 0; i < pr->nargc; i++)
		fprintf(f, "%sarg%u", i ? ", " : "", i);
	fprintf(f, ") \\\n\tdo { if (0) {");
	for (uint32_t i = 0; i < pr->nargc; i++)
		fprintf(f, " (void)(arg%u);", i);
	fprintf(f, " } } while (0)\n#define %s_ENABLED() (0)\n", mac);
}

/* "provider:::probe(type, type)" for the comment above a probe. */
static void write_signature(FILE *f, const char *prov, const struct check_probedef *pr)
{
	fprintf(f, "/* %s:::%s(", prov, pr->name);
	for (uint32_t i = 0; i < pr->nargc; i++)
		fprintf(f, "%s%s", i ? ", " : "", type_str(pr->nargv[i]));
	fprintf(f, ") */\n");
}

void dhdr_header(struct cc *cc, FILE *f, const char *guard, const char *from)
{
	const struct check_provdef *provs = check_state(cc)->provdefs;

	fprintf(f, "/*\n * Generated by dtrace -h from %s.\n"
		   " *\n"
		   " * PROVIDER_PROBE(args) fires a probe, PROVIDER_PROBE_ENABLED() is true\n"
		   " * while a tracer has it on. The probes are SystemTap SDT v3 ELF notes:\n"
		   " * no dtrace -G step is needed. Define DTRACE_PROBES_DISABLED to compile\n"
		   " * them out.\n */\n"
		   "#ifndef %s\n#define %s\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n",
		from, guard, guard);
	fprintf(f, "#if defined(__x86_64__) && !defined(DTRACE_PROBES_DISABLED)\n\n%s", note_macro);
	for (const struct check_provdef *pv = provs; pv; pv = pv->next)
		for (const struct check_probedef *pr = pv->probes; pr; pr = pr->next) {
			fputc('\n', f);
			write_signature(f, pv->name, pr);
			write_probe(cc, f, pv->name, pr);
		}
	fprintf(f, "\n#else /* probes compiled out */\n\n");
	for (const struct check_provdef *pv = provs; pv; pv = pv->next)
		for (const struct check_probedef *pr = pv->probes; pr; pr = pr->next)
			write_probe_off(f, pv->name, pr);
	fprintf(f, "\n#endif\n\n#ifdef __cplusplus\n}\n#endif\n\n#endif /* %s */\n", guard);
}

int dhdr_object(FILE *f)
{
	static const char shstrtab[] = "\0.shstrtab\0.note.GNU-stack";
	Elf64_Ehdr eh = { 0 };
	Elf64_Shdr sh[3] = { { 0 } };
	size_t strsz = sizeof(shstrtab), shoff = (sizeof(eh) + strsz + 7) & ~(size_t)7;
	static const char pad[8];

	memcpy(eh.e_ident, ELFMAG, SELFMAG);
	eh.e_ident[EI_CLASS] = ELFCLASS64;
	eh.e_ident[EI_DATA] = ELFDATA2LSB;
	eh.e_ident[EI_VERSION] = EV_CURRENT;
	eh.e_type = ET_REL;
#if defined(__aarch64__)
	eh.e_machine = EM_AARCH64;
#else
	eh.e_machine = EM_X86_64;
#endif
	eh.e_version = EV_CURRENT;
	eh.e_shoff = shoff;
	eh.e_ehsize = sizeof(eh);
	eh.e_shentsize = sizeof(Elf64_Shdr);
	eh.e_shnum = 3;
	eh.e_shstrndx = 1;
	sh[1].sh_name = 1; /* .shstrtab */
	sh[1].sh_type = SHT_STRTAB;
	sh[1].sh_offset = sizeof(eh);
	sh[1].sh_size = strsz;
	sh[1].sh_addralign = 1;
	sh[2].sh_name = 11; /* .note.GNU-stack: the object needs no executable stack */
	sh[2].sh_type = SHT_PROGBITS;
	sh[2].sh_offset = sizeof(eh) + strsz;
	sh[2].sh_addralign = 1;
	if (fwrite(&eh, sizeof(eh), 1, f) != 1 || fwrite(shstrtab, strsz, 1, f) != 1 ||
	    fwrite(pad, 1, shoff - sizeof(eh) - strsz, f) != shoff - sizeof(eh) - strsz || fwrite(sh, sizeof(sh), 1, f) != 1)
		return -EIO;
	return 0;
}
