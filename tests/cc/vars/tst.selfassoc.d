/*
 * ASSERTION: thread-local associative arrays: self->name[keys].
 */
syscall::read:entry { self->ts[arg0] = timestamp; }
syscall::read:return /self->ts[0]/ { @ = quantize(timestamp - self->ts[0]); self->ts[0] = 0; }
