/*
 * OPTIONS: -q
 * ASSERTION: a whole copy of lwpsinfo_t or psinfo_t holds 0 in the members
 * the translator has no conversion for (pr_cpu, pr_oldpri, pr_pctcpu,
 * pr_pctmem), and the translated members beside them.
 */
BEGIN
{
	l = *curlwpsinfo;
	p = *curpsinfo;
	printf("%d %d %d %d %d %s %d\n", l.pr_cpu, l.pr_oldpri, l.pr_pctcpu, p.pr_pctcpu,
	    p.pr_pctmem, p.pr_fname, p.pr_pid == pid);
	exit(0);
}
