/*
 * dlib.c - the D library: DTrace's translated types (psinfo_t, lwpsinfo_t,
 * cpuinfo_t, bufinfo_t, devinfo_t), the translators that fill them from
 * Linux's structures, and the variables built on them (curpsinfo,
 * curlwpsinfo, curcpu), written in D as DTrace's own library is.
 *
 * Each section is compiled only if the kernel types it reads exist (a
 * kernel without BTF still compiles every script that does not use it).
 * Its items go before the program's, so scripts may use them anywhere.
 * Providers name the translated type of an argument (probe_arg.xlate) and
 * the checker applies these translators to args[] (check.c).
 */
#include "dlib.h"

#include <stdio.h>
#include <string.h>

#include "../base/util.h"
#include "parse.h"

struct dlib_section {
	const char *needs;  /* a kernel type it reads */
	const char *text;
};

static const struct dlib_section sections[] = {
	{ "struct task_struct",
	  "typedef struct psinfo {\n"
	  "	int pr_nlwp; pid_t pr_pid; pid_t pr_ppid; pid_t pr_pgid; pid_t pr_sid;\n"
	  "	uid_t pr_uid; uid_t pr_euid; gid_t pr_gid; gid_t pr_egid; uintptr_t pr_addr;\n"
	  "	uint64_t pr_start; string pr_fname; string pr_psargs; int pr_argc;\n"
	  "	uintptr_t pr_argv; uintptr_t pr_envp; int pr_dmodel; int pr_taskid; int pr_zoneid;\n"
	  "} psinfo_t;\n"
	  "typedef struct lwpsinfo {\n"
	  "	int pr_flag; id_t pr_lwpid; uintptr_t pr_addr; uintptr_t pr_wchan; char pr_stype;\n"
	  "	char pr_state; char pr_sname; int pr_pri; int pr_nice; string pr_clname;\n"
	  "	processorid_t pr_onpro; processorid_t pr_bindpro; uint64_t pr_start;\n"
	  "} lwpsinfo_t;\n"
	  "typedef struct cpuinfo {\n"
	  "	processorid_t cpu_id; int cpu_pset; int cpu_chip; int cpu_lgrp;\n"
	  "} cpuinfo_t;\n"
	  "translator psinfo_t < struct task_struct *T > {\n"
	  "	pr_nlwp = T->signal->nr_threads;\n"
	  "	pr_pid = T->tgid;\n"
	  "	pr_ppid = T->real_parent->tgid;\n"
	  "	pr_pgid = T->group_leader->tgid;\n"
	  "	pr_sid = T->sessionid;\n"
	  "	pr_uid = T->real_cred->uid.val;\n"
	  "	pr_euid = T->real_cred->euid.val;\n"
	  "	pr_gid = T->real_cred->gid.val;\n"
	  "	pr_egid = T->real_cred->egid.val;\n"
	  "	pr_addr = (uintptr_t)T;\n"
	  "	pr_start = T->start_time;\n"
	  "	pr_fname = stringof(T->comm);\n"
	  "	pr_psargs = __psargs(T);\n"
	  "	pr_argc = 0;\n"
	  "	pr_argv = T->mm ? T->mm->arg_start : 0;\n"
	  "	pr_envp = T->mm ? T->mm->env_start : 0;\n"
	  "	pr_dmodel = 1;\n"
	  "	pr_taskid = 0;\n"
	  "	pr_zoneid = 0;\n"
	  "};\n"
	  "translator lwpsinfo_t < struct task_struct *T > {\n"
	  "	pr_flag = T->flags;\n"
	  "	pr_lwpid = T->pid;\n"
	  "	pr_addr = (uintptr_t)T;\n"
	  "	pr_wchan = 0;\n"
	  "	pr_stype = 0;\n"
	  "	pr_state = T->__state == 0 ? 2 : (T->__state & 0x2) ? 1 : (T->__state & 0x1) ? 1 :\n"
	  "		   (T->__state & 0x4) ? 4 : (T->__state & 0x20) ? 3 : 7;\n"
	  "	pr_sname = T->__state == 0 ? 'R' : (T->__state & 0x3) ? 'S' : (T->__state & 0x4) ? 'T' :\n"
	  "		   (T->__state & 0x20) ? 'Z' : '?';\n"
	  "	pr_pri = T->prio;\n"
	  "	pr_nice = T->static_prio - 120;\n"
	  "	pr_clname = T->policy == 1 ? \"FX\" : T->policy == 2 ? \"RT\" : \"TS\";\n"
	  "	pr_onpro = T->thread_info.cpu;\n"
	  "	pr_bindpro = -1;\n"
	  "	pr_start = T->start_time;\n"
	  "};\n"
	  "translator cpuinfo_t < struct task_struct *T > {\n"
	  "	cpu_id = T->thread_info.cpu;\n"
	  "	cpu_pset = -1;\n"
	  "	cpu_chip = T->thread_info.cpu;\n"
	  "	cpu_lgrp = 0;\n"
	  "};\n"
	  "inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);\n"
	  "inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);\n"
	  "inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (curthread);\n"
	  "inline char SSLEEP = 1;\n"
	  "inline char SRUN = 2;\n"
	  "inline char SZOMB = 3;\n"
	  "inline char SSTOP = 4;\n"
	  "inline char SIDL = 5;\n"
	  "inline char SONPROC = 6;\n"
	  "inline char SWAIT = 7;\n"
	  /* proc:::exit's args[0] and exec-failure's, computed from what the kernel holds */
	  "typedef struct __dtrace_exit { int reason; } __dtrace_exit_t;\n"
	  "translator __dtrace_exit_t < struct task_struct *T > {\n"
	  "	reason = (T->exit_code & 0x7f) == 0 ? 1 : (T->exit_code & 0x80) ? 3 : 2;\n"
	  "};\n"
	  "typedef struct __dtrace_errno { int err; } __dtrace_errno_t;\n"
	  "translator __dtrace_errno_t < long R > { err = -R; };\n"
	  /* proc:::exec's args[0]: the path execve() was given, from the caller's memory */
	  "typedef struct __dtrace_execpath { string path; } __dtrace_execpath_t;\n"
	  "translator __dtrace_execpath_t < uintptr_t P > { path = copyinstr(P); };\n"
	  /* proc:::signal-handle's args[1]: the kernel's siginfo, as DTrace's; args[2]: the handler */
	  "typedef void (*__dtrace_sighandler_t)(void);\n"
	  "typedef struct __dtrace_siginfo {\n"
	  "	int si_signo; int si_code; int si_errno; pid_t si_pid; uid_t si_uid;\n"
	  "	uintptr_t si_addr; int si_status; long si_band;\n"
	  "} siginfo_t;\n"
	  "translator siginfo_t < struct kernel_siginfo *I > {\n"
	  "	si_signo = I->si_signo;\n"
	  "	si_code = I->si_code;\n"
	  "	si_errno = I->si_errno;\n"
	  "	si_pid = I->_sifields._kill._pid;\n"
	  "	si_uid = I->_sifields._kill._uid;\n"
	  "	si_addr = (uintptr_t)I->_sifields._sigfault._addr;\n"
	  "	si_status = I->_sifields._sigchld._status;\n"
	  "	si_band = I->_sifields._sigpoll._band;\n"
	  "};\n"
	  /* sched:::change-pri's args[2]: sched_pi_setprio's new priority (rt_mutex_setprio's) */
	  "typedef struct __dtrace_setprio { struct task_struct *tsk; struct task_struct *pi; }\n"
	  "	__dtrace_setprio_t;\n"
	  "typedef struct __dtrace_newpri { int pri; } __dtrace_newpri_t;\n"
	  "translator __dtrace_newpri_t < __dtrace_setprio_t *A > {\n"
	  "	pri = A->pi == 0 ? A->tsk->normal_prio :\n"
	  "	      A->pi->prio < A->tsk->normal_prio ? A->pi->prio : A->tsk->normal_prio;\n"
	  "};\n"
	  /* Linux signal numbers (x86_64) */
	  "inline int SIGHUP = 1;\n"
	  "inline int SIGINT = 2;\n"
	  "inline int SIGQUIT = 3;\n"
	  "inline int SIGILL = 4;\n"
	  "inline int SIGTRAP = 5;\n"
	  "inline int SIGABRT = 6;\n"
	  "inline int SIGBUS = 7;\n"
	  "inline int SIGFPE = 8;\n"
	  "inline int SIGKILL = 9;\n"
	  "inline int SIGUSR1 = 10;\n"
	  "inline int SIGSEGV = 11;\n"
	  "inline int SIGUSR2 = 12;\n"
	  "inline int SIGPIPE = 13;\n"
	  "inline int SIGALRM = 14;\n"
	  "inline int SIGTERM = 15;\n"
	  "inline int SIGSTKFLT = 16;\n"
	  "inline int SIGCHLD = 17;\n"
	  "inline int SIGCONT = 18;\n"
	  "inline int SIGSTOP = 19;\n"
	  "inline int SIGTSTP = 20;\n"
	  "inline int SIGTTIN = 21;\n"
	  "inline int SIGTTOU = 22;\n"
	  "inline int SIGURG = 23;\n"
	  "inline int SIGXCPU = 24;\n"
	  "inline int SIGXFSZ = 25;\n"
	  "inline int SIGVTALRM = 26;\n"
	  "inline int SIGPROF = 27;\n"
	  "inline int SIGWINCH = 28;\n"
	  "inline int SIGIO = 29;\n"
	  "inline int SIGPWR = 30;\n"
	  "inline int SIGSYS = 31;\n"
	  "inline int CLD_EXITED = 1;\n"
	  "inline int CLD_KILLED = 2;\n"
	  "inline int CLD_DUMPED = 3;\n" },
	{ "struct request",
	  "typedef struct bufinfo {\n"
	  "	int b_flags; size_t b_bcount; caddr_t b_addr; uint64_t b_lblkno; uint64_t b_blkno;\n"
	  "	size_t b_resid; size_t b_bufsize; caddr_t b_iodone; int b_error; dev_t b_edev;\n"
	  "} bufinfo_t;\n"
	  "typedef struct devinfo {\n"
	  "	int dev_major; int dev_minor; int dev_instance; string dev_name;\n"
	  "	string dev_statname; string dev_pathname;\n"
	  "} devinfo_t;\n"
	  "inline int B_BUSY = 0x000001;\n"
	  "inline int B_DONE = 0x000002;\n"
	  "inline int B_ERROR = 0x000004;\n"
	  "inline int B_PAGEIO = 0x000010;\n"
	  "inline int B_PHYS = 0x000020;\n"
	  "inline int B_READ = 0x000040;\n"
	  "inline int B_WRITE = 0x000100;\n"
	  "inline int B_ASYNC = 0x000400;\n"
	  /* REQ_OP_MASK is the low 8 bits; odd ops move data to the device; REQ_SYNC is bit 11 */
	  "translator bufinfo_t < struct request *R > {\n"
	  "	b_flags = ((R->cmd_flags & 0xff) & 1 ? B_WRITE : B_READ) | B_BUSY |\n"
	  "		  (R->cmd_flags & (1 << 11) ? 0 : B_ASYNC);\n"
	  "	b_bcount = R->__data_len;\n"
	  "	b_addr = 0;\n"
	  "	b_lblkno = R->__sector;\n"
	  "	b_blkno = R->__sector;\n"
	  "	b_resid = 0;\n"
	  "	b_bufsize = R->__data_len;\n"
	  "	b_iodone = 0;\n"
	  "	b_error = 0;\n"
	  "	b_edev = R->q->disk ? ((dev_t)R->q->disk->major << 20 | R->q->disk->first_minor) : 0;\n"
	  "};\n"
	  "translator devinfo_t < struct request *R > {\n"
	  "	dev_major = R->q->disk ? R->q->disk->major : 0;\n"
	  "	dev_minor = R->q->disk ? R->q->disk->first_minor : 0;\n"
	  "	dev_instance = R->q->disk ? R->q->disk->first_minor : 0;\n"
	  "	dev_name = R->q->disk ? stringof(R->q->disk->disk_name) : \"<none>\";\n"
	  "	dev_statname = R->q->disk ? stringof(R->q->disk->disk_name) : \"<none>\";\n"
	  "	dev_pathname = R->q->disk ? strjoin(\"/dev/\", stringof(R->q->disk->disk_name)) : \"<none>\";\n"
	  "};\n"
	  "translator fileinfo_t < struct request *R > {\n"
	  "	fi_name = \"<none>\";\n"
	  "	fi_dirname = \"<none>\";\n"
	  "	fi_pathname = \"<none>\";\n"
	  "	fi_fs = \"<none>\";\n"
	  "	fi_mount = \"<none>\";\n"
	  "	fi_offset = 0;\n"
	  "	fi_oflags = 0;\n"
	  "};\n" },
	{ "struct sock",
	  /* inet_sock_set_state's raw arguments, as tcp:::state-change's probes see them */
	  "typedef struct __dtrace_sockstate { struct sock *sk; int64_t oldstate; int64_t newstate; }\n"
	  "	__dtrace_sockstate_t;\n"
	  "typedef struct tcpsinfo {\n"
	  "	uintptr_t tcps_addr; int tcps_local; int tcps_active; uint16_t tcps_lport;\n"
	  "	uint16_t tcps_rport; string tcps_laddr; string tcps_raddr; int32_t tcps_state;\n"
	  "	uint32_t tcps_iss; uint32_t tcps_suna; uint32_t tcps_snxt; uint32_t tcps_rnxt;\n"
	  "	uint32_t tcps_swnd; uint32_t tcps_rwnd; uint32_t tcps_cwnd; uint32_t tcps_cwnd_ssthresh;\n"
	  "	uint32_t tcps_rto; uint32_t tcps_mss; int tcps_retransmit;\n"
	  "} tcpsinfo_t;\n"
	  "typedef struct tcplsinfo { int32_t tcps_state; } tcplsinfo_t;\n"
	  "typedef struct ipinfo {\n"
	  "	uint8_t ip_ver; uint16_t ip_plength; string ip_saddr; string ip_daddr;\n"
	  "} ipinfo_t;\n"
	  "inline int32_t TCP_STATE_CLOSED = 0;\n"
	  "inline int32_t TCP_STATE_IDLE = 1;\n"
	  "inline int32_t TCP_STATE_BOUND = 2;\n"
	  "inline int32_t TCP_STATE_LISTEN = 3;\n"
	  "inline int32_t TCP_STATE_SYN_SENT = 4;\n"
	  "inline int32_t TCP_STATE_SYN_RECEIVED = 5;\n"
	  "inline int32_t TCP_STATE_ESTABLISHED = 6;\n"
	  "inline int32_t TCP_STATE_CLOSE_WAIT = 7;\n"
	  "inline int32_t TCP_STATE_FIN_WAIT_1 = 8;\n"
	  "inline int32_t TCP_STATE_CLOSING = 9;\n"
	  "inline int32_t TCP_STATE_LAST_ACK = 10;\n"
	  "inline int32_t TCP_STATE_FIN_WAIT_2 = 11;\n"
	  "inline int32_t TCP_STATE_TIME_WAIT = 12;\n"
	  /* Linux's TCP_* states (1 ESTABLISHED ... 12 NEW_SYN_RECV) as DTrace's TCP_STATE_* */
	  "translator tcplsinfo_t < __dtrace_sockstate_t *A > {\n"
	  "	tcps_state = A->oldstate == 1 ? 6 : A->oldstate == 2 ? 4 : A->oldstate == 3 ? 5 :\n"
	  "		A->oldstate == 4 ? 8 : A->oldstate == 5 ? 11 : A->oldstate == 6 ? 12 :\n"
	  "		A->oldstate == 7 ? 0 : A->oldstate == 8 ? 7 : A->oldstate == 9 ? 10 :\n"
	  "		A->oldstate == 10 ? 3 : A->oldstate == 11 ? 9 : A->oldstate == 12 ? 5 : 0;\n"
	  "};\n"
	  "translator tcpsinfo_t < __dtrace_sockstate_t *A > {\n"
	  "	tcps_addr = (uintptr_t)A->sk;\n"
	  "	tcps_local = A->sk->__sk_common.skc_daddr == A->sk->__sk_common.skc_rcv_saddr;\n"
	  "	tcps_active = 0;\n"
	  "	tcps_lport = A->sk->__sk_common.skc_num;\n"
	  "	tcps_rport = ntohs(A->sk->__sk_common.skc_dport);\n"
	  "	tcps_laddr = A->sk->__sk_common.skc_family != 2 ? \"<ipv6>\" :\n"
	  "		strjoin(strjoin(strjoin(lltostr(A->sk->__sk_common.skc_rcv_saddr & 0xff), \".\"),\n"
	  "		strjoin(lltostr((A->sk->__sk_common.skc_rcv_saddr >> 8) & 0xff), \".\")),\n"
	  "		strjoin(strjoin(lltostr((A->sk->__sk_common.skc_rcv_saddr >> 16) & 0xff), \".\"),\n"
	  "		lltostr((A->sk->__sk_common.skc_rcv_saddr >> 24) & 0xff)));\n"
	  "	tcps_raddr = A->sk->__sk_common.skc_family != 2 ? \"<ipv6>\" :\n"
	  "		strjoin(strjoin(strjoin(lltostr(A->sk->__sk_common.skc_daddr & 0xff), \".\"),\n"
	  "		strjoin(lltostr((A->sk->__sk_common.skc_daddr >> 8) & 0xff), \".\")),\n"
	  "		strjoin(strjoin(lltostr((A->sk->__sk_common.skc_daddr >> 16) & 0xff), \".\"),\n"
	  "		lltostr((A->sk->__sk_common.skc_daddr >> 24) & 0xff)));\n"
	  "	tcps_state = A->newstate == 1 ? 6 : A->newstate == 2 ? 4 : A->newstate == 3 ? 5 :\n"
	  "		A->newstate == 4 ? 8 : A->newstate == 5 ? 11 : A->newstate == 6 ? 12 :\n"
	  "		A->newstate == 7 ? 0 : A->newstate == 8 ? 7 : A->newstate == 9 ? 10 :\n"
	  "		A->newstate == 10 ? 3 : A->newstate == 11 ? 9 : A->newstate == 12 ? 5 : 0;\n"
	  "	tcps_iss = 0;\n"
	  "	tcps_suna = ((struct tcp_sock *)A->sk)->snd_una;\n"
	  "	tcps_snxt = ((struct tcp_sock *)A->sk)->snd_nxt;\n"
	  "	tcps_rnxt = ((struct tcp_sock *)A->sk)->rcv_nxt;\n"
	  "	tcps_swnd = ((struct tcp_sock *)A->sk)->snd_wnd;\n"
	  "	tcps_rwnd = ((struct tcp_sock *)A->sk)->rcv_wnd;\n"
	  "	tcps_cwnd = ((struct tcp_sock *)A->sk)->snd_cwnd;\n"
	  "	tcps_cwnd_ssthresh = ((struct tcp_sock *)A->sk)->snd_ssthresh;\n"
	  "	tcps_rto = 0;\n"
	  "	tcps_mss = ((struct tcp_sock *)A->sk)->mss_cache;\n"
	  "	tcps_retransmit = 0;\n"
	  "};\n"
	  "translator ipinfo_t < __dtrace_sockstate_t *A > {\n"
	  "	ip_ver = A->sk->__sk_common.skc_family == 2 ? 4 : 6;\n"
	  "	ip_plength = 0;\n"
	  "	ip_saddr = xlate <tcpsinfo_t *> (A)->tcps_laddr;\n"
	  "	ip_daddr = xlate <tcpsinfo_t *> (A)->tcps_raddr;\n"
	  "};\n" },
};

void dlib_parse(struct cc *cc)
{
	for (size_t i = 0; i < ARRAY_LEN(sections); i++) {
		struct node *tail = cc->prog_tail, *first, *last;
		uint32_t unit;
		bool argref;

		if (!cc->host || !cc->host->kernel_type ||
		    !cc->host->kernel_type(cc, cc->host->ctx, sections[i].needs))
			continue;
		if (cc->nsrcs == ARRAY_LEN(cc->srcs))
			return;
		unit = cc->nsrcs++;
		cc->srcs[unit].name = "/usr/lib/dtrace/linux.d";
		cc->srcs[unit].text = sections[i].text;
		argref = cc->opts.argref;
		cc->opts.argref = true; /* macro arguments are the program's, not the library's */
		parse_unit(cc, unit);
		cc->opts.argref = argref;
		/* move the section's items before the program's */
		first = tail ? tail->next : cc->prog->list;
		last = cc->prog_tail;
		if (!first || !tail)
			continue;
		tail->next = NULL;
		last->next = cc->prog->list;
		cc->prog->list = first;
		cc->prog_tail = tail;
	}
}

/*
 * The library's declaration of member m of type T ("int" for
 * "__dtrace_exit_t.reason"), for dtrace -lv: found in the text of the
 * "typedef struct ... { ... } T;" that declares it, without compiling.
 */
const char *dlib_member_type(struct arena *a, const char *xlate)
{
	const char *dot = strchr(xlate, '.');
	char close[128];

	if (!dot || snprintf(close, sizeof(close), "} %.*s;", (int)(dot - xlate), xlate) >= (int)sizeof(close))
		return NULL;
	for (size_t i = 0; i < ARRAY_LEN(sections); i++) {
		const char *end = strstr(sections[i].text, close), *body, *decl;

		if (!end)
			continue;
		for (body = end; body > sections[i].text && body[-1] != '{'; body--)
			;
		for (decl = body; decl < end;) {
			const char *semi = memchr(decl, ';', (size_t)(end - decl)), *name;
			size_t mlen = strlen(dot + 1);

			if (!semi)
				break;
			while (decl < semi && (*decl == ' ' || *decl == '\t' || *decl == '\n'))
				decl++;
			name = semi - mlen;
			if (name > decl && strncmp(name, dot + 1, mlen) == 0 && name[-1] == ' ') {
				while (name > decl && name[-1] == ' ')
					name--;
				return arena_printf(a, "%.*s", (int)(name - decl), decl);
			}
			decl = semi + 1;
		}
	}
	return NULL;
}
