/*
 * ASSERTION: alloca() needs a constant size (its scratch is laid out at
 * compile time).
 */
syscall::read:entry { this->p = alloca(arg2); }
