/*
 * OPTIONS: -q -c "$HELPERS/stacks"
 * ASSERTION: printf()'s %k takes stack() and ustack() values: the frames,
 * one a line after a newline, unindented, as DTrace prints them; ustack(N)
 * keeps N frames; other conversions in the same format still print.
 */
pid$target:a.out:level3:entry
{
	printf("[%k]\n", ustack(3));
	printf("%d %k|%s\n", 7, ustack(), "end");
	printf("<%k>\n", stack(2));
	exit(0);
}
