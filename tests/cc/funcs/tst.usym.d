/*
 * ASSERTION: usym() compiles in its documented forms.
 */
profile-99 { @[usym(arg1)] = count(); @f[ufunc(arg1)] = count(); @m[umod(arg1)] = count(); printf("%A\n", uaddr(arg1)); }
