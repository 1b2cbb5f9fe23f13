/*
 * ASSERTION: setopt() compiles with and without a value.
 */
BEGIN { setopt("quiet"); setopt("aggsortkey", "1"); }
