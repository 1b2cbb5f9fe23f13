/* jstack()'s frame count is a positive constant, as ustack()'s. */
BEGIN
{
	jstack(0);
}
