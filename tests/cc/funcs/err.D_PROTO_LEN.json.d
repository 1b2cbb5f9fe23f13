/*
 * ASSERTION: json( ) takes a document and a selector: one argument is a
 * prototype mismatch, counted before any argument's type is looked at.
 */
BEGIN { trace(json(1)); }
