/*
 * ASSERTION: tracemem()'s size is a constant: a variable there is
 * D_TRACEMEM_SIZE (the third argument is the one that may vary).
 */
BEGIN { n = 8; tracemem(curthread, n); }
