/*
 * ASSERTION: D_PRINTA_AGGARG is reported (printf: notagg).
 */
BEGIN { @a = count(); printa("%@d", 1); }
