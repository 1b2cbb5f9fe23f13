/*
 * ASSERTION: an associative array keyed by one struct type is not indexed
 * by another, however alike their members.
 */
struct record { int position; };
struct pirate { int position; };
struct record r;
struct pirate p;
BEGIN { x[r] = 1; x[p] = 2; }
