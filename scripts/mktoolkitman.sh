#!/bin/sh
# mktoolkitman.sh TEMPLATE [SCRIPT|DIR ...] > dtrace-toolkit.7
#
# Writes the dtrace-toolkit(7) manual page: TEMPLATE (man/dtrace-toolkit.7.in)
# with its line @SUMMARY@ replaced by one line per tool, its line @TOOLS@ by
# each tool's description, and @TOOLKITDIR@ and @SBINDIR@ by where the tools
# are installed (PREFIX/share/dtrace/toolkit and PREFIX/sbin; PREFIX from the
# environment, /usr by default).
#
# The tools are the scripts named (with no file named, a directory stands
# for the files in it; no argument at all: toolkit/ beside this script):
# regular files, except README*, *.txt and *.md. A tool's name is its
# file's without .d or .sh; it is described from the comment block that
# opens the script (after its #! line and any #pragma lines): a /* ... */
# block, or # or // lines. The
# block's first paragraph says what the tool does (a leading "NAME - " or
# "NAME: " is dropped); each later paragraph is printed as written, a
# paragraph that starts with a label ("Columns:", "Options:", "Overhead:",
# "USAGE:" ...) under that label, and one with indented or aligned lines
# (tables of columns, usage lines) without refilling. A script without such
# a block is listed with "no description". When DIR/examples/NAME.txt exists
# beside a script, the page points at it.
set -e
if [ $# -lt 1 ] || [ ! -r "$1" ]; then
	echo "usage: mktoolkitman.sh TEMPLATE [SCRIPT|DIR ...] > OUT" >&2
	exit 2
fi
template=$1
shift
if [ $# -eq 0 ]; then
	set -- "$(dirname "$0")/../toolkit"
fi
prefix=${PREFIX:-/usr}

# The tools, one path a line, sorted by file name. Directories stand for
# their files only when no file is named (toolkit/* names examples/ too).
list_tools() {
	files=0
	for arg in "$@"; do
		[ -f "$arg" ] && files=1
	done
	for arg in "$@"; do
		if [ -d "$arg" ]; then
			[ $files = 1 ] && continue
			for f in "$arg"/*; do
				printf '%s\n' "$f"
			done
		else
			printf '%s\n' "$arg"
		fi
	done | while IFS= read -r f; do
		[ -f "$f" ] || continue
		case ${f##*/} in
		README*|*.txt|*.md) continue ;;
		esac
		printf '%s\t%s\n' "${f##*/}" "$f"
	done | LC_ALL=C sort | cut -f2-
}

tools=$(list_tools "$@")

# awk reads the tools' paths on stdin, each script through getline, then the template.
printf '%s\n' "$tools" | LC_ALL=C awk -v template="$template" \
    -v toolkitdir="$prefix/share/dtrace/toolkit" -v sbindir="$prefix/sbin" '
# roff-safe text: backslashes escaped, a leading control character neutralised
function esc(s) {
	gsub(/\\/, "\\e", s)
	if (substr(s, 1, 1) == "." || substr(s, 1, 1) == sq)
		s = "\\&" s
	return s
}

function expand_tabs(s,    out, i, c) {
	out = ""
	for (i = 1; i <= length(s); i++) {
		c = substr(s, i, 1)
		if (c == "\t") {
			do out = out " "; while (length(out) % 8)
		} else {
			out = out c
		}
	}
	return out
}

function rtrim(s) { sub(/[ \t\r]+$/, "", s); return s }
function ltrim(s) { sub(/^[ \t]+/, "", s); return s }
function indent_of(s) { match(s, /^ */); return RLENGTH }

# Reads the opening comment block of file into hdr[1..nhdr], stripped of its markers.
function read_header(file,    line, n, kind, started, done_) {
	nhdr = 0
	kind = ""
	n = 0
	while ((getline line < file) > 0) {
		n++
		line = rtrim(line)
		if (kind == "") {
			if (n == 1 && line ~ /^#!/)
				continue
			if (line ~ /^[ \t]*$/ || line ~ /^#[ \t]*pragma[ \t]/)
				continue
			if (line ~ /^[ \t]*\/\*/) {
				kind = "c"
				sub(/^[ \t]*\/\*+/, "", line)
			} else if (line ~ /^[ \t]*\/\//) {
				kind = "slash"
			} else if (line ~ /^#/ && line !~ /^#[ \t]*(include|define|undef|if|ifdef|ifndef|else|elif|endif|line|error)([ \t]|$)/) {
				kind = "hash"
			} else {
				break
			}
		}
		if (kind == "c") {
			done_ = 0
			if (index(line, "*/")) {
				line = substr(line, 1, index(line, "*/") - 1)
				done_ = 1
			}
			sub(/^[ \t]*\*+/, "", line)
		} else if (kind == "slash") {
			if (line !~ /^[ \t]*\/\//)
				break
			sub(/^[ \t]*\/\/+/, "", line)
		} else {
			if (line !~ /^#/)
				break
			sub(/^#+/, "", line)
		}
		sub(/^ /, "", line)
		line = rtrim(expand_tabs(line))
		if (line ~ /^[-=*#~_ ]+$/ && line ~ /[-=*#~_][-=*#~_][-=*#~_]/)
			line = ""   # a rule drawn across the block
		hdr[++nhdr] = line
		if (kind == "c" && done_)
			break
	}
	close(file)
	while (nhdr > 0 && hdr[nhdr] == "")
		nhdr--
	first = 1
	while (first <= nhdr && hdr[first] == "")
		first++
}

# A paragraph whose lines keep their layout: columns aligned with runs of
# spaces, or lines indented under its first (a table, usage lines, code).
function is_layout(from, to,    i, base) {
	base = indent_of(hdr[from])
	for (i = from; i <= to; i++)
		if (hdr[i] ~ /[^ ]   +[^ ]/ || indent_of(hdr[i]) > base)
			return 1
	return 0
}

# text as lines of at most 78 characters, split at blanks
function fold(text,    out, line, n, i, w) {
	n = split(text, w, / +/)
	out = line = ""
	for (i = 1; i <= n; i++) {
		if (w[i] == "")
			continue
		if (line != "" && length(line) + 1 + length(w[i]) > 78) {
			out = out line "\n"
			line = ""
		}
		line = line (line == "" ? "" : " ") w[i]
	}
	return out (line == "" ? "" : line "\n")
}

# Emits hdr[from..to] as one paragraph of the tool description.
function emit_para(from, to,    i, label, rest, pad, min, s) {
	label = ""
	# a label: up to three words and a colon ("Columns:", "USAGE:", "See also:")
	if (match(hdr[from], /^[A-Za-z][A-Za-z0-9()\/_-]*( [A-Za-z0-9()\/_-]+)?( [A-Za-z0-9()\/_-]+)?:( |$)/) &&
	    RLENGTH <= 24) {
		label = rtrim(substr(hdr[from], 1, RLENGTH))
		rest = substr(hdr[from], RLENGTH + 1)
		pad = RLENGTH + indent_of(rest)
		rest = ltrim(rest)
		out = out ".TP\n.B \"" label "\"\n"
		if (rest == "")
			from++
		else
			hdr[from] = sprintf("%" pad "s", "") rest  # what follows may be aligned under it
	} else if (!first_para) {
		out = out ".PP\n"
	}
	first_para = 0
	if (from > to)
		return
	if (!is_layout(from, to)) {
		for (i = from; i <= to; i++)
			out = out esc(ltrim(hdr[i])) "\n"
		return
	}
	min = -1
	for (i = from; i <= to; i++)
		if (hdr[i] != "" && (min < 0 || indent_of(hdr[i]) < min))
			min = indent_of(hdr[i])
	out = out ".nf\n"
	for (i = from; i <= to; i++) {
		s = substr(hdr[i], min + 1)
		out = out (s == "" ? "\\&" : esc(s)) "\n"
	}
	out = out ".fi\n"
}

function tool(path,    file, name, desc, i, j, n, dl, ex, dir, line) {
	file = path
	sub(/.*\//, "", file)
	name = file
	sub(/\.(d|sh)$/, "", name)
	read_header(path)

	out = ".SS " esc(name) "\n"
	desc = ""
	i = first
	if (i <= nhdr) {
		for (j = i; j <= nhdr && hdr[j] != ""; j++)
			desc = desc (desc == "" ? "" : " ") ltrim(hdr[j])
		# "execsnoop - what it shows", "execsnoop.d: what it shows"
		line = desc
		if (index(line, file) == 1)
			line = substr(line, length(file) + 1)
		else if (index(line, name) == 1)
			line = substr(line, length(name) + 1)
		if (line != desc && match(line, /^ *(-+|:) */))
			desc = substr(line, RLENGTH + 1)
		i = j
	}
	if (desc == "")
		desc = "no description"
	n = split(fold(desc), dl, "\n")
	desc = ""
	for (j = 1; j <= n; j++)
		if (dl[j] != "")
			desc = desc esc(dl[j]) "\n"
	summary = summary ".TP\n.B " esc(name) "\n" desc
	out = out desc
	first_para = 0
	while (i <= nhdr) {
		while (i <= nhdr && hdr[i] == "")
			i++
		if (i > nhdr)
			break
		for (j = i; j <= nhdr && hdr[j] != ""; j++)
			;
		emit_para(i, j - 1)
		i = j
	}
	out = out ".PP\nCommand:\n.B dtrace\\-" esc(name) "\n.br\nScript:\n.I \\%" esc(toolkitdir "/" file) "\n"
	dir = path
	if (dir ~ /\//)
		sub(/\/[^\/]*$/, "", dir)
	else
		dir = "."
	ex = ""
	if ((getline line < (dir "/examples/" name ".txt")) >= 0) {
		ex = name ".txt"
		close(dir "/examples/" name ".txt")
	} else if ((getline line < (dir "/examples/" file ".txt")) >= 0) {
		ex = file ".txt"
		close(dir "/examples/" file ".txt")
	}
	if (ex != "")
		out = out ".br\nExample output:\n.I \\%" esc(toolkitdir "/examples/" ex) "\n"
	tools = tools out
}

BEGIN { sq = sprintf("%c", 39) }

{ if ($0 != "") { tool($0); ntools++ } }

END {
	if (!ntools) {
		summary = "No tools are installed.\n"
		tools = "No tools are installed.\n"
	}
	while ((getline line < template) > 0) {
		if (line == "@SUMMARY@") {
			printf "%s", summary
			continue
		}
		if (line == "@TOOLS@") {
			printf "%s", tools
			continue
		}
		if (line !~ /^\.\\"/) {
			gsub(/@TOOLKITDIR@/, toolkitdir, line)
			gsub(/@SBINDIR@/, sbindir, line)
		}
		print line
	}
	close(template)
}
'
