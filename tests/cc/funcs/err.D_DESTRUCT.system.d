/*
 * ASSERTION: system() needs -w.
 */
BEGIN { system("echo hi"); }
