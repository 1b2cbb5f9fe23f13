/*
 * ASSERTION: panic( ) takes no arguments: one is a prototype length mismatch
 * (D_PROTO_LEN), reported before panic( ) is refused on Linux.
 */
#pragma D option destructive
BEGIN { panic(1); }
