/*
 * ASSERTION: a comment that is never closed is an error.
 */
BEGIN
{
}
/* never closed
