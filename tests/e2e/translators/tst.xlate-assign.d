/*
 * OPTIONS: -q
 * ASSERTION: a translated struct assigned whole to a global, a
 * clause-local or a thread-local is a copy of the translation, the
 * members the translator leaves out zero; *curpsinfo copies too; trace()
 * of a translation records its bytes.
 */
struct in_s { int ii; char ic; };
struct out_s { int oi; char oc; long ol; };

translator struct out_s < struct in_s v > { oi = v.ii; ol = v.ii * 3; };

struct out_s out;
struct in_s in;

BEGIN
{
	in.ii = 100;
	in.ic = 'z';
	out = xlate<struct out_s>(in);
	this->o = xlate<struct out_s>(in);
	self->p = *curpsinfo;
	printf("%d %d %d %d %d\n", out.oi, out.oc, out.ol, this->o.ol, self->p.pr_pid == pid);
	trace(xlate<struct out_s>(in));
	exit(0);
}
