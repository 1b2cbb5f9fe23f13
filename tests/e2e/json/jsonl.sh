# jsonl.sh - sourced by the .post filters and scenarios of tests/e2e/json.
#
# jsonl_check: checks that every line of stdin is one JSON value (python3
# -m json.tool, a line at a time: JSON Lines) and passes it on; a line
# that is not prints as "NOT JSON: <line>", which no expected output has.
# jsonl_mask [sed -e ARGS]: replaces what varies between runs: the timestamp by T and a
# CPU number by C (the pseudo-probes' -1 stays).
# jsonl [sed -e ARGS]: both.
jsonl_check() {
	while IFS= read -r line; do
		if printf '%s\n' "$line" | python3 -m json.tool > /dev/null 2>&1; then
			printf '%s\n' "$line"
		else
			printf 'NOT JSON: %s\n' "$line"
		fi
	done
}

jsonl_mask() {
	sed -E -e 's/"timestamp":[0-9]{19},/"timestamp":T,/; s/"cpu":[0-9]+,/"cpu":C,/' "$@"
}

jsonl() {
	jsonl_check | jsonl_mask "$@"
}
