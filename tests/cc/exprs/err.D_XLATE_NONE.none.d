/*
 * ASSERTION: xlate needs a translator for its input and output types.
 */
struct out_s { int a; };
BEGIN { trace(xlate<struct out_s>(1).a); }
