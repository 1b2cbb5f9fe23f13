/*
 * ASSERTION: getmajor() and getminor() split a kernel dev_t (major in the
 * high 12 bits of 32, as io's b_edev); root is the process's root
 * directory ("/" outside a chroot).
 */
#pragma D option quiet
BEGIN
{
	printf("%d %d %d %d\n", getmajor(8 << 20 | 3), getminor(8 << 20 | 3),
	    getmajor(259 << 20 | 0xfffff), getminor(259 << 20 | 0xfffff));
	printf("%s\n", root);
	exit(0);
}
