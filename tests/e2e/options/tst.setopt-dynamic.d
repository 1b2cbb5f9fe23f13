/*
 * OPTIONS: -q
 * ASSERTION: setopt() changes DTrace's dynamic options while tracing
 * (quiet here: the default output comes back for the clauses after it,
 * then goes) and refuses the rest as DTrace does, on the enabling's line:
 * an unknown name, a bad value, and an option fixed once tracing starts
 * (bufsize); a bare name is set to "1". Tracing goes on after each
 * refusal.
 */
BEGIN
{
	setopt("quiet", "0");
}

BEGIN
{
	trace("loud");
}

BEGIN
{
	setopt("nosuchoption");
	setopt("quiet", "um, no");
	setopt("aggrate", "0.5hz");
	setopt("bufsize", "1m");
	setopt("quiet");
}

BEGIN
{
	printf("quiet again\n");
	exit(0);
}
