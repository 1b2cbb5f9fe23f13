/*
 * ASSERTION: a variable of a struct declared but never defined is refused.
 */
struct fwd;
struct fwd v;
