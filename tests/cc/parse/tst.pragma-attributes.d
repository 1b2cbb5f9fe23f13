/*
 * ASSERTION: #pragma D attributes may name a variable of the program
 * (declared before or after it), a thread-local, an inline or a built-in.
 */
int hits;
#pragma D attributes Evolving/Evolving/Common hits
#pragma D attributes Evolving/Evolving/Common later
#pragma D attributes Evolving/Evolving/Common ts
#pragma D attributes Stable/Stable/Common limit
#pragma D attributes Stable/Stable/Common pid

inline int limit = 5;

BEGIN
{
	later = 1;
	self->ts = timestamp;
	hits = limit;
}
