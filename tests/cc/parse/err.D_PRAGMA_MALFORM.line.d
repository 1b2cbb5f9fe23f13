/*
 * ASSERTION: #line needs a line number.
 */
#line here
BEGIN
{
}
