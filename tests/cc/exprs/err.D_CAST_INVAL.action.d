/*
 * ASSERTION: a cast of an action (a void value) to an integer is D_CAST_INVAL.
 */
BEGIN { x = (int)trace(0); }
