/*
 * ASSERTION: copyin()'s copy lies in the clause's scratch space, where D
 * may write, as in DTrace: a script cuts the copy short by storing a zero
 * byte into it, at a constant index or one computed when the probe fires,
 * and reads it back through the same pointer.
 */
/* OPTIONS: -q -c "/bin/echo hello world" */
syscall::write:entry
/pid == $target/
{
	this->s = (char *)copyin(arg1, arg2);
	this->s[4] = '\0';
	printf("[%s] %d\n", stringof(this->s), stringof(this->s) == "hell");
	this->t = (char *)copyin(arg1, arg2);
	this->t[arg2 - 1] = '\0';
	this->len = strlen(this->t);
	printf("[%s] %d, last %c\n", stringof(this->t), this->len, this->t[this->len - 1]);
}
