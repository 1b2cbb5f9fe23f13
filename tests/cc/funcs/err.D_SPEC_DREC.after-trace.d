/*
 * ASSERTION: speculate() must come before data-recording actions.
 */
BEGIN { trace(1); speculate(speculation()); }
