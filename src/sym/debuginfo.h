/*
 * debuginfo.h - where an object's symbols are when it has no .symtab:
 * the separate debug file a distribution installs (by build id, by
 * .gnu_debuglink), MiniDebugInfo (.gnu_debugdata), and debuginfod
 * servers (DEBUGINFOD_URLS), asked in a thread of their own.
 */
#ifndef SYM_DEBUGINFO_H
#define SYM_DEBUGINFO_H

#include <libelf.h>
#include <stdbool.h>
#include <stdint.h>

/* An ELF holding the symbols (.symtab) of an object, opened by debuginfo_open(). */
struct debuginfo {
	Elf *elf;
	int fd;                    /* -1 for MiniDebugInfo, which lives in memory */
	uint8_t *image;            /* MiniDebugInfo's decompressed ELF, else NULL */
};

/*
 * Opens the file holding the symbols of object path (open as e, which has
 * no .symtab), as gdb looks for it: /usr/lib/debug/.build-id/xx/rest.debug
 * (the object's NT_GNU_BUILD_ID note), then the .gnu_debuglink name beside
 * the object, in .debug/ under its directory and under /usr/lib/debug
 * (each checked by the link's CRC32), then the object's own
 * .gnu_debugdata. 0, or -ENOENT if none holds a .symtab.
 */
int debuginfo_open(const char *path, Elf *e, struct debuginfo *di);
/* Closes what debuginfo_open() or debuginfo_fetch_wait() opened; accepts a closed one. */
void debuginfo_close(struct debuginfo *di);

/* True if debuginfod servers can be asked: DEBUGINFOD_URLS is set and libdebuginfod loads. */
bool debuginfo_can_fetch(void);
/*
 * Asks the debuginfod servers of DEBUGINFOD_URLS (through libdebuginfod,
 * loaded when first needed; none if it is missing) for the debug file of
 * object path, by its build id, in a thread of its own. The library
 * caches what it fetches (DEBUGINFOD_CACHE_PATH). A transfer that runs
 * for half a second, or that someone waits for, prints one line "dtrace:
 * fetching symbols for PATH from debuginfod" on stderr. NULL when there is
 * nothing to ask (no servers, no library, no build id), or, errno EBUSY,
 * while 8 fetches are running: ask again later.
 */
struct debuginfo_fetch *debuginfo_fetch(const char *path);
/*
 * The fetch's result: 0 and di opened on the debug file; -EAGAIN while it
 * is still running (after waiting, if wait, until it ends or its time is
 * up); -ETIMEDOUT once its time is up (DEBUGINFOD_TIMEOUT seconds from the
 * start, 10 without it); -ENOENT if no server had it.
 */
int debuginfo_fetch_wait(struct debuginfo_fetch *f, bool wait, struct debuginfo *di);
/* Frees f; a fetch still running is left to end (abandoned) in its thread. Accepts NULL. */
void debuginfo_fetch_free(struct debuginfo_fetch *f);

#endif
