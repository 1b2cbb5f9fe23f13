/*
 * ASSERTION: a translator maps an input to a struct member by member;
 * xlate<T>(e).m and xlate<T *>(e)->m use the member's translation of e.
 */
struct out_s {
	int sum;
	string name;
	long tgid;
};

translator struct out_s < struct task_struct *T > {
	sum = T->pid + 1;
	name = T->comm;
	tgid = T->tgid;
};

BEGIN
{
	printf("%d %s %d\n", xlate<struct out_s>(curthread).sum, xlate<struct out_s *>(curthread)->name,
	    xlate<struct out_s>(curthread).tgid);
	exit(0);
}
