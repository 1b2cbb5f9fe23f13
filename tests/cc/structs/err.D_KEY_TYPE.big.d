/*
 * ASSERTION: a struct too large for a BPF hash key (task_struct) cannot
 * be an associative array key.
 */
BEGIN { x[*curthread] = 1; }
