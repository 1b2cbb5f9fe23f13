/*
 * ASSERTION: basename() and dirname() compile.
 */
syscall::open:entry { this->p = copyinstr(arg0); printf("%s %s\n", basename(this->p), dirname(this->p)); }
