/*
 * ASSERTION: a predicate must be followed by a body.
 */
BEGIN
/1/
