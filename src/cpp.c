/*
 * cpp.c - dtrace -C: runs the C preprocessor over a D script, as DTrace
 * runs cpp(1), before the compiler sees it.
 *
 * The preprocessor is GNU cpp, found in PATH. DTrace's predefined macros
 * come first (__SUNW_D=1, __SUNW_D_64, __SUNW_D_VERSION for the D version:
 * 2.0, or -x version's), then the user's -D, -U and -I in command-line
 * order. -X picks GNU cpp's nearest dialect: a (ISO C with extensions) and
 * t (transition) are its default, c is strict ISO C (-std=c89), s is K&R
 * (-traditional-cpp). The script's own
 * directory is searched for #include "file", as a compiler does for a file
 * it reads. cpp's line markers are kept: the lexer follows them, so errors
 * name the file and line they come from, the script's or a header's.
 * cpp writes its own diagnostics (and -H's list of headers) to stderr.
 */
#include "cpp.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/util.h"
#include "rt/options.h"

/*
 * GNU C's extensions, spelled out of the way. cpp predefines __GNUC__ (as
 * for a C compile: __x86_64__, __linux__, __LP64__ and the type macros are
 * the C compiler's), so the system headers take their GCC branches, and
 * these keep what those branches add to C from reaching the D compiler:
 * attributes, asm labels and inline asm, __extension__, and the alternate
 * keywords. Done here rather than taught to the parser so that D proper
 * gains no GNU syntax; it is what DTrace's own cpp run does.
 */
static const char *const gnu_defs[] = {
	"-D__attribute__(x)=",
	"-D__asm__(x)=",
	"-D__asm(x)=",
	"-D__extension__=",
	"-D__restrict=",
	"-D__restrict__=",
	"-D__inline=",
	"-D__inline__=",
	"-D__signed__=signed",
	"-D__signed=signed",
	"-D__const=const",
	"-D__volatile__=volatile",
	"-D__volatile=volatile",
	"-D__builtin_va_list=void *",
	"-D_Float32=float",
	"-D_Float32x=double",
	"-D_Float64=double",
	"-D_Float64x=long double",
	"-D_Float128=long double",
	"-D__float128=long double",
};

/* A memory file holding text, rewound: cpp's standard input. -1 on failure. */
static int input_fd(const char *text)
{
	int fd = memfd_create("dtrace-cpp", MFD_CLOEXEC);
	size_t len = strlen(text), done = 0;

	if (fd < 0)
		return -1;
	while (done < len) {
		ssize_t n = write(fd, text + done, len - done);

		if (n <= 0) {
			close(fd);
			return -1;
		}
		done += (size_t)n;
	}
	lseek(fd, 0, SEEK_SET);
	return fd;
}

/* Reads fd to its end into a heap string. */
static char *read_all(int fd)
{
	size_t cap = 65536, len = 0;
	char *buf = xmalloc(cap);
	ssize_t n;

	while ((n = read(fd, buf + len, cap - len - 1)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			break;
		len += (size_t)n;
		if (cap - len < 4096)
			buf = xrealloc(buf, cap *= 2);
	}
	buf[len] = '\0';
	return buf;
}

char *cpp_run(const char *text, const char *path, const struct rt_options *o)
{
	const char **argv = xcalloc((size_t)o->ncppargs + ARRAY_LEN(gnu_defs) + 14, sizeof(*argv));
	const char *cpp = o->cpppath ? o->cpppath : "cpp";
	char *dir = xstrdup(path), *out, version[40];
	int in = input_fd(text), pipefd[2] = { -1, -1 }, argc = 0, status;
	pid_t pid;

	snprintf(version, sizeof(version), "-D__SUNW_D_VERSION=0x%08x", options_version_number(o));
	argv[argc++] = cpp;
	argv[argc++] = "-D__SUNW_D=1";
	argv[argc++] = "-D__SUNW_D_64";
	argv[argc++] = version;
	for (size_t i = 0; i < ARRAY_LEN(gnu_defs); i++)
		argv[argc++] = gnu_defs[i];
	if (o->stdc && strcmp(o->stdc, "c") == 0)
		argv[argc++] = "-std=c89";
	else if (o->stdc && strcmp(o->stdc, "s") == 0)
		argv[argc++] = "-traditional-cpp";
	argv[argc++] = "-iquote";
	argv[argc++] = dirname(dir);
	for (int i = 0; i < o->ncppargs; i++)
		argv[argc++] = o->cppargs[i];
	if (o->cpphdrs)
		argv[argc++] = "-H";
	argv[argc++] = "-";
	if (in < 0 || pipe2(pipefd, O_CLOEXEC) < 0) {
		fprintf(stderr, "dtrace: failed to preprocess %s: %s\n", path, strerror(errno));
		out = NULL;
		goto out;
	}
	fflush(NULL);
	pid = fork();
	if (pid == 0) {
		dup2(in, 0);
		dup2(pipefd[1], 1);
		execvp(cpp, (char *const *)argv);
		_exit(errno == ENOENT ? 127 : 126);
	}
	close(pipefd[1]);
	out = pid < 0 ? NULL : read_all(pipefd[0]);
	close(pipefd[0]);
	if (pid < 0) {
		fprintf(stderr, "dtrace: failed to preprocess %s: %s\n", path, strerror(errno));
		goto out;
	}
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		goto out;
	if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
		fprintf(stderr, "dtrace: -C needs the C preprocessor, %s, which is not installed "
				"(it comes with gcc: the cpp package)\n", cpp);
	else if (WIFEXITED(status) && WEXITSTATUS(status) == 126)
		fprintf(stderr, "dtrace: -C: failed to run cpp\n");
	else
		fprintf(stderr, "dtrace: failed to preprocess %s: cpp exited with status %d\n", path,
			WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
	free(out);
	out = NULL;
out:
	if (in >= 0)
		close(in);
	free(dir);
	free(argv);
	return out;
}
