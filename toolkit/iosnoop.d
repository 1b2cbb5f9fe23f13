#!/usr/sbin/dtrace -qs
/*
 * iosnoop.d - block device I/O as it completes, one line per I/O, with its
 * latency.
 *
 * Which processes cause disk I/O, to which device and block, how large, and
 * how long did the device take? (The process is the one that issued the
 * request: for writes the kernel writes back later, a kernel flush thread.)
 *
 * USAGE:    iosnoop.d                   every block I/O, until Ctrl-C
 *           iosnoop.d -p PID            only I/O issued by PID
 *           iosnoop.d -c CMD            run CMD and show its I/O
 *
 * COLUMNS:  DEVICE     the device's name (e.g. sda, vda, nvme0n1)
 *           RW         R (read) or W (write)
 *           BLOCK      the starting block (512-byte sector)
 *           BYTES      size of the request
 *           LAT(us)    microseconds from io:::start to io:::done
 *           PID        process ID that issued it
 *           COMM       its name
 *
 * OPTIONS:  -p PID, -c CMD as above ($target).
 *
 * OVERHEAD: low: two probes per request; disks do at most some hundred
 *           thousand requests a second.
 */

#pragma D option switchrate=10hz

dtrace:::BEGIN
{
	printf("%-10s %2s %12s %8s %9s %7s %s\n", "DEVICE", "RW", "BLOCK", "BYTES", "LAT(us)",
	    "PID", "COMM");
}

io:::start
/$target == 0 || pid == $target/
{
	start_ts[args[0]->b_edev, args[0]->b_blkno] = timestamp;
	start_pid[args[0]->b_edev, args[0]->b_blkno] = pid;
	start_comm[args[0]->b_edev, args[0]->b_blkno] = execname;
}

io:::done
/start_ts[args[0]->b_edev, args[0]->b_blkno]/
{
	this->dev = args[0]->b_edev;
	this->blk = args[0]->b_blkno;
	printf("%-10s %2s %12d %8d %9d %7d %s\n", args[1]->dev_statname,
	    args[0]->b_flags & B_READ ? "R" : "W", this->blk, args[0]->b_bcount,
	    (timestamp - start_ts[this->dev, this->blk]) / 1000,
	    start_pid[this->dev, this->blk], start_comm[this->dev, this->blk]);
	start_ts[this->dev, this->blk] = 0;
	start_pid[this->dev, this->blk] = 0;
	start_comm[this->dev, this->blk] = "";
}
