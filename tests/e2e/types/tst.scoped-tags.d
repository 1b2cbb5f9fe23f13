/*
 * A struct or union tag may be named in its scope, as DTrace allows:
 * D`s for the program's own, vmlinux`task_struct for the kernel's, in
 * offsetof(), sizeof and casts; the tag is the same type.
 */
#pragma D option quiet

struct s {
	int x;
	int y;
};

union u {
	int a;
	char c;
};

BEGIN
{
	printf("%d %d %d\n", offsetof(struct D`s, y), sizeof (union D`u),
	    sizeof (struct vmlinux`task_struct) == sizeof (struct task_struct));
	this->p = (struct D`s *)alloca(sizeof (struct D`s));
	this->p->y = 5;
	printf("%d\n", this->p->y);
	exit(0);
}
