/*
 * ASSERTION: a struct is an aggregation key (as in DTrace), but one larger
 * than a BPF map key (512 bytes; the kernel's task_struct) is refused,
 * naming the limit.
 */
BEGIN { @[*curthread] = count(); }
