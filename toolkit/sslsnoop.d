#!/usr/sbin/dtrace -qs
/*
 * sslsnoop.d - the plain text a process writes to and reads from TLS
 * connections through OpenSSL's libssl: SSL_write(3) and SSL_read(3), and
 * their _ex forms, before encryption and after decryption.
 *
 * What does a program really send over HTTPS? The bytes as the program
 * sees them, without keys or a proxy.
 *
 * USAGE:    sslsnoop.d -c CMD           run CMD (curl, openssl, python3, ...)
 *           sslsnoop.d -p PID           a running process, until Ctrl-C
 *
 * COLUMNS:  FUNC       SSL_write or SSL_read (the _ex forms too)
 *           PID        process ID
 *           COMM       process name
 *           BYTES      bytes written or read (the call's result; <= 0: none)
 *           DATA       the first 64 bytes, as a string (up to a NUL byte); a
 *                      newline in them starts a new line of output
 *
 * OPTIONS:  -p PID or -c CMD: required ($target), a process using libssl
 *           (libssl.so.3). Programs with their own TLS (Go, rustls, GnuTLS)
 *           do not go through it.
 *
 * OVERHEAD: two uprobes per call, some microseconds; fine for interactive
 *           traffic, noticeable for bulk transfers. The data is sensitive:
 *           only root can run this, as any dtrace.
 */

#pragma D option switchrate=10hz
#pragma D option strsize=80

dtrace:::BEGIN
{
	printf("%-10s %7s %-12s %6s %s\n", "FUNC", "PID", "COMM", "BYTES", "DATA");
}

pid$target:libssl.so*:SSL_write:entry,
pid$target:libssl.so*:SSL_read:entry
{
	self->buf = arg1;
	self->in = 1;
}

pid$target:libssl.so*:SSL_write_ex:entry,
pid$target:libssl.so*:SSL_read_ex:entry
{
	self->buf = arg1;
	self->done = arg3;	/* size_t *: the bytes transferred */
	self->in = 1;
}

pid$target:libssl.so*:SSL_write:return,
pid$target:libssl.so*:SSL_read:return
/self->in/
{
	self->n = (int)arg1;
}

pid$target:libssl.so*:SSL_write_ex:return,
pid$target:libssl.so*:SSL_read_ex:return
/self->in/
{
	self->n = arg1 == 1 ? (int)*(size_t *)copyin(self->done, sizeof (size_t)) : 0;
}

pid$target:libssl.so*:SSL_write*:return,
pid$target:libssl.so*:SSL_read*:return
/self->in && self->n > 0/
{
	printf("%-10s %7d %-12s %6d %s\n", probefunc, pid, execname, self->n,
	    copyinstr(self->buf, self->n > 64 ? 64 : self->n));
}

pid$target:libssl.so*:SSL_write*:return,
pid$target:libssl.so*:SSL_read*:return
{
	self->in = 0;
	self->buf = 0;
	self->done = 0;
	self->n = 0;
}
