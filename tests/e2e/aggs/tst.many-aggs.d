/*
 * ASSERTION: one clause may use 100 aggregations (more maps than the 64 a
 * BPF program may name: the code reaches them through aggregation sets) of
 * every kind: keyed and key-less, each updated twice; printa() of several
 * at once, clear(), trunc() and normalize() act on the right one, and at
 * exit the others print in the order they were first used.
 */
#pragma D option quiet
BEGIN
{
	@k0[0] = sum(0); @k0[0] = sum(0);
	@k1[1] = sum(1); @k1[1] = sum(2);
	@k2[2] = sum(2); @k2[2] = sum(4);
	@k3[3] = sum(3); @k3[3] = sum(6);
	@k4[4] = sum(4); @k4[4] = sum(8);
	@k5[5] = sum(5); @k5[5] = sum(10);
	@k6[6] = sum(6); @k6[6] = sum(12);
	@k7[7] = sum(7); @k7[7] = sum(14);
	@k8[8] = sum(8); @k8[8] = sum(16);
	@k9[9] = sum(9); @k9[9] = sum(18);
	@k10[10] = sum(10); @k10[10] = sum(20);
	@k11[11] = sum(11); @k11[11] = sum(22);
	@k12[12] = sum(12); @k12[12] = sum(24);
	@k13[13] = sum(13); @k13[13] = sum(26);
	@k14[14] = sum(14); @k14[14] = sum(28);
	@k15[15] = sum(15); @k15[15] = sum(30);
	@k16[16] = sum(16); @k16[16] = sum(32);
	@k17[17] = sum(17); @k17[17] = sum(34);
	@k18[18] = sum(18); @k18[18] = sum(36);
	@k19[19] = sum(19); @k19[19] = sum(38);
	@k20[20] = sum(20); @k20[20] = sum(40);
	@k21[21] = sum(21); @k21[21] = sum(42);
	@k22[22] = sum(22); @k22[22] = sum(44);
	@k23[23] = sum(23); @k23[23] = sum(46);
	@k24[24] = sum(24); @k24[24] = sum(48);
	@k25[25] = sum(25); @k25[25] = sum(50);
	@k26[26] = sum(26); @k26[26] = sum(52);
	@k27[27] = sum(27); @k27[27] = sum(54);
	@k28[28] = sum(28); @k28[28] = sum(56);
	@k29[29] = sum(29); @k29[29] = sum(58);
	@k30[30] = sum(30); @k30[30] = sum(60);
	@k31[31] = sum(31); @k31[31] = sum(62);
	@k32[32] = sum(32); @k32[32] = sum(64);
	@k33[33] = sum(33); @k33[33] = sum(66);
	@k34[34] = sum(34); @k34[34] = sum(68);
	@k35[35] = sum(35); @k35[35] = sum(70);
	@k36[36] = sum(36); @k36[36] = sum(72);
	@k37[37] = sum(37); @k37[37] = sum(74);
	@k38[38] = sum(38); @k38[38] = sum(76);
	@k39[39] = sum(39); @k39[39] = sum(78);
	@k40[40] = sum(40); @k40[40] = sum(80);
	@k41[41] = sum(41); @k41[41] = sum(82);
	@k42[42] = sum(42); @k42[42] = sum(84);
	@k43[43] = sum(43); @k43[43] = sum(86);
	@k44[44] = sum(44); @k44[44] = sum(88);
	@k45[45] = sum(45); @k45[45] = sum(90);
	@k46[46] = sum(46); @k46[46] = sum(92);
	@k47[47] = sum(47); @k47[47] = sum(94);
	@k48[48] = sum(48); @k48[48] = sum(96);
	@k49[49] = sum(49); @k49[49] = sum(98);
	@k50[50] = sum(50); @k50[50] = sum(100);
	@k51[51] = sum(51); @k51[51] = sum(102);
	@k52[52] = sum(52); @k52[52] = sum(104);
	@k53[53] = sum(53); @k53[53] = sum(106);
	@k54[54] = sum(54); @k54[54] = sum(108);
	@k55[55] = sum(55); @k55[55] = sum(110);
	@k56[56] = sum(56); @k56[56] = sum(112);
	@k57[57] = sum(57); @k57[57] = sum(114);
	@k58[58] = sum(58); @k58[58] = sum(116);
	@k59[59] = sum(59); @k59[59] = sum(118);
	@c0 = max(0); @c0 = max(100);
	@c1 = max(1); @c1 = max(101);
	@c2 = max(2); @c2 = max(102);
	@c3 = max(3); @c3 = max(103);
	@c4 = max(4); @c4 = max(104);
	@c5 = max(5); @c5 = max(105);
	@c6 = max(6); @c6 = max(106);
	@c7 = max(7); @c7 = max(107);
	@c8 = max(8); @c8 = max(108);
	@c9 = max(9); @c9 = max(109);
	@c10 = max(10); @c10 = max(110);
	@c11 = max(11); @c11 = max(111);
	@c12 = max(12); @c12 = max(112);
	@c13 = max(13); @c13 = max(113);
	@c14 = max(14); @c14 = max(114);
	@c15 = max(15); @c15 = max(115);
	@c16 = max(16); @c16 = max(116);
	@c17 = max(17); @c17 = max(117);
	@c18 = max(18); @c18 = max(118);
	@c19 = max(19); @c19 = max(119);
	@q0["q"] = quantize(1); @q0["q"] = quantize(1);
	@q1["q"] = quantize(2); @q1["q"] = quantize(2);
	@q2["q"] = quantize(4); @q2["q"] = quantize(4);
	@q3["q"] = quantize(8); @q3["q"] = quantize(8);
	@q4["q"] = quantize(16); @q4["q"] = quantize(16);
	@q5["q"] = quantize(32); @q5["q"] = quantize(32);
	@q6["q"] = quantize(64); @q6["q"] = quantize(64);
	@q7["q"] = quantize(128); @q7["q"] = quantize(128);
	@q8["q"] = quantize(256); @q8["q"] = quantize(256);
	@q9["q"] = quantize(512); @q9["q"] = quantize(512);
	@l0 = lquantize(0, 0, 5, 1); @l0 = lquantize(0, 0, 5, 1);
	@l1 = lquantize(1, 0, 5, 1); @l1 = lquantize(1, 0, 5, 1);
	@l2 = lquantize(2, 0, 5, 1); @l2 = lquantize(2, 0, 5, 1);
	@l3 = lquantize(3, 0, 5, 1); @l3 = lquantize(3, 0, 5, 1);
	@l4 = lquantize(4, 0, 5, 1); @l4 = lquantize(4, 0, 5, 1);
	@a0[0, "x"] = avg(0); @a0[0, "x"] = avg(2);
	@a1[1, "x"] = avg(1); @a1[1, "x"] = avg(3);
	@a2[2, "x"] = avg(2); @a2[2, "x"] = avg(4);
	@a3[3, "x"] = avg(3); @a3[3, "x"] = avg(5);
	@a4[4, "x"] = avg(4); @a4[4, "x"] = avg(6);
	printa("k %d: %@d %@d %@d\n", @k10, @k20, @k59);
	printa("c %@d %@d\n", @c0, @c19);
	printa("a %d %s %@d\n", @a4);
	clear(@k1);
	trunc(@k2);
	normalize(@k3, 3);
	printf("end\n");
	exit(0);
}
