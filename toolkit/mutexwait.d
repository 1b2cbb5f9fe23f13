#!/usr/sbin/dtrace -qs
/*
 * mutexwait.d - time threads wait to get pthread mutexes: a histogram of
 * pthread_mutex_lock(3) times, and the stacks of the waits that blocked,
 * printed when tracing ends.
 *
 * Is a multi-threaded program slow because its threads wait for each
 * other? Lock calls that take microseconds found the mutex free; those
 * that take milliseconds waited for another thread to unlock it.
 *
 * USAGE:    mutexwait.d -c CMD          run CMD and measure its lock waits
 *           mutexwait.d -p PID          measure PID until Ctrl-C
 *           mutexwait.d -c CMD 1000     stacks only of waits of 1000 us or more
 *
 * COLUMNS:  a histogram of the time in pthread_mutex_lock() (nanoseconds),
 *           then for every wait of at least the threshold (default 100
 *           microseconds): the user stack that locked, and the total
 *           microseconds it waited; the longest last. Then the number of
 *           lock calls and of blocked ones.
 *
 * OPTIONS:  -p PID or -c CMD: required ($target); $1: the threshold in
 *           microseconds above which a wait's stack is kept (default 100).
 *
 * OVERHEAD: two uprobes per lock call (some microseconds): a program that
 *           locks a million times a second slows down many times over.
 */

#pragma D option defaultargs

dtrace:::BEGIN
{
	threshold = ($1 > 0 ? $1 : 100) * 1000;
}

pid$target::pthread_mutex_lock:entry
{
	self->ts = timestamp;
	self->mutex = arg0;
}

pid$target::pthread_mutex_lock:return
/self->ts/
{
	this->ns = timestamp - self->ts;
	@["pthread_mutex_lock time (ns)"] = quantize(this->ns);
	@calls = count();
	@blocked = sum(this->ns >= threshold);
	self->ts = 0;
}

pid$target::pthread_mutex_lock:return
/this->ns >= threshold/
{
	@waits[ustack()] = sum(this->ns / 1000);
	this->ns = 0;
}

dtrace:::END
{
	printa(@);
	printf("stacks of the waits over %d us, total us waited:\n", threshold / 1000);
	printa(@waits);
	printa("lock calls: %@d", @calls);
	printa(", blocked over the threshold: %@d\n", @blocked);
}
