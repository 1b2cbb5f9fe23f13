/*
 * ASSERTION: a struct value that lies neither in memory nor in a D
 * variable (a translated struct) cannot be assigned whole.
 */
BEGIN { x = xlate<psinfo_t>(curthread); }
