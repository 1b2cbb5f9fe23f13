/*
 * OPTIONS: -q
 * ASSERTION: without -c or -p, $target is 0 (DTrace's rule: scripts test
 * "$target == 0 || pid == $target" to trace everything or one process),
 * and $$target is "0".
 */
BEGIN
/$target == 0/
{
	printf("target %d [%s]\n", $target, $$target);
	exit(0);
}

BEGIN
/$target != 0/
{
	printf("target set\n");
	exit(1);
}
