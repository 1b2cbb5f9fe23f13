/*
 * ASSERTION: strtoll() and progenyof() compile.
 */
syscall::open:entry /progenyof(1)/ { trace(strtoll(copyinstr(arg0))); trace(strtoll("12", 10)); }
