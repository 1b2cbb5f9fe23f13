/*
 * ASSERTION: iregs (the integer registers code generation may use) cannot
 * be more than BPF has free for it (8).
 */
#pragma D option iregs=10
BEGIN
{
	exit(0);
}
