/*
 * ASSERTION: #pragma D option takes exactly one name[=value].
 */
#pragma D option quiet flowindent
BEGIN
{
}
