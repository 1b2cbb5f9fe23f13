/*
 * ASSERTION: a declared name with the scoping operator is D_DECL_SCOPE.
 */
int vmlinux`counter;
BEGIN { exit(0); }
