/*
 * test_dlib.c - the D library's sections (cc/dlib.c): each parses, and
 * every name a section declares contains one of its "uses" words, so that
 * a program naming it has the section compiled (a program naming none is
 * compiled without it); the typedefs it declares are type names to the
 * parser.
 */
#include "cc/cc.h"
#include "cc/dlib.h"
#include "t.h"

static const struct cc_host host;

static void test_uses_cover_names(void)
{
	struct cc cc;
	struct cc_opts opts = { 0 };
	const char *miss;

	cc_init(&cc, &host, &opts);
	miss = dlib_unlisted_name(&cc);
	if (miss)
		fprintf(stderr, "dlib: %s contains no word of its section's uses list (cc/dlib.c): "
			"add one, or programs naming it compile without the section %s\n", miss, cc.diag.msg);
	CHECK(miss == NULL);
	cc_fini(&cc);
}

/* The library's typedef names are type names to the parser before the library is parsed. */
static void test_typedef_names(void)
{
	CHECK(dlib_is_typedef("psinfo_t"));
	CHECK(dlib_is_typedef("lwpsinfo_t"));
	CHECK(dlib_is_typedef("ipaddr_t"));
	CHECK(dlib_is_typedef("bufinfo_t"));
	CHECK(!dlib_is_typedef("psinfo"));   /* a struct tag, not a typedef */
	CHECK(!dlib_is_typedef("execname"));
	CHECK(!dlib_is_typedef("ipaddr"));   /* a prefix of one */
	CHECK(!dlib_is_typedef(""));
}

int main(void)
{
	test_uses_cover_names();
	test_typedef_names();
	return T_DONE();
}
