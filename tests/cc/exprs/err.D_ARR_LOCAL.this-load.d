/*
 * ASSERTION: a clause-local variable cannot be an associative array
 * (D_ARR_LOCAL), when read.
 */
this int t;
BEGIN { trace(this->t[0]); }
