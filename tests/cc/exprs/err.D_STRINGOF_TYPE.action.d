/*
 * ASSERTION: stringof( ) of an action (a void expression) is a stringof type
 * error (D_STRINGOF_TYPE), judged before the action is refused as a value.
 */
#pragma D option quiet
BEGIN { printf("%s", stringof(printf("x"))); }
