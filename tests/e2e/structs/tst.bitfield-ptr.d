/*
 * ASSERTION: bit-fields of a struct reached through an alloca()'d pointer
 * are stored into and read back (the bytes around them kept), an
 * assignment's value is the bit-field's, and print() of the pointer
 * shows them.
 */
#pragma D option quiet

struct flags { unsigned int ro : 1; int mode : 4; unsigned short id; long tag : 36; };

BEGIN
{
	f = (struct flags *)alloca(sizeof (struct flags));
	f->id = 0xbeef;
	f->ro = 1;
	f->mode = -3;
	f->tag = 0x812345678;
	x = (f->mode = 9);
	y = (f->ro = 2);
	printf("%d %d %x %x %d %d %d\n", f->ro, f->mode, f->id, f->tag, x, y, sizeof (struct flags));
	f->mode += 1;
	printf("%d\n", f->mode);
	print(f);
	exit(0);
}
