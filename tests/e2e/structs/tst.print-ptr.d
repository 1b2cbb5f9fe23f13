/*
 * ASSERTION: print() of a pointer to a struct prints the address, then the
 * struct it points to as DTrace on Linux does: "(type) {" under the data
 * column, one ".member = (type)value," a line, one column further in a
 * level; zero members left out; a char array's characters up to its first
 * NUL; other arrays element by element; anonymous members without a name;
 * enums by name, pointers in hex, signed and unsigned integers in decimal.
 */
#pragma D option quiet

enum colour { RED = 1, GREEN = 2, BLUE = 4 };

struct point {
	short x;
	short y;
};

struct shape {
	long id;
	char label[6];
	char unused[4];
	union {
		uint8_t low;
		uint32_t word;
	} bits;
	struct {
		void *owner;
		int depth;
	} link;
	struct point pts[2];
	int16_t delta;
	bool visible;
	enum colour fill;
	enum colour edge;
};

BEGIN
{
	s = (struct shape *)alloca(sizeof (struct shape));
	s->id = 42;
	s->label[0] = 'b';
	s->label[1] = 'o';
	s->label[2] = 'x';
	s->label[4] = 'z';
	s->bits.word = 0x1234;
	s->link.owner = (void *)0xdeadbeef;
	s->pts[1].x = -3;
	s->pts[1].y = 7;
	s->delta = -5;
	s->visible = 1;
	s->fill = GREEN;
	s->edge = 3;
	print(s);
	exit(0);
}
