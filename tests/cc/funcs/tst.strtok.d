/*
 * ASSERTION: strtok() compiles with a string, with NULL, with delimiters
 * in a variable; its result compares with NULL.
 */
BEGIN { this->d = "/"; x = strtok("a/b", this->d); y = strtok(NULL, "/"); z = y == NULL || NULL != x; }
