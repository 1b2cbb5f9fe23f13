/*
 * ASSERTION: DTrace's D versions, ours (2.0) and older, are accepted by
 * #pragma D option version, with and without a micro number; so are
 * DTrace's options that have no effect with BPF (README, "Options").
 */
#pragma D option version=1.0
#pragma D option version=1.6.3
#pragma D option version=2.0
#pragma D option linkmode=dynamic
#pragma D option linktype=elf
#pragma D option strip
#pragma D option lazyload
#pragma D option evaltime=main
#pragma D option amin=Evolving/Evolving/Common
#pragma D option iregs=8
#pragma D option cleanrate=50hz
#pragma D option jstackframes=10
#pragma D option jstackstrsize=1k
#pragma D option scratchsize=4k
#pragma D option bufresize=manual
BEGIN
{
	exit(0);
}
