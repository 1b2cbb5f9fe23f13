/*
 * ASSERTION: clause-local this-> variables hold values within a clause.
 */
#pragma D option quiet
BEGIN
{
	this->a = 5;
	this->b = this->a * 2;
	this->s = "local";
	printf("%d %d %s\n", this->a, this->b, this->s);
	exit(0);
}
