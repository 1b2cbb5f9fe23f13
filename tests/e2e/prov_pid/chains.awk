# chains.awk - reads printa() output of @[ustack()] = count() and prints
# "COUNT CHAIN" per distinct call chain, counts summed over keys that
# differ only in offsets. A chain keeps libc's malloc and raise and the
# frames of the program named by -v prog=NAME, innermost first.
/^ +[0-9]+$/ { if (chain != "") c[chain] += $1; chain = ""; next }
/`/ {
	f = $1
	sub(/\+0x[0-9a-f]+$/, "", f)
	if (index(f, prog "`") == 1 || f == "libc.so.6`malloc" || f == "libc.so.6`raise")
		chain = chain (chain == "" ? "" : " ") f
}
END { for (k in c) print c[k], k }
