/*
 * ASSERTION: func() compiles in its documented forms.
 */
profile-99 { @[func(arg0)] = count(); @s[sym(arg0)] = count(); @m[mod(arg0)] = count(); }
