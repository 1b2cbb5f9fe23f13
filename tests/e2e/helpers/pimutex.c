/*
 * pimutex - priority inheritance, for sched:::change-pri: a thread at nice
 * 5 takes a PTHREAD_PRIO_INHERIT mutex and holds it for 100 ms while the
 * main thread (nice 0) blocks on it, which lends the holder the main
 * thread's priority until it unlocks. Prints "holder TID" to stderr.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t mu;
static int held[2];

static void *holder(void *arg)
{
	struct timespec ts = { 0, 100 * 1000000L };
	char c = 0;

	(void)arg;
	if (setpriority(PRIO_PROCESS, (id_t)gettid(), 5))
		perror("setpriority");
	fprintf(stderr, "holder %d\n", (int)gettid());
	pthread_mutex_lock(&mu);
	if (write(held[1], &c, 1) != 1)
		perror("write");
	nanosleep(&ts, NULL);
	pthread_mutex_unlock(&mu);
	return NULL;
}

int main(void)
{
	pthread_mutexattr_t ma;
	pthread_t t;
	char c;

	pthread_mutexattr_init(&ma);
	pthread_mutexattr_setprotocol(&ma, PTHREAD_PRIO_INHERIT);
	pthread_mutex_init(&mu, &ma);
	if (pipe(held) || pthread_create(&t, NULL, holder, NULL))
		return 2;
	if (read(held[0], &c, 1) != 1)
		return 1;
	pthread_mutex_lock(&mu);
	pthread_mutex_unlock(&mu);
	pthread_join(t, NULL);
	return 0;
}
