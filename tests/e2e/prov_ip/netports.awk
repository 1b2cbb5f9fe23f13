# netports.awk - for the .post filters of the ip, tcp and udp tests: names
# the ports the net helper printed ("tcp4 server P client Q", "refuse6
# port P client Q") wherever they appear in the other lines, which it
# prints after them: "tcp4-server", "refuse6-port", "refuse6-client".
/^(tcp|udp)[46] server [0-9]+ client [0-9]+$/ { name[$3] = $1 "-server"; name[$5] = $1 "-client"; next }
/^refuse[46] port [0-9]+ client [0-9]+$/ { name[$3] = $1 "-port"; name[$5] = $1 "-client"; next }
{ line[n++] = $0 }
END {
	for (i = 0; i < n; i++) {
		s = line[i]
		out = ""
		while (match(s, /[0-9]+/)) {
			num = substr(s, RSTART, RLENGTH)
			out = out substr(s, 1, RSTART - 1) ((num in name) ? name[num] : num)
			s = substr(s, RSTART + RLENGTH)
		}
		print out s
	}
}
