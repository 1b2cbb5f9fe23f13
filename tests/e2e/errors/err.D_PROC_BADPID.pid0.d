/*
 * ASSERTION: pid0 names no process: its provider does not contain a
 * valid pid, in DTrace's words.
 */
pid0:::entry
{
}
