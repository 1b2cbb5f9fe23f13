/*
 * ASSERTION: deep nesting within the bound compiles: 900 parentheses, 900
 * unary operators, a chain of 2900 additions and 400 nested ifs.
 */
BEGIN
{
	x = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((timestamp))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));
	y = -~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~-~timestamp;
	z = timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp + timestamp;
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	if (x) {
	x = 1;
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	}
	exit(0);
}
