/*
 * ASSERTION: the lock subroutines and d_path() compile on pointers to the
 * kernel structs they read, on void * and on addresses; mutex_owner() is a
 * struct task_struct *.
 */
BEGIN { m = &curthread->signal->cred_guard_mutex; r = &curthread->mm->mmap_lock;
	x = mutex_owned(m) + mutex_type_adaptive(m) + mutex_type_spin(m) + rw_read_held(r) + rw_write_held(r) +
	    rw_iswriter(r) + rw_read_held((void *)r) + mutex_owned((uintptr_t)m);
	trace(mutex_owner(m)->pid); trace(d_path(&curthread->fs->pwd)); }
