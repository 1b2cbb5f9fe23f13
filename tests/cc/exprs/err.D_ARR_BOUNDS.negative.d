/*
 * ASSERTION: a negative constant index into a D array is D_ARR_BOUNDS.
 */
this int b[3];

BEGIN { trace(this->b[-1]); }
