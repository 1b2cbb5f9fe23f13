/*
 * ASSERTION: json( )'s selector is a string: an integer is refused with
 * the prototype and the argument's type.
 */
BEGIN { trace(json("{\"a\": 1}", 0)); }
