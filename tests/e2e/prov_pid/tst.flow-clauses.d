/*
 * OPTIONS: -F -c "$HELPERS/flow"
 * ASSERTION: with two clauses tracing the same entry and return probes
 * (inner, called twice from outer), only the first clause's entry line
 * indents and only the last one's return line unindents; the others are
 * "| func:name" lines at the depth of the call, as DTrace marks them.
 */
pid$target:a.out:outer:,
pid$target:a.out:inner:
{
}

pid$target:a.out:inner:
{
	trace(probename);
}
