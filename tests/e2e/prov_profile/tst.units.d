/*
 * ASSERTION: profile/tick rates accept DTrace's units: hz, msec, us,
 * nsec, sec; each fires once per its period (.post compares the counts
 * with the time that really passed, allowing for a firing or two missed
 * while another BPF program ran on the CPU).
 */
#pragma D option quiet
BEGIN { t0 = timestamp; }
tick-10hz { @["10hz 100"] = count(); }
tick-200msec { @["200msec 200"] = count(); }
tick-500000us { @["500000us 500"] = count(); }
tick-1sec { @["1sec 1000"] = count(); }
tick-1000000000nsec { @["1000000000nsec 1000"] = count(); }
tick-2s
{
	printf("elapsed %d\n", (timestamp - t0) / 1000000);
	printa("%s %@d\n", @);
	exit(0);
}
