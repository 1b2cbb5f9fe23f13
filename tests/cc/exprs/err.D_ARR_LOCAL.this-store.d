/*
 * ASSERTION: a clause-local variable cannot be an associative array
 * (D_ARR_LOCAL), when stored to.
 */
BEGIN { this->seen[pid, 1] = 1; }
