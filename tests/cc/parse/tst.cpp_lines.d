/*
 * ASSERTION: control lines as the C preprocessor writes them (#line N
 * "file", # N "file" flags) and #ident are accepted, and blank # lines are
 * ignored.
 */
#
#ident "x"
# 1 "tst.cpp_lines.d"
#line 20 "tst.cpp_lines.d"
BEGIN
{
	exit(0);
}
