/*
 * ASSERTION: a negative tracemem() size is D_TRACEMEM_SIZE.
 */
BEGIN { tracemem(curthread, -8); }
