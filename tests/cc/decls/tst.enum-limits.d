/*
 * ASSERTION: enumerators at INT_MIN and INT_MAX are valid.
 */
enum lim { LO = -2147483648, HI = 2147483647 };
BEGIN { trace(LO); trace(HI); exit(0); }
