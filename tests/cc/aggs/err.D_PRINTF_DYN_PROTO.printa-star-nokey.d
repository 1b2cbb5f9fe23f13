/*
 * ASSERTION: a printa() '*' precision with no key left for it is
 * D_PRINTF_DYN_PROTO.
 */
BEGIN
{
	@[1] = sum(1);
	printa("%d %.*d\n", @);
}
