/*
 * ASSERTION: a translated member must be defined by the translator.
 */
struct out_s { int a; int b; };
translator struct out_s < int x > { a = x + 1; };
BEGIN { trace(xlate<struct out_s>(1).b); }
