/*
 * OPTIONS: -q
 * ASSERTION: curcpu, a built-in cpuinfo_t * in DTrace, may be cast to an
 * integer (curpsinfo and curlwpsinfo, translations, may not: see
 * tests/cc/decls/err.D_CAST_INVAL.xlate-ptr.d); the address is not 0 or -1,
 * and the members read through curcpu are unchanged by it.
 */
BEGIN
{
	printf("%d %d %d\n", (int64_t)curcpu != -1, (uintptr_t)curcpu != 0, curcpu->cpu_id == cpu);
	exit(0);
}
