/*
 * ASSERTION: 70 aggregations updated by a profile provider's program (a
 * perf event's, which may run in NMI context) and by a second clause of
 * the same probe hold every firing's update.
 */
#pragma D option quiet
tick-10ms
{
	@c0[0] = count();
	@c1[1] = count();
	@c2[2] = count();
	@c3[3] = count();
	@c4[4] = count();
	@c5[5] = count();
	@c6[6] = count();
	@c7[0] = count();
	@c8[1] = count();
	@c9[2] = count();
	@c10[3] = count();
	@c11[4] = count();
	@c12[5] = count();
	@c13[6] = count();
	@c14[0] = count();
	@c15[1] = count();
	@c16[2] = count();
	@c17[3] = count();
	@c18[4] = count();
	@c19[5] = count();
	@c20[6] = count();
	@c21[0] = count();
	@c22[1] = count();
	@c23[2] = count();
	@c24[3] = count();
	@c25[4] = count();
	@c26[5] = count();
	@c27[6] = count();
	@c28[0] = count();
	@c29[1] = count();
	@c30[2] = count();
	@c31[3] = count();
	@c32[4] = count();
	@c33[5] = count();
	@c34[6] = count();
	@c35[0] = count();
	@c36[1] = count();
	@c37[2] = count();
	@c38[3] = count();
	@c39[4] = count();
	@c40[5] = count();
	@c41[6] = count();
	@c42[0] = count();
	@c43[1] = count();
	@c44[2] = count();
	@c45[3] = count();
	@c46[4] = count();
	@c47[5] = count();
	@c48[6] = count();
	@c49[0] = count();
	@c50[1] = count();
	@c51[2] = count();
	@c52[3] = count();
	@c53[4] = count();
	@c54[5] = count();
	@c55[6] = count();
	@c56[0] = count();
	@c57[1] = count();
	@c58[2] = count();
	@c59[3] = count();
	@c60[4] = count();
	@c61[5] = count();
	@c62[6] = count();
	@c63[0] = count();
	@c64[1] = count();
	@c65[2] = count();
	@c66[3] = count();
	@c67[4] = count();
	@c68[5] = count();
	@c69[6] = count();
}

tick-10ms
{
	@c0[0] = count(); @s0 = sum(0);
	@c10[3] = count(); @s10 = sum(10);
	@c20[6] = count(); @s20 = sum(20);
	@c30[2] = count(); @s30 = sum(30);
	@c40[5] = count(); @s40 = sum(40);
	@c50[1] = count(); @s50 = sum(50);
	@c60[4] = count(); @s60 = sum(60);
}

tick-10ms
/++i == 5/
{
	exit(0);
}
