/*
 * OPTIONS: -q -x oformat=json
 * ASSERTION: setopt("oformat", ...) at run time is refused (the stream's
 * format cannot change once it has begun, as DTrace refuses options it
 * cannot change while tracing): stderr says so, and what follows is
 * still JSON Lines; other options still change (quiet is already on).
 */
BEGIN
{
	setopt("oformat", "text");
	printf("after %s\n", "setopt");
	setopt("quiet");
	trace(1);
	exit(0);
}
