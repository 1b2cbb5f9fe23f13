/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=1"
 * ASSERTION: cwd is the working directory of the probe's process, walked
 * through dentries and mounts: tests run in their own directory, so the
 * target's cwd ends in /e2e/translators (and has no trailing slash).
 */
syscall::getppid:entry
/pid == $target/
{
	printf("%s/%s\n", basename(dirname(cwd)), basename(cwd));
	printf("%d\n", index(cwd, "/e2e/translators") > 0 && substr(cwd, strlen(cwd) - 1) != "/");
}
