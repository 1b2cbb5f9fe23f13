/*
 * ASSERTION: a string's characters may be read by index but not stored
 * into: a string is a value, not D's writable memory.
 */
BEGIN
{
	this->s = "abc";
	this->s[0] = 'x';
}
