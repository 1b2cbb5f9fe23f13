/*
 * ASSERTION: a compound assignment to a variable nothing declares is judged
 * before its value: D_VAR_UNDEF even when the value is an action.
 */
BEGIN { total += printf("x"); }
