/*
 * sigwaiter - takes signals with the sigwait(2) family, for proc:::
 * signal-clear and its neighbours. It blocks SIGUSR1 and SIGUSR2 and forks
 * a child that sends it SIGUSR1 N times (each after the parent took the
 * one before, so none merge) and then SIGUSR2 once, then ignores SIGURG and
 * sends it to itself (discarded: the child, unlike a dtrace -c target, is
 * not ptraced, which would make the kernel deliver it to be ignored). The
 * parent takes the SIGUSR1s with sigwait() and the SIGUSR2 with
 * sigwaitinfo(), reaps the child (so that no SIGCHLD interrupts what
 * follows), waits 1 ms with sigtimedwait() for a signal that never comes,
 * and sends itself SIGHUP, which a handler takes. Exits 0 if every signal
 * came as expected.
 *
 *   sigwaiter N
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t hups;

static void on_hup(int sig)
{
	(void)sig;
	hups++;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1, ack[2], sig, st;
	struct timespec ms = { 0, 1000000 };
	sigset_t set;
	siginfo_t si;
	pid_t child;
	char c = 0;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigaddset(&set, SIGUSR2);
	if (n < 1 || sigprocmask(SIG_BLOCK, &set, NULL) || pipe(ack))
		return 2;
	child = fork();
	if (child < 0)
		return 2;
	if (child == 0) {
		pid_t parent = getppid();

		for (int k = 0; k < n; k++) {
			kill(parent, SIGUSR1);
			if (read(ack[0], &c, 1) != 1)
				_exit(1);
		}
		kill(parent, SIGUSR2);
		signal(SIGURG, SIG_IGN);
		kill(getpid(), SIGURG);
		_exit(0);
	}
	for (int k = 0; k < n; k++) {
		sigset_t one;

		sigemptyset(&one);
		sigaddset(&one, SIGUSR1);
		if (sigwait(&one, &sig) || sig != SIGUSR1 || write(ack[1], &c, 1) != 1) {
			fprintf(stderr, "sigwaiter: sigwait\n");
			return 1;
		}
	}
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	if (sigwaitinfo(&set, &si) != SIGUSR2 || si.si_pid != child) {
		fprintf(stderr, "sigwaiter: sigwaitinfo\n");
		return 1;
	}
	if (waitpid(child, &st, 0) != child || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		fprintf(stderr, "sigwaiter: child failed\n");
		return 1;
	}
	if (sigtimedwait(&set, &si, &ms) != -1 || errno != EAGAIN) {
		fprintf(stderr, "sigwaiter: sigtimedwait did not time out\n");
		return 1;
	}
	signal(SIGHUP, on_hup);
	kill(getpid(), SIGHUP);
	if (hups != 1) {
		fprintf(stderr, "sigwaiter: no SIGHUP handled\n");
		return 1;
	}
	return 0;
}
