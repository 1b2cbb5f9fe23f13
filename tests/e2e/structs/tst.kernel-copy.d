/*
 * ASSERTION: a kernel struct is copied whole from kernel memory into a D
 * variable (global, self->, this->, associative array element), read back
 * member by member, and its copy written without touching the kernel's.
 */
#pragma D option quiet
struct task_struct g;
BEGIN
{
	g = *curthread;
	self->t = *curthread;
	this->t = *curthread;
	a[1] = *curthread;
	self->t.pid = 12345;
	printf("%d %d %d %d %d\n", g.pid == pid, self->t.pid, this->t.tgid == pid, a[1].pid == pid,
	    curthread->pid == pid);
	printf("%s %d\n", stringof(g.comm), sizeof(g) == sizeof(struct task_struct));
	exit(0);
}
