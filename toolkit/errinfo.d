#!/usr/sbin/dtrace -qs
/*
 * errinfo.d - system calls that failed, with the errno's name and meaning.
 *
 * Programs often fail quietly: a missing file, a refused permission, a
 * socket that would block. This shows every failed call as it returns.
 *
 * USAGE:    errinfo.d                   every failed call, until Ctrl-C
 *           errinfo.d -p PID            only PID's
 *           errinfo.d -c CMD            run CMD and show its (and its children's)
 *           errinfo.d -c CMD count      count them instead, printed at the end
 *
 * COLUMNS:  EXEC       process name
 *           PID        process ID (not when counting)
 *           SYSCALL    the system call that failed
 *           ERR        the errno
 *           NAME       its name (ENOENT)
 *           DESC       what it means (not when counting)
 *           COUNT      (with "count") how many times
 *
 * OPTIONS:  -p PID, -c CMD as above ($target); $1: "count" to count the
 *           failures by process, call and errno instead of printing each.
 *
 * OVERHEAD: every system call on the system runs a short probe at return;
 *           only the failures print.
 */

#pragma D option defaultargs
#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	counting = $$1 == "count";
	/* errno names and meanings (Linux x86_64), several clauses to stay small */
	name[1] = "EPERM";	desc[1] = "Operation not permitted";
	name[2] = "ENOENT";	desc[2] = "No such file or directory";
	name[3] = "ESRCH";	desc[3] = "No such process";
	name[4] = "EINTR";	desc[4] = "Interrupted system call";
	name[5] = "EIO";	desc[5] = "I/O error";
	name[6] = "ENXIO";	desc[6] = "No such device or address";
	name[7] = "E2BIG";	desc[7] = "Argument list too long";
	name[8] = "ENOEXEC";	desc[8] = "Exec format error";
}

dtrace:::BEGIN
{
	name[9] = "EBADF";	desc[9] = "Bad file number";
	name[10] = "ECHILD";	desc[10] = "No child processes";
	name[11] = "EAGAIN";	desc[11] = "Resource temporarily unavailable";
	name[12] = "ENOMEM";	desc[12] = "Out of memory";
	name[13] = "EACCES";	desc[13] = "Permission denied";
	name[14] = "EFAULT";	desc[14] = "Bad address";
	name[16] = "EBUSY";	desc[16] = "Device or resource busy";
	name[17] = "EEXIST";	desc[17] = "File exists";
}

dtrace:::BEGIN
{
	name[18] = "EXDEV";	desc[18] = "Cross-device link";
	name[19] = "ENODEV";	desc[19] = "No such device";
	name[20] = "ENOTDIR";	desc[20] = "Not a directory";
	name[21] = "EISDIR";	desc[21] = "Is a directory";
	name[22] = "EINVAL";	desc[22] = "Invalid argument";
	name[23] = "ENFILE";	desc[23] = "File table overflow";
	name[24] = "EMFILE";	desc[24] = "Too many open files";
	name[25] = "ENOTTY";	desc[25] = "Not a typewriter";
}

dtrace:::BEGIN
{
	name[26] = "ETXTBSY";	desc[26] = "Text file busy";
	name[27] = "EFBIG";	desc[27] = "File too large";
	name[28] = "ENOSPC";	desc[28] = "No space left on device";
	name[29] = "ESPIPE";	desc[29] = "Illegal seek";
	name[30] = "EROFS";	desc[30] = "Read-only file system";
	name[31] = "EMLINK";	desc[31] = "Too many links";
	name[32] = "EPIPE";	desc[32] = "Broken pipe";
	name[34] = "ERANGE";	desc[34] = "Result too large";
}

dtrace:::BEGIN
{
	name[35] = "EDEADLK";	desc[35] = "Resource deadlock would occur";
	name[36] = "ENAMETOOLONG"; desc[36] = "File name too long";
	name[38] = "ENOSYS";	desc[38] = "Function not implemented";
	name[39] = "ENOTEMPTY";	desc[39] = "Directory not empty";
	name[40] = "ELOOP";	desc[40] = "Too many symbolic links";
	name[61] = "ENODATA";	desc[61] = "No data available";
	name[62] = "ETIME";	desc[62] = "Timer expired";
	name[75] = "EOVERFLOW";	desc[75] = "Value too large for defined data type";
}

dtrace:::BEGIN
{
	name[88] = "ENOTSOCK";	desc[88] = "Socket operation on non-socket";
	name[95] = "EOPNOTSUPP"; desc[95] = "Operation not supported";
	name[97] = "EAFNOSUPPORT"; desc[97] = "Address family not supported";
	name[98] = "EADDRINUSE"; desc[98] = "Address already in use";
	name[103] = "ECONNABORTED"; desc[103] = "Software caused connection abort";
	name[104] = "ECONNRESET"; desc[104] = "Connection reset by peer";
	name[106] = "EISCONN";	desc[106] = "Transport endpoint is already connected";
	name[107] = "ENOTCONN";	desc[107] = "Transport endpoint is not connected";
}

dtrace:::BEGIN
{
	name[110] = "ETIMEDOUT"; desc[110] = "Connection timed out";
	name[111] = "ECONNREFUSED"; desc[111] = "Connection refused";
	name[113] = "EHOSTUNREACH"; desc[113] = "No route to host";
	name[114] = "EALREADY";	desc[114] = "Operation already in progress";
	name[115] = "EINPROGRESS"; desc[115] = "Operation now in progress";
	name[512] = "ERESTARTSYS"; desc[512] = "(kernel) restart the call";
	name[514] = "ERESTARTNOHAND"; desc[514] = "(kernel) restart if no handler";
}

dtrace:::BEGIN
/!counting/
{
	printf("%-16s %7s %-16s %4s %-14s %s\n", "EXEC", "PID", "SYSCALL", "ERR", "NAME", "DESC");
}

syscall:::return
/errno != 0 && ($target == 0 || progenyof($target)) && !counting/
{
	printf("%-16s %7d %-16s %4d %-14s %s\n", execname, pid, probefunc, errno,
	    name[errno] != NULL ? name[errno] : "?", desc[errno] != NULL ? desc[errno] : "");
}

syscall:::return
/errno != 0 && ($target == 0 || progenyof($target)) && counting/
{
	@errs[execname, probefunc, errno, name[errno] != NULL ? name[errno] : "?"] = count();
}

dtrace:::END
/counting/
{
	printf("%-16s %-16s %4s %-14s %6s\n", "EXEC", "SYSCALL", "ERR", "NAME", "COUNT");
	printa("%-16s %-16s %4d %-14s %@6d\n", @errs);
}
