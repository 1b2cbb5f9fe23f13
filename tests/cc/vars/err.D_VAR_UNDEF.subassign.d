/*
 * ASSERTION: -= on a thread-local never assigned is D_VAR_UNDEF.
 */
syscall::read:entry { self->n -= arg2; }
