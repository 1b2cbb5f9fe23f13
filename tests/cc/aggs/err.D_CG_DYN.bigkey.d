/*
 * ASSERTION: aggregation keys larger than a BPF map key (512 bytes) are refused.
 */
syscall::read:entry { @[ustack(), ustack()] = count(); }
