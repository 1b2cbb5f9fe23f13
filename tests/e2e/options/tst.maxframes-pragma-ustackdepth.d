/*
 * OPTIONS: -q -c "$HELPERS/udepth 20"
 * ASSERTION: `#pragma D option maxframes=5` in the script lowers the
 * default user stack depth as -x maxframes=5 does: at leaf(), 20 calls
 * deep, ustackdepth sees 5 frames.
 */
#pragma D option maxframes=5

pid$target::leaf:entry
{
	printf("ustackdepth %d\n", ustackdepth);
	exit(0);
}
