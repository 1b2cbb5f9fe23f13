/*
 * ASSERTION: without -q, printa() output follows the probe line's prefix:
 * the prefix, printa()'s blank line ending it, the entries, then the end
 * of the record.
 */
BEGIN
{
	@["k"] = count();
	printa(@);
	exit(0);
}
