/*
 * test_dlib.c - the D library's sections (cc/dlib.c): each parses, and
 * every name a section declares contains one of its "uses" words, so that
 * a program naming it has the section compiled (a program naming none is
 * compiled without it).
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

int main(void)
{
	test_uses_cover_names();
	return T_DONE();
}
