/*
 * ASSERTION: copyin() compiles in its documented forms.
 */
syscall::read:entry { x = copyin(arg1, 8); }
