/*
 * ASSERTION: fds[] gives fileinfo_t members of the current process's descriptors.
 */
syscall::read:entry { @[fds[arg0].fi_pathname] = sum(arg2); trace(fds[arg0].fi_name); trace(fds[arg0].fi_dirname); trace(fds[arg0].fi_fs); trace(fds[arg0].fi_offset); trace(fds[arg0].fi_oflags); }
