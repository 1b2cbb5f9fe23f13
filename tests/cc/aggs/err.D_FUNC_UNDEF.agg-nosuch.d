/*
 * ASSERTION: an aggregation assigned an unknown function names the function
 * as undefined (D_FUNC_UNDEF) before judging the aggregation.
 */
BEGIN { @hits["x"] = nosuchfunc(); }
