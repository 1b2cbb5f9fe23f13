/*
 * ASSERTION: an option name DTrace does not have is refused by a pragma.
 */
#pragma D option nosuchoption
BEGIN
{
	exit(0);
}
