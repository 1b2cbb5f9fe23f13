/*
 * ehframe.c - reading an ELF's .eh_frame (see ehframe.h).
 *
 * Records are read from a copy of the section's bytes (the ELF's own
 * mapping): a CIE is read when an FDE points at it. Formats: the DWARF 4
 * spec, section 6.4 (call frame information), and the LSB's .eh_frame and
 * .eh_frame_hdr description (pointer encodings, augmentations). Only what
 * x86-64 code has is read: 64-bit DWARF records end the walk.
 */
#include "ehframe.h"

#include <stdlib.h>
#include <string.h>

#include "../base/util.h"

uint64_t eh_uleb(struct eh_cursor *c)
{
	uint64_t v = 0;
	int shift = 0;

	while (c->p < c->end) {
		uint8_t b = *c->p++;

		if (shift < 64)
			v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
		if (!(b & 0x80))
			break;
	}
	return v;
}

int64_t eh_sleb(struct eh_cursor *c)
{
	int64_t v = 0;
	int shift = 0;
	uint8_t b = 0;

	while (c->p < c->end) {
		b = *c->p++;
		if (shift < 64)
			v |= (int64_t)(b & 0x7f) << shift;
		shift += 7;
		if (!(b & 0x80))
			break;
	}
	if (shift < 64 && (b & 0x40))
		v |= -((int64_t)1 << shift);
	return v;
}

uint64_t eh_fixed(struct eh_cursor *c, size_t n)
{
	uint64_t v = 0;

	if ((size_t)(c->end - c->p) < n) {
		c->p = c->end;
		return 0;
	}
	memcpy(&v, c->p, n);
	c->p += n;
	return v;
}

void eh_skip(struct eh_cursor *c, uint64_t n)
{
	c->p = (uint64_t)(c->end - c->p) < n ? c->end : c->p + n;
}

/* Reads a pointer in DW_EH_PE encoding enc (absolute or pc-relative; 0xff: none). */
static uint64_t pointer(struct eh_cursor *c, uint8_t enc)
{
	uint64_t at = c->base + (uint64_t)(c->p - c->data), v;

	if (enc == 0xff)
		return 0;
	switch (enc & 0x0f) {
	case 0x00: v = eh_fixed(c, 8); break;
	case 0x01: v = eh_uleb(c); break;
	case 0x02: v = eh_fixed(c, 2); break;
	case 0x03: v = eh_fixed(c, 4); break;
	case 0x04: v = eh_fixed(c, 8); break;
	case 0x09: v = (uint64_t)eh_sleb(c); break;
	case 0x0a: v = (uint64_t)(int64_t)(int16_t)eh_fixed(c, 2); break;
	case 0x0b: v = (uint64_t)(int64_t)(int32_t)eh_fixed(c, 4); break;
	case 0x0c: v = eh_fixed(c, 8); break;
	default: c->p = c->end; return 0;
	}
	if ((enc & 0x70) == 0x10)
		v += at; /* pc-relative */
	return v;
}

struct cie {
	uint8_t fde_enc;
	bool has_aug_data;
	bool signal;
	uint64_t code_align;
	int64_t data_align;
	const uint8_t *insns, *end;
};

static bool parse_cie(struct eh_cursor c, struct cie *cie)
{
	const char *aug;
	uint8_t version = (uint8_t)eh_fixed(&c, 1);
	size_t auglen;

	aug = (const char *)c.p;
	auglen = strnlen(aug, (size_t)(c.end - c.p));
	if (auglen == (size_t)(c.end - c.p) || strstr(aug, "eh"))
		return false; /* unterminated, or GCC 2's "eh" data we do not read */
	c.p += auglen + 1;
	cie->code_align = eh_uleb(&c);
	cie->data_align = eh_sleb(&c);
	if (version == 1)
		eh_fixed(&c, 1);
	else
		eh_uleb(&c);
	cie->fde_enc = 0;
	cie->signal = strchr(aug, 'S') != NULL;
	cie->has_aug_data = aug[0] == 'z';
	if (cie->has_aug_data) {
		uint64_t len = eh_uleb(&c);
		const uint8_t *after = (uint64_t)(c.end - c.p) < len ? c.end : c.p + len;

		for (const char *a = aug + 1; *a && c.p < after; a++) {
			if (*a == 'R')
				cie->fde_enc = (uint8_t)eh_fixed(&c, 1);
			else if (*a == 'P')
				pointer(&c, (uint8_t)eh_fixed(&c, 1));
			else if (*a == 'L')
				eh_fixed(&c, 1);
		}
		c.p = after;
	}
	cie->insns = c.p;
	cie->end = c.end;
	return c.p <= c.end;
}

/* The CIE an FDE whose id field is at id_at (id bytes after its CIE) points at. */
static bool cie_of(const uint8_t *data, size_t size, uint64_t base, const uint8_t *id_at,
		   uint32_t id, struct cie *cie)
{
	struct eh_cursor clen = { id_at - id, data + size, base, data }, cc;
	uint64_t cie_len;

	if ((size_t)(id_at - data) < id || (size_t)(id_at - data) - id + 4 > size)
		return false;
	cie_len = eh_fixed(&clen, 4);
	if (cie_len > size - (size_t)(id_at - id - data) - 4 || cie_len < 4)
		return false;
	cc = (struct eh_cursor){ id_at - id + 8, id_at - id + 4 + cie_len, base, data };
	return parse_cie(cc, cie);
}

static int by_start(const void *a, const void *b)
{
	const struct eh_fde *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

struct eh_fde *eh_parse(const uint8_t *data, size_t size, uint64_t base, size_t *nfdes)
{
	struct eh_fde *fdes = NULL;
	size_t cap = 0, n = 0;

	for (size_t off = 0; off + 8 <= size;) {
		struct eh_cursor c = { data + off, data + size, base, data };
		uint64_t len = eh_fixed(&c, 4), start, range;
		const uint8_t *entry_end, *id_at;
		uint32_t id;
		struct cie cie;

		if (len == 0)
			break;
		if (len == 0xffffffffu || len > size - off - 4)
			break; /* 64-bit DWARF: not on x86-64 Linux */
		entry_end = c.p + len;
		id_at = c.p;
		id = (uint32_t)eh_fixed(&c, 4);
		off = (size_t)(entry_end - data);
		if (id == 0 || !cie_of(data, size, base, id_at, id, &cie))
			continue; /* a CIE (read when an FDE points at it), or a bad pointer */
		c.end = entry_end;
		start = pointer(&c, cie.fde_enc);
		range = pointer(&c, cie.fde_enc & 0x0f);
		if (cie.has_aug_data) {
			eh_skip(&c, eh_uleb(&c));
		}
		if (n == cap) {
			cap = cap ? cap * 2 : 256;
			fdes = xrealloc(fdes, cap * sizeof(*fdes));
		}
		fdes[n++] = (struct eh_fde){
			start, start + range, c.p, entry_end, cie.insns, cie.end,
			cie.code_align, cie.data_align, cie.signal,
		};
	}
	if (n)
		qsort(fdes, n, sizeof(*fdes), by_start);
	*nfdes = n;
	return fdes;
}

/* The bytes of [vaddr, end of its PT_LOAD's file image) in e's image, or NULL. */
static const uint8_t *image_at(Elf *e, uint64_t vaddr, size_t *len)
{
	size_t nph = 0, fsize = 0;
	const uint8_t *img = (const uint8_t *)elf_rawfile(e, &fsize);

	if (!img || elf_getphdrnum(e, &nph) != 0)
		return NULL;
	for (size_t i = 0; i < nph; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(e, (int)i, &ph) || ph.p_type != PT_LOAD || vaddr < ph.p_vaddr ||
		    vaddr >= ph.p_vaddr + ph.p_filesz || ph.p_offset + ph.p_filesz > fsize)
			continue;
		*len = (size_t)(ph.p_vaddr + ph.p_filesz - vaddr);
		return img + ph.p_offset + (vaddr - ph.p_vaddr);
	}
	return NULL;
}

/* .eh_frame found through .eh_frame_hdr (version 1): its eh_frame_ptr. */
static bool find_by_hdr(Elf *e, const uint8_t **data, size_t *size, uint64_t *base)
{
	size_t nph = 0;

	if (elf_getphdrnum(e, &nph) != 0)
		return false;
	for (size_t i = 0; i < nph; i++) {
		GElf_Phdr ph;
		const uint8_t *hdr;
		size_t len;
		struct eh_cursor c;
		uint64_t at;

		if (!gelf_getphdr(e, (int)i, &ph) || ph.p_type != PT_GNU_EH_FRAME)
			continue;
		hdr = image_at(e, ph.p_vaddr, &len);
		if (!hdr || len < 8 || hdr[0] != 1)
			return false;
		c = (struct eh_cursor){ hdr + 4, hdr + len, ph.p_vaddr, hdr };
		at = pointer(&c, hdr[1]);
		if (c.p == c.end || !(*data = image_at(e, at, size)))
			return false;
		*base = at;
		return true;
	}
	return false;
}

bool eh_find(Elf *e, const uint8_t **data, size_t *size, uint64_t *base)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_getshdrstrndx(e, &shstrndx) == 0) {
		while ((scn = elf_nextscn(e, scn)) != NULL) {
			GElf_Shdr sh;
			const char *name;
			Elf_Data *d;

			if (!gelf_getshdr(scn, &sh) || sh.sh_type == SHT_NOBITS ||
			    !(name = elf_strptr(e, shstrndx, sh.sh_name)) ||
			    strcmp(name, ".eh_frame") != 0)
				continue;
			d = elf_getdata(scn, NULL);
			if (!d || !d->d_buf)
				return false;
			*data = d->d_buf;
			*size = d->d_size;
			*base = sh.sh_addr;
			return true;
		}
	}
	return find_by_hdr(e, data, size, base);
}

/* The rules at an FDE's first instruction that tell how its code is entered. */
struct entry_rules {
	int cfa_reg;               /* DWARF register number; -1: given by an expression */
	int64_t cfa_off;
	bool ra_at;                /* the return address is saved at CFA + ra_off */
	int64_t ra_off;
};

/* Runs call-frame instructions [p, end) of f up to the first that advances past its start. */
static void run_to_start(const uint8_t *p, const uint8_t *end, const struct eh_fde *f,
			 struct entry_rules *r)
{
	struct eh_cursor c = { p, end, 0, p };

	while (c.p < c.end) {
		uint8_t op = *c.p++;
		uint64_t reg;
		int64_t off;

		if (op >> 6 == 1 || (op >= 0x01 && op <= 0x04))
			return; /* an advance: past the first instruction */
		if (op >> 6 == 2) {
			off = (int64_t)eh_uleb(&c) * f->data_align;
			if ((op & 0x3f) == 16)
				r->ra_at = true, r->ra_off = off;
			continue;
		}
		if (op >> 6 == 3)
			continue; /* restore: to the CIE's rule, which r started from */
		switch (op) {
		case 0x00: case 0x0a: case 0x0b: break;
		case 0x05: case 0x11: case 0x2f:
			reg = eh_uleb(&c);
			off = op == 0x11 ? eh_sleb(&c) * f->data_align
					 : (int64_t)eh_uleb(&c) * f->data_align;
			if (reg == 16)
				r->ra_at = true, r->ra_off = op == 0x2f ? -off : off;
			break;
		case 0x06: case 0x07: case 0x08:
			if (eh_uleb(&c) == 16)
				r->ra_at = op == 0x06 && r->ra_at;
			break;
		case 0x09: case 0x14: case 0x15:
			reg = eh_uleb(&c);
			if (op == 0x15)
				eh_sleb(&c);
			else
				eh_uleb(&c);
			if (reg == 16)
				r->ra_at = false;
			break;
		case 0x0c: r->cfa_reg = (int)eh_uleb(&c); r->cfa_off = (int64_t)eh_uleb(&c); break;
		case 0x0d: r->cfa_reg = (int)eh_uleb(&c); break;
		case 0x0e: r->cfa_off = (int64_t)eh_uleb(&c); break;
		case 0x12:
			r->cfa_reg = (int)eh_uleb(&c);
			r->cfa_off = eh_sleb(&c) * f->data_align;
			break;
		case 0x13: r->cfa_off = eh_sleb(&c) * f->data_align; break;
		case 0x0f: eh_skip(&c, eh_uleb(&c)); r->cfa_reg = -1; break;
		case 0x10: case 0x16:
			reg = eh_uleb(&c);
			eh_skip(&c, eh_uleb(&c));
			if (reg == 16)
				r->ra_at = false;
			break;
		case 0x2e: eh_uleb(&c); break;
		default:
			r->cfa_reg = -1; /* an instruction we do not know: the entry is not known */
			return;
		}
	}
}

/*
 * True if f's code is entered by a call, as functions are: at its first
 * instruction the CFA is rsp + 8 and the return address is at CFA - 8.
 * Not so for a trampoline entered with more on the stack (the dynamic
 * linker's _dl_runtime_resolve: CFA rsp + 24), a signal frame's return
 * (CIE augmentation 'S') or the program's entry point (return address
 * undefined): a return probe there would overwrite what is not a return
 * address.
 */
static bool entered_by_call(const struct eh_fde *f)
{
	struct entry_rules r = { .cfa_reg = -1 };

	run_to_start(f->cie_insns, f->cie_end, f, &r);
	run_to_start(f->insns, f->insns_end, f, &r);
	return !f->signal && r.cfa_reg == 7 && r.cfa_off == 8 && r.ra_at && r.ra_off == -8;
}

/* Address ranges of e: executable PT_LOADs (code) and PLT sections (stubs). */
struct ranges {
	uint64_t code[8][2], plt[8][2];
	int ncode, nplt;
};

static void read_ranges(Elf *e, struct ranges *r)
{
	size_t nph = 0, shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getphdrnum(e, &nph) == 0) {
		for (size_t i = 0; i < nph && r->ncode < 8; i++) {
			GElf_Phdr ph;

			if (gelf_getphdr(e, (int)i, &ph) && ph.p_type == PT_LOAD &&
			    (ph.p_flags & PF_X)) {
				r->code[r->ncode][0] = ph.p_vaddr;
				r->code[r->ncode++][1] = ph.p_vaddr + ph.p_memsz;
			}
		}
	}
	if (elf_getshdrstrndx(e, &shstrndx) != 0)
		return;
	while ((scn = elf_nextscn(e, scn)) != NULL && r->nplt < 8) {
		GElf_Shdr sh;
		const char *name;

		if (gelf_getshdr(scn, &sh) && (name = elf_strptr(e, shstrndx, sh.sh_name)) &&
		    (strcmp(name, ".plt") == 0 || strncmp(name, ".plt.", 5) == 0 ||
		     strcmp(name, ".iplt") == 0)) {
			r->plt[r->nplt][0] = sh.sh_addr;
			r->plt[r->nplt++][1] = sh.sh_addr + sh.sh_size;
		}
	}
}

static bool in_ranges(const uint64_t (*rs)[2], int n, uint64_t a)
{
	for (int i = 0; i < n; i++)
		if (a >= rs[i][0] && a < rs[i][1])
			return true;
	return false;
}

int eh_funcs(Elf *e, eh_func_fn *fn, void *ctx)
{
	const uint8_t *data;
	size_t size, n = 0;
	uint64_t base, end = 0;
	struct ranges r = { 0 };
	struct eh_fde *fdes;
	int err = 0;

	if (!eh_find(e, &data, &size, &base))
		return 0;
	fdes = eh_parse(data, size, base, &n);
	read_ranges(e, &r);
	for (size_t i = 0; i < n && !err; i++) {
		const struct eh_fde *f = &fdes[i];

		if (f->start >= f->end || f->start < end || !in_ranges(r.code, r.ncode, f->start) ||
		    in_ranges(r.plt, r.nplt, f->start))
			continue;
		end = f->end;
		err = fn(ctx, f->start, f->end - f->start, entered_by_call(f));
	}
	free(fdes);
	return err;
}
