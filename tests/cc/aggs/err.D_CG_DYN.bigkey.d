/*
 * ASSERTION: aggregation keys larger than a BPF map key (512 bytes) are refused.
 */
syscall::open:entry { @[copyinstr(arg0), copyinstr(arg1), execname] = count(); }
