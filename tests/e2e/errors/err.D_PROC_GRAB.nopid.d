/*
 * ASSERTION: a pid provider description naming a process that does not
 * exist is refused as DTrace refuses it: the process cannot be grabbed
 * (2147483647 is above any pid_max, so no process has it).
 */
pid2147483647:::entry
{
}
