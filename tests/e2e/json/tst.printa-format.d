/*
 * OPTIONS: -q -x oformat=json
 * ASSERTION: printa() with a format keeps what the format printed: a
 * {"message": text} item, the text exactly as without oformat=json (rows
 * by key, one value per aggregation), then each aggregation as printa()
 * without a format gives it; printa() without a format has no message.
 */
BEGIN
{
	@c["b"] = count();
	@c["a"] = count();
	@c["a"] = count();
	@s["a"] = sum(10);
	@s["b"] = sum(7);
	printa("%s: %@d calls, %@d bytes\n", @c, @s);
	printa(@c);
	exit(0);
}
