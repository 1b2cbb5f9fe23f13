/*
 * test_glob.c - DTrace's probe globbing (base/glob.c) and the -x option
 * parsers (rt/options.c): sizes, rates, booleans, unknown names.
 */
#include <errno.h>

#include "t.h"
#include "base/glob.h"
#include "rt/options.h"

static void test_glob(void)
{
	CHECK(glob_match("", "anything"));
	CHECK(glob_match(NULL, "anything"));
	CHECK(glob_match("read", "read"));
	CHECK(!glob_match("read", "readv"));
	CHECK(glob_match("read*", "readv"));
	CHECK(glob_match("*ppid", "getppid"));
	CHECK(!glob_match("*ppid", "getppid2"));
	CHECK(glob_match("re?d", "read"));
	CHECK(!glob_match("re?d", "red"));
	CHECK(glob_match("[rw]*", "write"));
	CHECK(!glob_match("[!rw]*", "write"));
	CHECK(glob_match("sys_[a-c]*", "sys_bpf"));
	CHECK(!glob_match("sys_[a-c]*", "sys_exit"));
	CHECK(glob_match("a\\*b", "a*b"));
	CHECK(!glob_match("a\\*b", "axb"));
	CHECK(glob_match("a[", "a["));
	CHECK(glob_match("*", ""));
	CHECK(glob_match("**x", "x"));
	CHECK(glob_match("[]]", "]"));
}

static void test_options(void)
{
	struct rt_options o;

	options_init(&o);
	CHECK_EQ(o.bufsize, 1 << 20);
	CHECK_EQ(o.strsize, 256);
	CHECK_EQ(o.switchrate, 1000000000);
	CHECK(!o.quiet);
	CHECK_EQ(options_set(&o, "bufsize", "16k"), 0);
	CHECK_EQ(o.bufsize, 16384);
	CHECK_EQ(options_set(&o, "bufsize", "2M"), 0);
	CHECK_EQ(o.bufsize, 2 << 20);
	CHECK_EQ(options_set(&o, "bufsize", "12x"), -EINVAL);
	CHECK_EQ(options_set(&o, "switchrate", "10hz"), 0);
	CHECK_EQ(o.switchrate, 100000000);
	CHECK_EQ(options_set(&o, "switchrate", "250ms"), 0);
	CHECK_EQ(o.switchrate, 250000000);
	CHECK_EQ(options_set(&o, "switchrate", "5"), 0);
	CHECK_EQ(o.switchrate, 200000000);
	CHECK_EQ(options_set(&o, "quiet", NULL), 0);
	CHECK(o.quiet);
	CHECK_EQ(options_set(&o, "quiet", "0"), 0);
	CHECK(!o.quiet);
	CHECK_EQ(options_set(&o, "diag", "caret"), 0);
	CHECK_EQ(options_set(&o, "diag", "fancy"), -EINVAL);
	CHECK_EQ(options_set(&o, "nosuchoption", NULL), -ENOENT);
	CHECK_EQ(options_set(&o, "aggsortpos", "2"), 0);
	CHECK_EQ(o.aggsortpos, 2);
}

int main(void)
{
	test_glob();
	test_options();
	return T_DONE();
}
