/*
 * ASSERTION: chip, lgrp and pset are DTrace's inlines for curcpu's
 * cpu_chip, cpu_lgrp and cpu_pset (0, 0 and -1 here: see src/cc/README.md).
 */
#pragma D option quiet
BEGIN
/chip == curcpu->cpu_chip && lgrp == curcpu->cpu_lgrp && pset == curcpu->cpu_pset/
{
	printf("%d %d %d\n", chip, lgrp, pset);
	exit(0);
}

BEGIN
/!(chip == curcpu->cpu_chip && lgrp == curcpu->cpu_lgrp && pset == curcpu->cpu_pset)/
{
	printf("differ: %d %d %d\n", chip, lgrp, pset);
	exit(1);
}
