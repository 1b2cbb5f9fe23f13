/*
 * ASSERTION: aggregation keys larger than a BPF map key (512 bytes) even
 * with their strings cut to 32 bytes (seventeen strings: 544) are refused.
 */
syscall::open:entry
{
	@[copyinstr(arg0), copyinstr(arg0), copyinstr(arg0), copyinstr(arg0), copyinstr(arg0), copyinstr(arg0),
	  copyinstr(arg0), copyinstr(arg0), copyinstr(arg0), copyinstr(arg0), copyinstr(arg0), copyinstr(arg0),
	  copyinstr(arg0), copyinstr(arg0), copyinstr(arg0), copyinstr(arg0), copyinstr(arg0)] = count();
}
