/*
 * myapp - a program built with the header dtrace -h writes for myapp.d.
 *
 *   myapp fire N   fires, for i = 1..N: query-start("select i", i),
 *                  query-done("select i", 10 * i, -1000 * i),
 *                  small(200 + i, -i, i << 40, &req), tick(), idle();
 *                  prints "done-enabled i" whenever QUERY_DONE_ENABLED().
 *   myapp twice    fires query-start("first", 1) and ("second", 2) from two
 *                  copies of the macro in one function (an inlined helper).
 *   myapp watch    prints "start E" (TICK_ENABLED()), then fires tick every
 *                  5 ms and prints "on Q" when TICK_ENABLED() becomes true
 *                  (Q: QUERY_START_ENABLED() then) and "off" when it is false
 *                  again, and exits; gives up after 20 s.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "myapp.h"

struct req {
	int id;
};

__attribute__((noinline)) static void fire(int n)
{
	struct req r = { 7 };
	char sql[32];

	for (int i = 1; i <= n; i++) {
		snprintf(sql, sizeof(sql), "select %d", i);
		MYAPP_QUERY_START(sql, i);
		if (MYAPP_QUERY_DONE_ENABLED())
			printf("done-enabled %d\n", i);
		MYAPP_QUERY_DONE(sql, 10 * i, -1000L * i);
		MYAPP_SMALL((unsigned char)(200 + i), (short)-i, (uint64_t)i << 40, &r);
		MYAPP_TICK();
		MYAPP_IDLE();
	}
}

static inline __attribute__((always_inline)) void start(const char *sql, int id)
{
	MYAPP_QUERY_START(sql, id);
}

__attribute__((noinline)) static void twice(void)
{
	start("first", 1);
	start("second", 2);
}

__attribute__((noinline)) static int watch(void)
{
	struct timespec ts = { 0, 5000000 };
	int on = 0;

	printf("start %d\n", MYAPP_TICK_ENABLED() ? 1 : 0);
	fflush(stdout);
	for (int i = 0; i < 4000; i++) {
		MYAPP_TICK();
		if (!on && MYAPP_TICK_ENABLED()) {
			on = 1;
			printf("on %d\n", MYAPP_QUERY_START_ENABLED() ? 1 : 0);
			fflush(stdout);
		} else if (on && !MYAPP_TICK_ENABLED()) {
			printf("off\n");
			return 0;
		}
		nanosleep(&ts, NULL);
	}
	printf("gave up\n");
	return 1;
}

int main(int argc, char **argv)
{
	if (argc > 2 && strcmp(argv[1], "fire") == 0) {
		fire(atoi(argv[2]));
		return 0;
	}
	if (argc > 1 && strcmp(argv[1], "twice") == 0) {
		twice();
		return 0;
	}
	if (argc > 1 && strcmp(argv[1], "watch") == 0)
		return watch();
	fprintf(stderr, "usage: myapp fire N | myapp twice | myapp watch\n");
	return 2;
}
