/*
 * ASSERTION: ipl, DTrace's interrupt priority level, is refused with the
 * reason: Linux has no such levels.
 */
profile-97
{
	trace(ipl);
}
