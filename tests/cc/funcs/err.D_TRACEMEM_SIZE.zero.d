/*
 * ASSERTION: tracemem()'s size must be a positive integer constant: a
 * size of 0 is D_TRACEMEM_SIZE, judged before the address's type.
 */
BEGIN { tracemem(123, 0); }
