/*
 * ASSERTION: as DTrace prints them, char and short keys print unsigned (the
 * order keys sort in), int and wider keys as their type is signed.
 */
#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@c[(char)-1] = count();
	@c[(char)7] = count();
	@s[(short)-3] = count();
	@s[(short)300] = count();
	@i[-4] = count();
	@i[5] = count();
	exit(0);
}
