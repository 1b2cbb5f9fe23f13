/*
 * OPTIONS: -q -c "$HELPERS/syscalls getppid=10"
 * ASSERTION: one clause may update many quantize() aggregations (a known
 * trap for the verifier's complexity limits); each gets every value.
 * The values go through a clause-local variable so that the compiler
 * cannot fold them into constants.
 */
syscall::getppid:entry
/pid == $target/
{
	this->one = 1;
	@q01 = quantize(1000 * this->one);
	@q02 = quantize(2000 * this->one);
	@q03 = quantize(3000 * this->one);
	@q04 = quantize(4000 * this->one);
	@q05 = quantize(5000 * this->one);
	@q06 = quantize(6000 * this->one);
	@q07 = quantize(7000 * this->one);
	@q08 = quantize(8000 * this->one);
	@q09 = quantize(9000 * this->one);
	@q10 = quantize(10000 * this->one);
	@q11 = quantize(11000 * this->one);
	@q12 = quantize(12000 * this->one);
	@q13 = quantize(13000 * this->one);
	@q14 = quantize(14000 * this->one);
	@q15 = quantize(15000 * this->one);
	@q16 = quantize(16000 * this->one);
}
