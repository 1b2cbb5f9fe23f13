/*
 * ASSERTION: speculation(), speculate(), commit() and discard() compile.
 */
syscall::open:entry { self->spec = speculation(); }
syscall::open:entry /self->spec/ { speculate(self->spec); printf("%d\n", arg1); }
syscall::open:return /self->spec && arg0 < 0/ { commit(self->spec); self->spec = 0; }
syscall::open:return /self->spec/ { discard(self->spec); self->spec = 0; }
