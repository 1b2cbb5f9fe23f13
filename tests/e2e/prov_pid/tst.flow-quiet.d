/*
 * OPTIONS: -qF -c "$HELPERS/flow"
 * ASSERTION: under -q, -F still prints its header and each probe line's
 * indented function (DTrace's flowindent output does not depend on
 * quiet); the clause's printf() ends the line.
 */
pid$target:a.out:fact:return
{
	printf("= %d\n", arg1);
}

pid$target:a.out:fact:entry
{
	printf("(%d)\n", arg0);
}
