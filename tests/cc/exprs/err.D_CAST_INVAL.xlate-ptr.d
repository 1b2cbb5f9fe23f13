/*
 * ASSERTION: a pointer to translated data points into the clause's
 * scratch space, not at anything of the input's: it cannot be cast to an
 * integer.
 */
struct view { int pid; };

translator struct view < struct task_struct *T > { pid = T->pid; };

BEGIN
{
	trace((uintptr_t)xlate<struct view *>(curthread));
}
