/*
 * ASSERTION: without -q, trace() prints integers by their size as DTrace
 * does: 1 byte " %3d", 2 bytes " %5d", 4 bytes " %8d", 8 bytes " %16lld",
 * signed or unsigned as the traced type is (char is signed).
 */
BEGIN
{
	trace((char)-1);
	trace((short)-1);
	trace((uint8_t)200);
	trace((int)-1);
	trace((uint32_t)4294967295);
	trace((int64_t)-1);
	trace((uint64_t)18446744073709551615);
}
BEGIN
{
	exit(0);
}
