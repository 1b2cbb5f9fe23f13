/*
 * ASSERTION: cleanpath() compiles; ten calls fit in a clause's scratch.
 */
BEGIN { x = cleanpath("/a/../b"); }
BEGIN { trace(cleanpath("1")); trace(cleanpath("2")); trace(cleanpath("3")); trace(cleanpath("4")); trace(cleanpath("5"));
	trace(cleanpath("6")); trace(cleanpath("7")); trace(cleanpath("8")); trace(cleanpath("9")); trace(cleanpath("10")); }
