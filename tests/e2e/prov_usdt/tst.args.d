/*
 * OPTIONS: -q -c "$HELPERS/usdt 3"
 * ASSERTION: a USDT probe from an ELF .note.stapsdt note fires as
 * PROVIDER$target:::NAME once per hit, with its arguments decoded from
 * the note's operand specs (arg0 an int in a register, arg1 a long).
 */
dtest$target:::hit
{
	@[arg0] = count();
	@s = sum(arg1);
}
END
{
	printa("hit %d %@d\n", @);
	printa("sum %@d\n", @s);
}
