/*
 * ASSERTION: the forms of translator DTrace accepts: to a struct, a union
 * or a typedef of one; from a pointer, a struct value, an integer or a
 * typedef; an empty translator; a member defined twice (the first
 * definition is used); two translators to one output from different
 * inputs; translators each way between two types; and xlate of each,
 * whole and a member at a time.
 */
struct wire { int len; char kind; };
struct view { int size; char kind; long twice; };
union either { int i; long l; };
typedef struct view view_t;
typedef int handle_t;
struct inner { int a; };
struct outer { struct inner in; int b; };

translator view_t < struct wire *w > { size = w->len; kind = w->kind; twice = w->len * 2; };
translator struct view < handle_t h > { size = h; size = h + 1; };
translator union either < long v > { l = v; };
translator struct wire < struct view v > { len = v.size; kind = v.kind; };
translator struct view < struct wire v > { size = v.len; };
translator struct inner < int x > { a = x; };
translator struct outer < int x > { in = xlate<struct inner>(x * 10); b = x; };
translator struct outer < long x > { };

BEGIN
{
	this->w = (struct wire *)curthread;
	trace(xlate<view_t *>(this->w)->twice);
	trace(xlate<struct view>((handle_t)3).size);
	trace(xlate<union either>(7L).l);
	trace(xlate<struct outer>(4).in.a);
	this->o = xlate<struct outer *>(4);
	trace(this->o->in.a + this->o->b);
	print(xlate<struct outer>(5L));
	print(*xlate<view_t *>(this->w));
	exit(0);
}
