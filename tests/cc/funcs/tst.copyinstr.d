/*
 * ASSERTION: copyinstr() compiles in its documented forms.
 */
syscall::open:entry { trace(copyinstr(arg0)); trace(copyinstr(arg0, 10)); }
