/*
 * ASSERTION: a stack() key printed with a conversion other than %k is D_PRINTF_ARG_TYPE.
 */
BEGIN { @[stack()] = count(); printa("%p %@d\n", @); }
