/*
 * ASSERTION: D_CG_DYN is reported (exprs: deep).
 */
BEGIN { x = pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid + (pid))))))))))))))))))))))))))))))))))))))))))))); }
