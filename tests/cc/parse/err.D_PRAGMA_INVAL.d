/*
 * ASSERTION: an unknown #pragma D directive is an error.
 */
#pragma D frobnicate
BEGIN
{
}
