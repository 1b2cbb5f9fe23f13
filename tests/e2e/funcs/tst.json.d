/*
 * ASSERTION: json(document, selector) returns the value the selector
 * names as illumos' json() does: members by key, array elements by
 * [index], nested with '.'; strings without their quotes but with their
 * escapes as written; numbers, true, false, null as written; objects and
 * arrays whole; NULL for a missing key or element, a selector that goes
 * on into a scalar, a document that is not an object or array, and
 * malformed JSON before the value.
 */
#pragma D option quiet

inline string doc = "{\"name\": \"disk0\", \"sizes\": [10, {\"name\": \"a\\\"b\", \"v\": -1.5e3}, true], \"ok\": null, \"no\": false, \"nest\": {\"x\": {\"y\": [1, [2, 3]], \"s\": \"}]\"}}, \"esc\": \"tab\\there \\u00e9\\\\\"}";

BEGIN
{
	printf("name [%s]\n", json(doc, "name"));
	printf("sizes [%s]\n", json(doc, "sizes"));
	printf("sizes[0] [%s]\n", json(doc, "sizes[0]"));
	printf("sizes[1].name [%s]\n", json(doc, "sizes[1].name"));
	printf("sizes[1].v [%s]\n", json(doc, "sizes[1].v"));
	printf("sizes[2] [%s]\n", json(doc, "sizes[2]"));
}

BEGIN
{
	printf("ok [%s]\n", json(doc, "ok"));
	printf("no [%s]\n", json(doc, "no"));
	printf("nest.x [%s]\n", json(doc, "nest.x"));
	printf("nest.x.y[1][0] [%s]\n", json(doc, "nest.x.y[1][0]"));
	printf("nest.x.s [%s]\n", json(doc, "nest.x.s"));
	printf("esc [%s]\n", json(doc, "esc"));
}

BEGIN
{
	printf("top-level array [%s]\n", json("[5, 6, 7]", "[2]"));
	printf("spaces [%s]\n", json(" \n\t{ \"k\" :\r\n [ 1 ,\t2 ] }", "k[1]"));
	printf("array of objects [%s]\n", json("[{\"a\": 1}, {\"a\": 2}]", "[1].a"));
	printf("a word as an index is 0 [%s]\n", json("{\"a\": [8, 9]}", "a.x"));
	printf("exponent [%s]\n", json("{\"n\": 6.02E+23}", "n"));
	printf("empty string [%s]\n", json("{\"e\": \"\"}", "e"));
}

BEGIN
{
	printf("missing key %d\n", json(doc, "nosuch") == NULL);
	printf("missing element %d\n", json(doc, "sizes[3]") == NULL);
	printf("missing nested %d\n", json(doc, "nest.x.z") == NULL);
	printf("key prefix %d\n", json(doc, "nam") == NULL);
	printf("key longer %d\n", json(doc, "names") == NULL);
	printf("into a string %d\n", json(doc, "name.x") == NULL);
	printf("into a number %d\n", json(doc, "sizes[0].x") == NULL);
}

BEGIN
{
	printf("not an object %d\n", json("\"s\"", "s") == NULL);
	printf("no colon %d\n", json("{\"a\" 1}", "a") == NULL);
	printf("key not a string %d\n", json("{a: 1}", "a") == NULL);
	printf("bad word %d\n", json("{\"a\": nope}", "a") == NULL);
	printf("hex number %d\n", json("{\"a\": 0x10}", "a") == NULL);
	printf("bad unicode escape %d\n", json("{\"a\": \"\\u12g4\"}", "a") == NULL);
	printf("unbalanced %d\n", json("{\"a\": [1}, \"b\": 2}", "a") == NULL);
	printf("unterminated %d\n", json("{\"a\": [1, 2", "a") == NULL);
	printf("number at the end %d\n", json("{\"a\": 1", "a") == NULL);
	printf("empty document %d\n", json("", "a") == NULL);
	exit(0);
}
