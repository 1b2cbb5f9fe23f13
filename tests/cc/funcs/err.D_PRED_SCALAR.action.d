/*
 * ASSERTION: an action in a predicate is void: D_PRED_SCALAR.
 */
BEGIN /trace(1)/ { exit(0); }
