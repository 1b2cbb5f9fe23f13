/*
 * glob.c - DTrace's probe description globbing (see glob.h): * matches any
 * string, ? any character, [abc] [a-z] [!a-z] one character of a set, and
 * a backslash makes the next character literal. An unclosed [ is literal.
 */
#include "glob.h"

#include <stddef.h>

/* Matches one bracket expression at p against c; returns the char after ']' or NULL. */
static const char *glob_class(const char *p, char c, bool *hit)
{
	bool neg = false;
	bool first = true;

	*hit = false;
	if (*p == '!' || *p == '^') {
		neg = true;
		p++;
	}
	for (; *p && (*p != ']' || first); first = false) {
		char lo = *p++, hi = lo;

		if (lo == '\\' && *p)
			lo = hi = *p++;
		if (*p == '-' && p[1] && p[1] != ']') {
			hi = p[1];
			p += 2;
			if (hi == '\\' && *p)
				hi = *p++;
		}
		if (c >= lo && c <= hi)
			*hit = true;
	}
	if (*p != ']')
		return NULL;
	*hit = *hit != neg;
	return p + 1;
}

static bool glob_at(const char *p, const char *s)
{
	for (; *p; p++) {
		bool hit;

		switch (*p) {
		case '*':
			while (p[1] == '*')
				p++;
			if (!p[1])
				return true;
			for (; *s; s++)
				if (glob_at(p + 1, s))
					return true;
			return false;
		case '?':
			if (!*s++)
				return false;
			break;
		case '[': {
			const char *next;

			if (!*s)
				return false;
			next = glob_class(p + 1, *s, &hit);
			if (!next) {
				if (*s++ != '[')
					return false;
				break;
			}
			if (!hit)
				return false;
			s++;
			p = next - 1;
			break;
		}
		case '\\':
			if (p[1])
				p++;
			/* fall through */
		default:
			if (*s++ != *p)
				return false;
		}
	}
	return *s == '\0';
}

bool glob_match(const char *p, const char *s)
{
	return !p || !*p || glob_at(p, s);
}
