/*
 * ASSERTION: a pointer a statement leaves in a variable into its own
 * scratch temporaries (a translated psinfo_t) stays valid in the
 * statements after it, however much room their own temporaries take.
 */
#pragma D option quiet

BEGIN
{
	this->ps = xlate <psinfo_t *> (curthread);
	this->a = strjoin("first ", "temporary");
	this->b = strjoin(this->a, " and a second one, long enough to cover the struct");
	this->c = strjoin(this->b, this->b);
	printf("%d %s %d %d\n", this->ps->pr_pid == pid, this->ps->pr_fname, this->ps->pr_ppid == ppid,
	    strlen(this->c));
	exit(0);
}
