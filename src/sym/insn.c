/*
 * insn.c - x86-64 instruction lengths (see insn.h).
 *
 * Enough of the encoding to step over the instructions compilers emit:
 * legacy and REX prefixes, the one-byte, 0F, 0F38 and 0F3A opcode maps,
 * VEX (C4, C5) and EVEX (62) prefixes, ModRM/SIB/displacement and the
 * immediate sizes. Anything else is "cannot decode" (-1), never a guess.
 * The encoding is the one in Intel's SDM, volume 2, chapter 2 and
 * appendix A.
 */
#include "insn.h"

#include <stdbool.h>
#include <string.h>

/* Bytes that ModRM and what follows it take at p (n left), or -1. */
static int modrm_len(const uint8_t *p, size_t n)
{
	uint8_t mod, rm;
	int len = 1;

	if (n < 1)
		return -1;
	mod = p[0] >> 6;
	rm = p[0] & 7;
	if (mod == 3)
		return 1;
	if (rm == 4) {
		if (n < 2)
			return -1;
		len++;
		if (mod == 0 && (p[1] & 7) == 5)
			len += 4;
	} else if (mod == 0 && rm == 5) {
		len += 4; /* rip-relative */
	}
	if (mod == 1)
		len += 1;
	else if (mod == 2)
		len += 4;
	return len;
}

/* One-byte opcodes that take a ModRM byte. */
static bool has_modrm1(uint8_t op)
{
	if (op < 0x40)
		return (op & 7) < 4;
	switch (op) {
	case 0x63: case 0x69: case 0x6b: case 0xc0: case 0xc1: case 0xc6: case 0xc7:
	case 0xd0: case 0xd1: case 0xd2: case 0xd3: case 0xf6: case 0xf7: case 0xfe: case 0xff:
		return true;
	}
	return (op >= 0x80 && op <= 0x8f) || (op >= 0xd8 && op <= 0xdf);
}

/* Immediate bytes of a one-byte opcode (opsz: 2 with a 66 prefix, else 4; w: REX.W), or -1. */
static int imm1(uint8_t op, int opsz, bool w, uint8_t modrm)
{
	if (op < 0x40) {
		if ((op & 7) == 4)
			return 1;
		if ((op & 7) == 5)
			return opsz;
		if ((op & 7) >= 6)
			return -1; /* push/pop seg, daa...: invalid in 64-bit mode */
		return 0;
	}
	if ((op >= 0x70 && op <= 0x7f) || (op >= 0xb0 && op <= 0xb7) || (op >= 0xe0 && op <= 0xe7))
		return 1;
	if (op >= 0xb8 && op <= 0xbf)
		return w ? 8 : opsz;
	if (op >= 0xa0 && op <= 0xa3)
		return 8;
	switch (op) {
	case 0x6a: case 0x6b: case 0x80: case 0x83: case 0xa8: case 0xc0: case 0xc1: case 0xc6:
	case 0xcd: case 0xeb:
		return 1;
	case 0x68: case 0x69: case 0x81: case 0xa9: case 0xc7:
		return opsz;
	case 0xe8: case 0xe9:
		return 4;
	case 0xc2: case 0xca:
		return 2;
	case 0xc8:
		return 3;
	case 0xf6:
		return ((modrm >> 3) & 7) < 2 ? 1 : 0;
	case 0xf7:
		return ((modrm >> 3) & 7) < 2 ? opsz : 0;
	case 0x60: case 0x61: case 0x62: case 0x82: case 0x9a: case 0xc4: case 0xc5:
	case 0xd4: case 0xd5: case 0xd6: case 0xea:
		return -1;
	}
	return 0;
}

/* 0F xx: ModRM? and immediate bytes (-1: not decoded). */
static int map0f(uint8_t op, bool *modrm, int opsz)
{
	*modrm = true;
	if (op >= 0x80 && op <= 0x8f) {
		*modrm = false;
		return opsz == 2 ? 2 : 4; /* jcc rel32 */
	}
	if ((op >= 0x30 && op <= 0x37) || (op >= 0xc8 && op <= 0xcf)) {
		*modrm = false;
		return 0;
	}
	switch (op) {
	case 0x05: case 0x06: case 0x07: case 0x08: case 0x09: case 0x0b: case 0x0e: case 0x77:
	case 0xa0: case 0xa1: case 0xa2: case 0xa8: case 0xa9:
		*modrm = false;
		return 0;
	case 0x70: case 0x71: case 0x72: case 0x73: case 0xa4: case 0xac: case 0xba:
	case 0xc2: case 0xc4: case 0xc5: case 0xc6: case 0x0f:
		return 1;
	case 0x04: case 0x0a: case 0x0c: case 0x24: case 0x25: case 0x26: case 0x27:
	case 0x36: case 0x39: case 0x3b: case 0x3c: case 0x3d: case 0x3e: case 0x3f:
	case 0x7a: case 0x7b: case 0xff:
		return -1;
	}
	return 0;
}

/* Length of the rest of an instruction in opcode map `map` (1: 0F, 2: 0F38, 3: 0F3A) at p. */
static int rest_in_map(int map, const uint8_t *p, size_t n, int opsz)
{
	bool modrm = true;
	int imm = 0, ml = 0;

	if (n < 1)
		return -1;
	if (map == 1)
		imm = map0f(p[0], &modrm, opsz);
	else if (map == 3)
		imm = 1;
	else if (map != 2)
		return -1;
	if (imm < 0)
		return -1;
	if (modrm && (ml = modrm_len(p + 1, n - 1)) < 0)
		return -1;
	return 1 + ml + imm;
}

int insn_len(const uint8_t *p, size_t n)
{
	size_t i = 0;
	int opsz = 4, len, imm, ml = 0;
	bool w = false;
	uint8_t op;

	/* legacy prefixes, then REX */
	while (i < n && i < 14 && (p[i] == 0x66 || p[i] == 0x67 || p[i] == 0xf0 || p[i] == 0xf2 ||
				   p[i] == 0xf3 || p[i] == 0x2e || p[i] == 0x36 || p[i] == 0x3e ||
				   p[i] == 0x26 || p[i] == 0x64 || p[i] == 0x65)) {
		if (p[i] == 0x66)
			opsz = 2;
		i++;
	}
	if (i < n && (p[i] & 0xf0) == 0x40) {
		w = p[i] & 8;
		i++;
	}
	if (i >= n)
		return -1;
	op = p[i++];
	if (w)
		opsz = 4;
	if (op == 0xc5 || op == 0xc4 || op == 0x62) {
		/* VEX (2 or 3 bytes) or EVEX (4): the map, then opcode, ModRM, imm8 in map 3 */
		int map, skip = op == 0xc5 ? 1 : op == 0xc4 ? 2 : 3;

		if (i + (size_t)skip >= n)
			return -1;
		map = op == 0xc5 ? 1 : op == 0xc4 ? (p[i] & 0x1f) : (p[i] & 0x07);
		i += (size_t)skip;
		if (map < 1 || map > 3)
			return -1;
		if (map == 1 && p[i] == 0x77)
			return (int)i + 1; /* vzeroupper, vzeroall */
		if ((ml = modrm_len(p + i + 1, n - i - 1)) < 0)
			return -1;
		len = (int)i + 1 + ml + (map == 3 ? 1 : 0);
		if (map == 1) {
			bool modrm;
			int im = map0f(p[i], &modrm, opsz);

			if (im < 0 || !modrm)
				return -1;
			len += im;
		}
		return (size_t)len <= n ? len : -1;
	}
	if (op == 0x0f) {
		int rest;

		if (i >= n)
			return -1;
		if (p[i] == 0x38 || p[i] == 0x3a) {
			int map = p[i] == 0x38 ? 2 : 3;

			i++;
			rest = rest_in_map(map, p + i, n - i, opsz);
		} else {
			rest = rest_in_map(1, p + i, n - i, opsz);
		}
		if (rest < 0 || i + (size_t)rest > n)
			return -1;
		return (int)i + rest;
	}
	if (has_modrm1(op) && (ml = modrm_len(p + i, n - i)) < 0)
		return -1;
	imm = imm1(op, opsz, w, i < n ? p[i] : 0);
	if (imm < 0)
		return -1;
	len = (int)i + ml + imm;
	return (size_t)len <= n ? len : -1;
}

int insn_boundary(const uint8_t *code, size_t n, size_t off)
{
	size_t at = 0;

	while (at < off) {
		int len = insn_len(code + at, n - at);

		if (len <= 0)
			return -1;
		at += (size_t)len;
	}
	return at == off ? 1 : 0;
}
