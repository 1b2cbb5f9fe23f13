/*
 * ASSERTION: globals, thread-locals, clause-locals and associative arrays of any key tuple.
 */
int g;
self string s;
BEGIN { g = 1; self->s = execname; this->x = g + 1; a[pid, execname, 3] = this->x; trace(a[pid, execname, 3]); g++; self->n++; self->n += 2; }
