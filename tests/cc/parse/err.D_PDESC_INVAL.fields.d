/*
 * ASSERTION: a probe description has at most four fields.
 */
a:b:c:d:e
{
}
