#!/usr/sbin/dtrace -qs
/*
 * biolatency.d - block I/O latency as a histogram per device and direction,
 * printed when tracing ends.
 *
 * Is the disk slow, or only sometimes? A histogram shows the shape: two
 * modes (cache hits and misses), a long tail of outliers.
 *
 * USAGE:    biolatency.d                all devices, until Ctrl-C
 *           biolatency.d -c CMD         all devices, while CMD runs
 *
 * COLUMNS:  one histogram per device and direction ("vda W"): value is the
 *           latency in microseconds (power-of-two buckets), count the
 *           number of I/Os that took that long, from io:::start to io:::done.
 *
 * OPTIONS:  -c CMD: trace while CMD runs (all processes' I/O is counted:
 *           block I/O is often issued by other threads on a program's behalf).
 *
 * OVERHEAD: low: two probes per request.
 */

io:::start
{
	start_ts[args[0]->b_edev, args[0]->b_blkno] = timestamp;
}

io:::done
/start_ts[args[0]->b_edev, args[0]->b_blkno]/
{
	@us[args[1]->dev_statname, args[0]->b_flags & B_READ ? "R" : "W"] =
	    quantize((timestamp - start_ts[args[0]->b_edev, args[0]->b_blkno]) / 1000);
	start_ts[args[0]->b_edev, args[0]->b_blkno] = 0;
}

dtrace:::END
{
	printa("\n  device %s %s, latency (us):\n%@d", @us);
}
