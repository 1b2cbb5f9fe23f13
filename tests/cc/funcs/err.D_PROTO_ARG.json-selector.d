/*
 * ASSERTION: json( )'s selector is a string: an integer other than the
 * null pointer constant 0 is refused with the prototype and the argument's
 * type.
 */
BEGIN { trace(json("{\"a\": 1}", 1)); }
