/*
 * ASSERTION: a predicate that ends inside parentheses says which closing
 * token is missing.
 */
syscall::read:entry
/(pid == 1/
{
}
