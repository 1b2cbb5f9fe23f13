/*
 * test_json.c - -x oformat=json's writer (src/out/json.c): string escaping
 * (quotes, control characters, UTF-8 kept, bytes that are not UTF-8),
 * records and nested records, aggregation items, print()'s values; no kernel.
 */
#include "out/json.h"

#include <stdlib.h>
#include <string.h>

#include "cc/aggdef.h"
#include "t.h"

static FILE *cap_f;
static char *cap_buf;
static size_t cap_len;

static FILE *cap(void)
{
	free(cap_buf);
	cap_buf = NULL;
	cap_f = open_memstream(&cap_buf, &cap_len);
	return cap_f;
}

static const char *done(void)
{
	fclose(cap_f);
	return cap_buf;
}

static const char *str(const char *s, size_t n)
{
	json_str(cap(), s, n);
	return done();
}

static void test_escapes(void)
{
	CHECK_STR(str("plain", 5), "\"plain\"");
	CHECK_STR(str("a\"b\\c", 5), "\"a\\\"b\\\\c\"");
	CHECK_STR(str("\n\t\r", 3), "\"\\n\\t\\r\"");
	CHECK_STR(str("\x01\x1f\x7f\b\f", 5), "\"\\u0001\\u001f\\u007f\\u0008\\u000c\"");
	CHECK_STR(str("a\0b", 3), "\"a\\u0000b\"");
	CHECK_STR(str("", 0), "\"\"");
}

static void test_utf8(void)
{
	/* well-formed: é (2 bytes), € (3), 𝄞 (4) are kept as they are */
	CHECK_STR(str("\xc3\xa9", 2), "\"\xc3\xa9\"");
	CHECK_STR(str("\xe2\x82\xac", 3), "\"\xe2\x82\xac\"");
	CHECK_STR(str("\xf0\x9d\x84\x9e", 4), "\"\xf0\x9d\x84\x9e\"");
	/* not UTF-8: each byte as a Latin-1 code point */
	CHECK_STR(str("\xff", 1), "\"\\u00ff\"");
	CHECK_STR(str("\x80", 1), "\"\\u0080\"");
	CHECK_STR(str("\xc0\x80", 2), "\"\\u00c0\\u0080\"");             /* overlong NUL */
	CHECK_STR(str("\xe0\x80\x80", 3), "\"\\u00e0\\u0080\\u0080\"");   /* overlong */
	CHECK_STR(str("\xed\xa0\x80", 3), "\"\\u00ed\\u00a0\\u0080\"");   /* a surrogate */
	CHECK_STR(str("\xf4\x90\x80\x80", 4), "\"\\u00f4\\u0090\\u0080\\u0080\""); /* > U+10FFFF */
	CHECK_STR(str("\xe2\x82", 2), "\"\\u00e2\\u0082\"");              /* cut short */
	CHECK_STR(str("\xe2\x82x", 3), "\"\\u00e2\\u0082x\"");
}

static void test_records(void)
{
	FILE *f = cap();
	uint8_t data[16] = { 0 };
	struct rec_field i4 = { .kind = FIELD_INT, .off = 0, .size = 4, .is_signed = true };
	struct rec_field s8 = { .kind = FIELD_STRING, .off = 8, .size = 8 };
	const char *out, *nl;
	int32_t v = -5;

	memcpy(data, &v, 4);
	memcpy(data + 8, "ab\0zz", 5);
	json_rec_begin(f, 1, 7, "syscall", "", "read", "entry");
	json_trace(f, &i4, data, NULL);
	json_trace(f, &s8, data, NULL);
	/* a record inside (a committed speculation): the outer line ends, goes on after */
	json_rec_begin(f, 1, 9, "dtrace", "", "", "END");
	json_exit(f, 0);
	json_rec_end(f);
	json_trace(f, &i4, data, NULL);
	json_rec_end(f);
	/* a firing that printed nothing */
	json_rec_begin(f, 0, 1, "dtrace", "", "", "BEGIN");
	json_rec_end(f);
	out = done();
	nl = strchr(out, '}');
	CHECK(strncmp(out, "{\"timestamp\":", 13) == 0);
	CHECK(nl != NULL);
	CHECK(strstr(out, ",\"cpu\":1,\"id\":7,\"provider\":\"syscall\",\"module\":\"\","
			  "\"function\":\"read\",\"name\":\"entry\",\"output\":[{\"value\":-5},"
			  "{\"value\":\"ab\"}]}\n{\"timestamp\":") != NULL);
	CHECK(strstr(out, "\"name\":\"END\",\"output\":[{\"exit\":0}]}\n") != NULL);
	CHECK(strstr(out, "\"name\":\"entry\",\"output\":[{\"value\":-5}]}\n") != NULL);
	CHECK(strstr(out, "\"name\":\"BEGIN\",\"output\":[]}\n") != NULL);
	CHECK_EQ(strlen(out) > 0 && out[strlen(out) - 1] == '\n', 1);
}

static void test_agg(void)
{
	struct rec_field key = { .kind = FIELD_STRING, .off = 0, .size = 8 };
	struct agg_desc ad = { .name = "c", .func = AGG_COUNT, .nkeys = 1, .keys = &key,
			       .key_size = 8, .val_size = 8 };
	uint8_t k1[8] = "b", k2[8] = "a\"";
	uint64_t v1 = 3, v2 = 1;
	struct agg_entry ents[2] = { { k1, (uint8_t *)&v1 }, { k2, (uint8_t *)&v2 } };
	int64_t q[AGG_QUANTIZE_NBUCKETS] = { 0 };
	struct agg_desc qd = { .name = "", .func = AGG_QUANTIZE,
			       .val_size = sizeof(q) };
	struct agg_entry qe = { NULL, (uint8_t *)q };
	FILE *f = cap();

	json_rec_begin(f, 0, 2, "dtrace", "", "", "END");
	CHECK_EQ(json_agg(f, &ad, ents, 2, NULL), 0);
	json_rec_end(f);
	CHECK(strstr(done(), "\"output\":[{\"aggregation-name\":\"c\",\"aggregation-data\":["
			     "{\"keys\":[\"a\\\"\"],\"count\":1},{\"keys\":[\"b\"],\"count\":3}]}]}\n")
	      != NULL);

	q[agg_quantize_bucket(5)] = 2;
	f = cap();
	json_rec_begin(f, 0, 2, "dtrace", "", "", "END");
	CHECK_EQ(json_agg(f, &qd, &qe, 1, NULL), 0);
	json_rec_end(f);
	CHECK(strstr(done(), "{\"keys\":[],\"buckets\":[{\"value\":2,\"count\":0},"
			     "{\"value\":4,\"count\":2},{\"value\":8,\"count\":0}]}") != NULL);
}

/* print(expr): the value through a layout as cc/cg_print.c writes it. */
static const char *printed(const char *layout, const struct rec_field *fld, const uint8_t *data)
{
	FILE *f = cap();

	json_rec_begin(f, 0, 1, "dtrace", "", "", "BEGIN");
	json_print(f, layout, fld, data);
	json_rec_end(f);
	done();
	return strstr(cap_buf, "\"output\":[") + strlen("\"output\":[");
}

static void test_print(void)
{
	uint8_t b[40] = { 0 };
	int32_t neg = -2;
	uint64_t ptr = 0xffff888012345678ull, bits = 0x5ull << 3;
	int16_t arr[2] = { 7, -1 };
	struct rec_field fld = { .kind = FIELD_BYTES, .size = sizeof(b) };
	struct rec_field i4 = { .kind = FIELD_INT, .size = 4, .is_signed = true };
	struct rec_field s8 = { .kind = FIELD_STRING, .size = 8 };

	memcpy(b, &neg, 4);
	b[4] = 200;
	memcpy(b + 8, &ptr, 8);
	memcpy(b + 16, &bits, 8);
	b[24] = 1;
	memcpy(b + 28, "ab\0zz", 5);
	memcpy(b + 36, arr, 4);
	CHECK_STR(printed("S\t0\t\tstruct s\n"
			  "I\t1\tneg\tint\t0\t4\t1\n"
			  "I\t1\tu\tuint8_t\t4\t1\t0\n"
			  "P\t1\tp\tvoid *\t8\n"
			  "S\t1\tin\tstruct in\n"
			  "B\t2\tbf\tunsigned int\t16\t3\t3\n"
			  "N\t2\te\tenum e\t24\t4\t0=OFF,1=ON\n"
			  "E\t1\n"
			  "C\t1\tname\tchar [5]\t28\t5\n"
			  "A\t1\ta\tshort [2]\t36\t2\t2\ts\n"
			  "I\t1\tpast\tlong\t64\t8\t1\n"
			  "E\t0\n",
			  &fld, b),
		  "{\"print\":{\"type\":\"struct s\",\"value\":{\"neg\":-2,\"u\":200,"
		  "\"p\":\"0xffff888012345678\",\"in\":{\"bf\":5,\"e\":\"ON\"},\"name\":\"ab\","
		  "\"a\":[7,-1],\"past\":null}}}]}\n");
	/* an array of structs: its elements by their names */
	CHECK_STR(printed("S\t0\t[0]\tstruct t\nI\t1\tx\tint\t0\t4\t1\nE\t0\n"
			  "S\t0\t[1]\tstruct t\nI\t1\tx\tint\t4\t4\t1\nE\t0\n",
			  &fld, b),
		  "{\"print\":{\"type\":\"struct t\",\"value\":{\"[0]\":{\"x\":-2},"
		  "\"[1]\":{\"x\":200}}}}]}\n");
	CHECK_STR(printed("T\tint\n", &i4, b),
		  "{\"print\":{\"type\":\"int\",\"value\":-2}}]}\n");
	CHECK_STR(printed("T\tvoid *\n", &(struct rec_field){ .kind = FIELD_INT, .size = 8 },
			  b + 8),
		  "{\"print\":{\"type\":\"void *\",\"value\":\"0xffff888012345678\"}}]}\n");
	CHECK_STR(printed("T\tstring\n", &s8, b + 28),
		  "{\"print\":{\"type\":\"string\",\"value\":\"ab\"}}]}\n");
}

int main(void)
{
	test_escapes();
	test_utf8();
	test_records();
	test_agg();
	test_print();
	free(cap_buf);
	return T_DONE();
}
