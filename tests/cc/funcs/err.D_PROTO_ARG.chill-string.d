/*
 * ASSERTION: the arguments of a function Linux lacks are still judged by
 * DTrace's prototype first: chill( ) of a string is D_PROTO_ARG.
 */
#pragma D option destructive
BEGIN { chill("long"); }
