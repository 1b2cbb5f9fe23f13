/*
 * ASSERTION: trace() of a struct records its bytes from memory or a D
 * variable; a translated struct is in neither.
 */
BEGIN { trace(xlate<psinfo_t>(curthread)); }
