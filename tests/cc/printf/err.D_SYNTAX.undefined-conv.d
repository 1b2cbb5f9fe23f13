/*
 * ASSERTION: an undefined conversion is a syntax error of the format (D_SYNTAX), found before the arguments are looked at.
 */
BEGIN { printf("%d %Q %s", "not an int", 1, 2); }
