/*
 * test_type.c - the D type system: built-in names, C's integer promotions
 * and usual arithmetic conversions, pointers, and struct layout of D
 * declarations (through the checker, with the cg_fixture.h host).
 */
#include "cc/check.h"
#include "cc/type.h"
#include "cg_fixture.h"
#include "t.h"

static struct cc cc;

static struct type *T(const char *name)
{
	return type_lookup(&cc, &check_state(&cc)->tt, name);
}

static void test_names(void)
{
	struct type *t;

	CHECK_EQ(T("char")->size, 1);
	CHECK(T("char")->is_signed);
	CHECK_EQ(T("unsigned long")->size, 8);
	CHECK(!T("unsigned long")->is_signed);
	CHECK_EQ(T("uint8_t")->size, 1);
	CHECK_EQ(T("pid_t")->size, 4);
	CHECK(T("pid_t")->is_signed);
	CHECK_EQ(T("uid_t")->size, 4);
	CHECK(!T("uid_t")->is_signed);
	CHECK_EQ(T("size_t")->size, 8);
	CHECK(T("ssize_t")->is_signed);
	CHECK_EQ(T("string")->size, 256);
	t = T("char *");
	CHECK_EQ(t->kind, TY_PTR);
	CHECK_STR(t->name, "char *");
	CHECK(type_is_charptr(t));
	t = T("const char **");
	CHECK_EQ(t->kind, TY_PTR);
	CHECK_EQ(t->to->kind, TY_PTR);
	CHECK(T("no_such_type_t") == NULL);
}

static void test_conversions(void)
{
	struct type_table *tt = &check_state(&cc)->tt;

	CHECK(type_promote(&cc, tt, T("char")) == tt->bt.int_t);
	CHECK(type_promote(&cc, tt, T("unsigned short")) == tt->bt.int_t);
	CHECK(type_promote(&cc, tt, T("long")) == T("long"));
	CHECK(!type_arith_common(&cc, tt, T("int"), T("unsigned int"))->is_signed);
	CHECK_EQ(type_arith_common(&cc, tt, T("int"), T("long"))->size, 8);
	CHECK(type_arith_common(&cc, tt, T("unsigned int"), T("long"))->is_signed);
	CHECK(!type_arith_common(&cc, tt, T("long"), T("unsigned long"))->is_signed);
	CHECK(type_assignable(T("string"), T("char *")));
	CHECK(!type_assignable(T("int"), T("string")));
	CHECK(type_same(T("int32_t"), T("int")));
	CHECK(!type_same(T("int"), T("unsigned int")));
}

static void test_struct_layout(void)
{
	struct cc c2;
	struct arena out = {0};
	struct prog_desc *pd = fx_compile(&c2, &out,
		"struct s { char c; int i; long l; short sh; }; union u { char c; long l; };"
		"BEGIN { x = sizeof (struct s); y = offsetof(struct s, l); z = sizeof (union u); }", NULL);
	struct type *s;
	uint32_t off;

	CHECK(pd != NULL);
	if (!pd)
		return;
	s = type_lookup(&c2, &check_state(&c2)->tt, "struct s");
	CHECK_EQ(s->size, 24);
	CHECK(type_member(&c2, s, "i", &off) != NULL);
	CHECK_EQ(off, 4);
	CHECK(type_member(&c2, s, "l", &off) != NULL);
	CHECK_EQ(off, 8);
	CHECK(type_member(&c2, s, "sh", &off) != NULL);
	CHECK_EQ(off, 16);
	CHECK_EQ(type_lookup(&c2, &check_state(&c2)->tt, "union u")->size, 8);
	cc_fini(&c2);
	arena_free(&out);
	pd = fx_compile(&c2, &out, "struct b { int a; unsigned f : 3, : 2, on : 1; long l; }; BEGIN { }", NULL);
	CHECK(pd != NULL);
	if (!pd)
		return;
	/* DTrace's layout of a D struct with bit-fields: each member from the byte after the last */
	s = type_lookup(&c2, &check_state(&c2)->tt, "struct b");
	CHECK_EQ(s->size, 16);
	CHECK_EQ(type_member(&c2, s, "f", &off)->bit_size, 3);
	CHECK_EQ(off, 4);
	CHECK_EQ(type_member(&c2, s, "on", &off)->bit_off, 0);
	CHECK_EQ(off, 6);
	CHECK(type_member(&c2, s, "l", &off) != NULL);
	CHECK_EQ(off, 8);
	cc_fini(&c2);
	arena_free(&out);
}

int main(void)
{
	struct cc_opts opts = { .strsize = 256 };
	static const struct cc_host host;

	cc_init(&cc, &host, &opts);
	test_names();
	test_conversions();
	test_struct_layout();
	cc_fini(&cc);
	return T_DONE();
}
