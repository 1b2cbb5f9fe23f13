/*
 * ASSERTION: a printa() '*' width takes a key, which must be an integer:
 * a string key there is D_PRINTF_DYN_TYPE.
 */
BEGIN
{
	@["a", 100] = sum(1);
	printa("%*d\n", @);
}
