/*
 * ASSERTION: pragmas alone do not make a program: D_EMPTY.
 */
#pragma D option quiet
