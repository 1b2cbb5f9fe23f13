/*
 * debuginfo.c - the file holding an object's symbols (see debuginfo.h).
 *
 * Distributions strip what they ship and put the symbols elsewhere:
 * Debian's -dbg and -dbgsym packages under /usr/lib/debug/.build-id,
 * named by the object's build id; older packages and hand-made ones by a
 * .gnu_debuglink (a file name and the CRC32 of that file); Fedora's
 * binaries carry MiniDebugInfo, an xz-compressed ELF in .gnu_debugdata
 * holding the function symbols .dynsym lacks; and debuginfod servers
 * serve debug files by build id. usym.c asks here only when an object
 * has no .symtab of its own. This file reads files and, through
 * libdebuginfod, the network; it knows nothing of processes.
 *
 * A debuginfod transfer can take seconds or hang, so it runs in a thread
 * of its own that touches nothing but its struct debuginfo_fetch (under
 * its lock) and the library's client: the caller polls for the result
 * and opens the file itself. libdebuginfod is dlopen()ed, so dtrace
 * starts and works where it is not installed.
 */
#include "debuginfo.h"

#include <dlfcn.h>
#include <elfutils/debuginfod.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <limits.h>
#include <lzma.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

#include "../base/util.h"

#define DEBUG_ROOT "/usr/lib/debug"
#define BUILD_ID_MAX 64            /* bytes; GNU ld writes 20 (sha1) */
#define FETCH_TIMEOUT_S 10         /* without DEBUGINFOD_TIMEOUT */
#define ANNOUNCE_MS 500            /* a transfer running this long prints its progress line */
#define FETCH_MAX 8                /* fetches running at once */

static bool has_symtab(Elf *e)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB && sh.sh_size)
			return true;
	}
	return false;
}

/* The section called name, or NULL. */
static Elf_Scn *find_section(Elf *e, const char *name)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_getshdrstrndx(e, &shstrndx) != 0)
		return NULL;
	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		const char *n;

		if (gelf_getshdr(scn, &sh) && (n = elf_strptr(e, shstrndx, sh.sh_name)) &&
		    strcmp(n, name) == 0)
			return scn;
	}
	return NULL;
}

/* Copies e's GNU build id (NT_GNU_BUILD_ID) into id; its length, or 0 if it has none. */
static size_t read_build_id(Elf *e, uint8_t id[BUILD_ID_MAX])
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(e, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;
		GElf_Nhdr nh;
		size_t off = 0, name_at, desc_at;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE ||
		    !(d = elf_getdata(scn, NULL)))
			continue;
		while ((off = gelf_getnote(d, off, &nh, &name_at, &desc_at)) > 0) {
			if (nh.n_type != NT_GNU_BUILD_ID || nh.n_namesz != 4 ||
			    memcmp((char *)d->d_buf + name_at, "GNU", 4) != 0 || !nh.n_descsz ||
			    nh.n_descsz > BUILD_ID_MAX)
				continue;
			memcpy(id, (char *)d->d_buf + desc_at, nh.n_descsz);
			return nh.n_descsz;
		}
	}
	return 0;
}

/* Opens file as di if it is an ELF holding a .symtab; 0 or -ENOENT. */
static int open_file(const char *file, struct debuginfo *di)
{
	int fd = open(file, O_RDONLY | O_CLOEXEC);
	Elf *e;

	if (fd < 0)
		return -ENOENT;
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!e || elf_kind(e) != ELF_K_ELF || !has_symtab(e)) {
		if (e)
			elf_end(e);
		close(fd);
		return -ENOENT;
	}
	*di = (struct debuginfo){ .elf = e, .fd = fd };
	return 0;
}

/* /usr/lib/debug/.build-id/xx/rest.debug, if it is the debug file of that very build. */
static int open_by_build_id(const uint8_t *id, size_t nid, struct debuginfo *di)
{
	char file[PATH_MAX], *p = file;
	uint8_t got[BUILD_ID_MAX];

	if (nid < 2)
		return -ENOENT;
	p += snprintf(p, sizeof(file), "%s/.build-id/%02x/", DEBUG_ROOT, id[0]);
	for (size_t i = 1; i < nid; i++)
		p += sprintf(p, "%02x", id[i]);
	strcpy(p, ".debug");
	if (open_file(file, di) != 0)
		return -ENOENT;
	if (read_build_id(di->elf, got) != nid || memcmp(got, id, nid) != 0) {
		debuginfo_close(di);
		return -ENOENT;
	}
	return 0;
}

/* The CRC32 of file's contents (as .gnu_debuglink records it); false if unreadable. */
static bool file_crc(const char *file, uint32_t *crc)
{
	int fd = open(file, O_RDONLY | O_CLOEXEC);
	uint8_t buf[65536];
	uLong c = crc32(0L, Z_NULL, 0);
	ssize_t n;

	if (fd < 0)
		return false;
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		c = crc32(c, buf, (uInt)n);
	close(fd);
	*crc = (uint32_t)c;
	return n == 0;
}

/*
 * .gnu_debuglink: a NUL-terminated file name, padded to 4 bytes, then the
 * file's CRC32 in the object's byte order. Looked for where gdb looks:
 * beside the object, in .debug/ there, and under /usr/lib/debug by the
 * object's directory.
 */
static int open_by_debuglink(const char *path, Elf *e, struct debuginfo *di)
{
	Elf_Scn *scn = find_section(e, ".gnu_debuglink");
	Elf_Data *d = scn ? elf_getdata(scn, NULL) : NULL;
	const char *name, *slash = strrchr(path, '/');
	const uint8_t *c;
	size_t len, at;
	uint32_t want, got;
	int dirlen = slash ? (int)(slash - path) : 0;
	const char *ident = elf_getident(e, NULL);
	bool msb;

	if (!d || !d->d_buf || d->d_size < 8 || !ident)
		return -ENOENT;
	msb = ident[EI_DATA] == ELFDATA2MSB;
	name = d->d_buf;
	len = strnlen(name, d->d_size);
	at = ALIGN_UP(len + 1, (size_t)4);
	if (!len || len == d->d_size || at + 4 > d->d_size || strchr(name, '/'))
		return -ENOENT;
	c = (const uint8_t *)d->d_buf + at;
	want = msb ? (uint32_t)c[0] << 24 | (uint32_t)c[1] << 16 | (uint32_t)c[2] << 8 | c[3]
		   : (uint32_t)c[3] << 24 | (uint32_t)c[2] << 16 | (uint32_t)c[1] << 8 | c[0];
	for (int i = 0; i < 3; i++) {
		static const char *const fmts[] = {
			"%.*s/%s", "%.*s/.debug/%s", DEBUG_ROOT "%.*s/%s",
		};
		char file[PATH_MAX];
		int n = snprintf(file, sizeof(file), fmts[i], dirlen, path, name);

		if (n >= (int)sizeof(file) || strcmp(file, path) == 0)
			continue;
		if (!file_crc(file, &got) || got != want)
			continue; /* none, or the debug file of another build */
		if (open_file(file, di) == 0)
			return 0;
	}
	return -ENOENT;
}

/* xz-decompresses in (n bytes); returns a malloc'ed buffer and its size in *out_n, or NULL. */
static uint8_t *unxz(const uint8_t *in, size_t n, size_t *out_n)
{
	lzma_stream z = LZMA_STREAM_INIT;
	size_t cap = n * 4 + 4096;
	uint8_t *out = xmalloc(cap);
	lzma_ret ret;

	if (lzma_stream_decoder(&z, 256u << 20, 0) != LZMA_OK) {
		free(out);
		return NULL;
	}
	z.next_in = in;
	z.avail_in = n;
	z.next_out = out;
	z.avail_out = cap;
	for (;;) {
		ret = lzma_code(&z, LZMA_FINISH);
		if ((ret != LZMA_OK && ret != LZMA_BUF_ERROR) || z.avail_out)
			break; /* the end, an error, or no progress with room left (truncated) */
		out = xrealloc(out, cap * 2);
		z.next_out = out + cap;
		z.avail_out = cap;
		cap *= 2;
	}
	*out_n = cap - z.avail_out;
	lzma_end(&z);
	if (ret != LZMA_STREAM_END) {
		free(out);
		return NULL;
	}
	return out;
}

/* MiniDebugInfo: the xz-compressed ELF in .gnu_debugdata, if it holds a .symtab. */
static int open_debugdata(Elf *e, struct debuginfo *di)
{
	Elf_Scn *scn = find_section(e, ".gnu_debugdata");
	Elf_Data *d = scn ? elf_rawdata(scn, NULL) : NULL;
	uint8_t *raw;
	size_t n;
	Elf *mini;

	if (!d || !d->d_buf || !(raw = unxz(d->d_buf, d->d_size, &n)))
		return -ENOENT;
	mini = elf_memory((char *)raw, n);
	if (!mini || elf_kind(mini) != ELF_K_ELF || !has_symtab(mini)) {
		if (mini)
			elf_end(mini);
		free(raw);
		return -ENOENT;
	}
	*di = (struct debuginfo){ .elf = mini, .fd = -1, .image = raw };
	return 0;
}

int debuginfo_open(const char *path, Elf *e, struct debuginfo *di)
{
	uint8_t id[BUILD_ID_MAX];
	size_t nid;

	*di = (struct debuginfo){ .fd = -1 };
	if (elf_kind(e) != ELF_K_ELF)
		return -ENOENT;
	nid = read_build_id(e, id);
	if (nid && open_by_build_id(id, nid, di) == 0)
		return 0;
	if (open_by_debuglink(path, e, di) == 0)
		return 0;
	return open_debugdata(e, di);
}

void debuginfo_close(struct debuginfo *di)
{
	if (di->elf)
		elf_end(di->elf);
	if (di->fd >= 0)
		close(di->fd);
	free(di->image);
	*di = (struct debuginfo){ .fd = -1 };
}

/* libdebuginfod's entry points, from dlopen() (lib: NULL until loaded, or if it cannot be). */
static struct {
	bool tried;
	void *lib;
	__typeof__(debuginfod_begin) *begin;
	__typeof__(debuginfod_end) *end;
	__typeof__(debuginfod_find_debuginfo) *find_debuginfo;
	__typeof__(debuginfod_set_progressfn) *set_progressfn;
	__typeof__(debuginfod_set_user_data) *set_user_data;
	__typeof__(debuginfod_get_user_data) *get_user_data;
} dbgd;

static bool load_debuginfod(void)
{
	if (dbgd.tried)
		return dbgd.lib != NULL;
	dbgd.tried = true;
	dbgd.lib = dlopen("libdebuginfod.so.1", RTLD_NOW | RTLD_LOCAL);
	if (!dbgd.lib) {
		fprintf(stderr,
			"dtrace: DEBUGINFOD_URLS is set but libdebuginfod cannot be loaded: %s\n",
			dlerror());
		return false;
	}
	dbgd.begin = (__typeof__(dbgd.begin))dlsym(dbgd.lib, "debuginfod_begin");
	dbgd.end = (__typeof__(dbgd.end))dlsym(dbgd.lib, "debuginfod_end");
	dbgd.find_debuginfo =
		(__typeof__(dbgd.find_debuginfo))dlsym(dbgd.lib, "debuginfod_find_debuginfo");
	dbgd.set_progressfn =
		(__typeof__(dbgd.set_progressfn))dlsym(dbgd.lib, "debuginfod_set_progressfn");
	dbgd.set_user_data =
		(__typeof__(dbgd.set_user_data))dlsym(dbgd.lib, "debuginfod_set_user_data");
	dbgd.get_user_data =
		(__typeof__(dbgd.get_user_data))dlsym(dbgd.lib, "debuginfod_get_user_data");
	if (!dbgd.begin || !dbgd.end || !dbgd.find_debuginfo || !dbgd.set_progressfn ||
	    !dbgd.set_user_data || !dbgd.get_user_data) {
		fprintf(stderr, "dtrace: libdebuginfod lacks the functions dtrace uses\n");
		dbgd.lib = NULL; /* and left loaded */
		return false;
	}
	return true;
}

/* Fetches whose thread is running (abandoned ones too). */
static _Atomic int nrunning;

enum fetch_state {
	FETCH_RUNNING,
	FETCH_FOUND,
	FETCH_FAILED,
};

struct debuginfo_fetch {
	pthread_mutex_t lock;      /* guards state, file, abandoned, announced */
	pthread_cond_t ended;      /* state left FETCH_RUNNING */
	enum fetch_state state;
	bool abandoned;            /* its owner is gone: the thread frees it */
	bool announced;            /* the progress line is printed */
	struct timespec start;     /* CLOCK_MONOTONIC */
	struct timespec deadline;  /* no one waits for it past this */
	char *object;              /* the object's path, for the progress line */
	uint8_t id[BUILD_ID_MAX];
	size_t nid;
	char *file;                /* the debug file in the library's cache (its malloc) */
	debuginfod_client *client;
};

static void fetch_destroy(struct debuginfo_fetch *f)
{
	pthread_mutex_destroy(&f->lock);
	pthread_cond_destroy(&f->ended);
	free(f->object);
	free(f->file);
	free(f);
}

/* Prints f's progress line once; f->lock held. */
static void announce(struct debuginfo_fetch *f)
{
	if (f->announced)
		return;
	f->announced = true;
	fprintf(stderr, "dtrace: fetching symbols for %s from debuginfod\n", f->object);
}

/*
 * libdebuginfod's progress callback, called while a transfer runs:
 * non-zero ends it. A transfer that takes a while says what it fetches;
 * quick ones (and misses) stay quiet.
 */
static int fetch_progress(debuginfod_client *c, long done, long total)
{
	struct debuginfo_fetch *f = dbgd.get_user_data(c);
	struct timespec now;
	long ms;
	bool stop;

	(void)done;
	(void)total;
	clock_gettime(CLOCK_MONOTONIC, &now);
	ms = (now.tv_sec - f->start.tv_sec) * 1000 + (now.tv_nsec - f->start.tv_nsec) / 1000000;
	pthread_mutex_lock(&f->lock);
	stop = f->abandoned;
	if (!stop && ms >= ANNOUNCE_MS)
		announce(f);
	pthread_mutex_unlock(&f->lock);
	return stop;
}

static void *fetch_run(void *arg)
{
	struct debuginfo_fetch *f = arg;
	char *file = NULL;
	int fd = dbgd.find_debuginfo(f->client, f->id, (int)f->nid, &file);
	bool abandoned;

	if (fd >= 0)
		close(fd);
	dbgd.end(f->client);
	pthread_mutex_lock(&f->lock);
	f->client = NULL;
	if (fd >= 0 && file) {
		f->state = FETCH_FOUND;
		f->file = file;
	} else {
		f->state = FETCH_FAILED;
		free(file);
	}
	abandoned = f->abandoned;
	pthread_cond_broadcast(&f->ended);
	pthread_mutex_unlock(&f->lock);
	if (abandoned)
		fetch_destroy(f);
	nrunning--;
	return NULL;
}

/* The time a fetch may be waited for: DEBUGINFOD_TIMEOUT seconds, as the library reads it. */
static long fetch_timeout_s(void)
{
	const char *s = getenv(DEBUGINFOD_TIMEOUT_ENV_VAR);
	char *end;
	long t = s ? strtol(s, &end, 10) : 0;

	return s && *s && !*end && t > 0 ? t : FETCH_TIMEOUT_S;
}

/* Starts f's thread with every signal blocked: signals are the main thread's to take. */
static int fetch_start(struct debuginfo_fetch *f)
{
	pthread_attr_t attr;
	pthread_t t;
	sigset_t all, old;
	int err;

	sigfillset(&all);
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	nrunning++;
	err = pthread_create(&t, &attr, fetch_run, f);
	if (err)
		nrunning--;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	pthread_attr_destroy(&attr);
	return -err;
}

/* path's build id (0: none, or not an ELF file). */
static size_t file_build_id(const char *path, uint8_t id[BUILD_ID_MAX])
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	Elf *e;
	size_t n = 0;

	if (fd < 0)
		return 0;
	e = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (e && elf_kind(e) == ELF_K_ELF)
		n = read_build_id(e, id);
	if (e)
		elf_end(e);
	close(fd);
	return n;
}

bool debuginfo_can_fetch(void)
{
	const char *urls = getenv(DEBUGINFOD_URLS_ENV_VAR);

	return urls && *urls && load_debuginfod();
}

struct debuginfo_fetch *debuginfo_fetch(const char *path)
{
	struct debuginfo_fetch *f;
	pthread_condattr_t ca;

	if (!debuginfo_can_fetch())
		return NULL;
	if (nrunning >= FETCH_MAX) {
		errno = EBUSY;
		return NULL;
	}
	f = xcalloc(1, sizeof(*f));
	f->nid = file_build_id(path, f->id);
	if (!f->nid || !(f->client = dbgd.begin())) {
		free(f);
		return NULL;
	}
	f->object = xstrdup(path);
	pthread_mutex_init(&f->lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&f->ended, &ca);
	pthread_condattr_destroy(&ca);
	clock_gettime(CLOCK_MONOTONIC, &f->start);
	f->deadline = f->start;
	f->deadline.tv_sec += fetch_timeout_s();
	dbgd.set_user_data(f->client, f);
	dbgd.set_progressfn(f->client, fetch_progress);
	if (fetch_start(f) != 0) {
		dbgd.end(f->client);
		fetch_destroy(f);
		return NULL;
	}
	return f;
}

int debuginfo_fetch_wait(struct debuginfo_fetch *f, bool wait, struct debuginfo *di)
{
	struct timespec now;
	enum fetch_state state;
	char file[PATH_MAX] = "";

	pthread_mutex_lock(&f->lock);
	if (wait && f->state == FETCH_RUNNING)
		announce(f);
	while (wait && f->state == FETCH_RUNNING &&
	       pthread_cond_timedwait(&f->ended, &f->lock, &f->deadline) != ETIMEDOUT)
		;
	state = f->state;
	if (state == FETCH_FOUND)
		snprintf(file, sizeof(file), "%s", f->file);
	pthread_mutex_unlock(&f->lock);
	if (state == FETCH_FOUND)
		return open_file(file, di);
	if (state == FETCH_FAILED)
		return -ENOENT;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (now.tv_sec > f->deadline.tv_sec ||
	    (now.tv_sec == f->deadline.tv_sec && now.tv_nsec >= f->deadline.tv_nsec))
		return -ETIMEDOUT;
	return -EAGAIN;
}

void debuginfo_fetch_free(struct debuginfo_fetch *f)
{
	bool running;

	if (!f)
		return;
	pthread_mutex_lock(&f->lock);
	running = f->state == FETCH_RUNNING;
	f->abandoned = true;
	pthread_mutex_unlock(&f->lock);
	if (!running)
		fetch_destroy(f);
}
