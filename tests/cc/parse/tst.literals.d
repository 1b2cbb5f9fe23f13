/*
 * ASSERTION: integer constants in decimal, octal and hex with every suffix,
 * character constants (with escapes, up to 8 bytes) and string escapes.
 */
BEGIN
{
	i = 42; i = 052; i = 0x2a; i = 0X2A;
	i = 42u; i = 42U; i = 42l; i = 42L; i = 42ul; i = 42lu; i = 42LU;
	i = 42ll; i = 42LL; i = 42ull; i = 42llu; i = 42ULL; i = 0xffffffffffffffffULL;
	i = 18446744073709551615;
	c = 'a'; c = '\n'; c = '\0'; c = '\377'; c = '\x41'; c = '\''; c = 'ab';
	c = 'abcdefgh';
	s = "tab\there \"quoted\" back\\slash \a\b\f\r\v \101\x42 \?";
	s = "";
	exit(0);
}
