/*
 * ASSERTION: profile/tick rates accept DTrace's units: hz, ms/msec,
 * us/usec, ns/nsec, s/sec; over 2 s each fires its share (checked with a
 * margin by .post: 20, 10, 4, 2 firings).
 */
#pragma D option quiet
tick-10hz { @["10hz"] = count(); }
tick-200msec { @["200msec"] = count(); }
tick-500000us { @["500000us"] = count(); }
tick-1sec { @["1sec"] = count(); }
tick-1000000000nsec { @["1000000000nsec"] = count(); }
tick-2s
{
	printa("%s %@d\n", @);
	exit(0);
}
