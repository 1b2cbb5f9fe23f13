/*
 * ASSERTION: <<= on a clause-local never assigned is D_VAR_UNDEF.
 */
BEGIN { this->x <<= 2; }
