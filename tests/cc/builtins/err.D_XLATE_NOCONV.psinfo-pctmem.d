/*
 * ASSERTION: psinfo_t's pr_pctmem (a decayed percentage Linux does not
 * keep) has no conversion, as in DTrace's library: D_XLATE_NOCONV.
 */
BEGIN { printf("%d\n", curpsinfo->pr_pctmem); }
