/*
 * ASSERTION: a program of nothing but a comment is D_EMPTY ("empty D
 * program translation unit"), not a dtrace that matches no probe and
 * waits forever.
 */
