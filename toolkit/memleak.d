#!/usr/sbin/dtrace -qs
/*
 * memleak.d - memory allocated and not freed: malloc(3), calloc(3) and
 * realloc(3) blocks still outstanding when tracing ends, by the call site
 * that allocated them, and the stacks of those calls.
 *
 * A leak is memory allocated again and again and never freed: here it is
 * the function whose outstanding bytes keep growing.
 *
 * USAGE:    memleak.d -c CMD            run CMD, report what it left allocated
 *           memleak.d -p PID            trace PID until Ctrl-C
 *
 * COLUMNS:  CALLER     the call site of malloc/calloc/realloc (function+offset)
 *                      (its caller, ucaller, symbolized)
 *           BYTES      bytes it allocated that were not freed while traced
 *           BLOCKS     how many such blocks
 *           Then STACKS: every stack that allocated (bytes allocated, freed
 *           or not), for the callers above.
 *
 * OPTIONS:  -p PID or -c CMD: required ($target).
 *
 * LIMITS:   D keeps a stack only as an aggregation key, so the outstanding
 *           bytes are accounted by the allocating function; blocks
 *           allocated before tracing began and freed during it are ignored.
 *
 * OVERHEAD: uprobes on malloc, calloc, realloc and free, some microseconds
 *           each: a program allocating a million blocks a second slows down
 *           many times over.
 */

#pragma D option dynvarsize=16m

/* outstanding blocks: their size and the function that allocated them, by address */
int64_t size[uint64_t];
uint64_t ucaller_of[uint64_t];

pid$target::malloc:entry
{
	self->size = arg0;
	self->caller = ucaller;
}

pid$target::calloc:entry
{
	self->size = arg0 * arg1;
	self->caller = ucaller;
}

pid$target::realloc:entry
{
	self->size = arg1;
	self->caller = ucaller;
	self->old = arg0;
}

/* realloc() frees its old block (when it moves or shrinks it, as when it grows) */
pid$target::realloc:entry
/arg0 && size[arg0]/
{
	@bytes[ucaller_of[arg0]] = sum(-size[arg0]);
	@blocks[ucaller_of[arg0]] = sum(-1);
	size[arg0] = 0;
	ucaller_of[arg0] = 0;
}

pid$target::malloc:return,
pid$target::calloc:return,
pid$target::realloc:return
/self->caller && arg1/
{
	size[arg1] = self->size;
	ucaller_of[arg1] = self->caller;
	@bytes[self->caller] = sum(self->size);
	@blocks[self->caller] = sum(1);
	@stacks[ustack()] = sum(self->size);
}

pid$target::malloc:return,
pid$target::calloc:return,
pid$target::realloc:return
{
	self->size = 0;
	self->caller = 0;
	self->old = 0;
}

pid$target::free:entry
/arg0 && size[arg0]/
{
	@bytes[ucaller_of[arg0]] = sum(-size[arg0]);
	@blocks[ucaller_of[arg0]] = sum(-1);
	size[arg0] = 0;
	ucaller_of[arg0] = 0;
}

dtrace:::END
{
	printf("%-48s %12s %8s\n", "CALLER", "BYTES", "BLOCKS");
	printa("%-48A %@12d %@8d\n", @bytes, @blocks);
	printf("\nSTACKS (bytes allocated):\n");
	printa(@stacks);
}
