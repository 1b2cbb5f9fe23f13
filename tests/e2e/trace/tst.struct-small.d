/*
 * ASSERTION: trace() of a struct or union dumps its bytes in hex as
 * tracemem() does, even when they are all printable characters (a
 * one-byte struct holding '4', a union holding 'z', a two-byte struct
 * holding "BA"): a struct is data, not a string.
 */
struct one { int8_t x; } st;
union chr { char c; uint8_t u; } un;
struct two { short s; } tw;

BEGIN
{
	st.x = 0x34;
	un.c = 'z';
	tw.s = 0x4142;
	trace(st);
	trace(un);
	trace(tw);
	exit(0);
}
