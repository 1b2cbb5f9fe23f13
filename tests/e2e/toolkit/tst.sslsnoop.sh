#!/bin/bash
# ASSERTION: sslsnoop.d shows the plain text of a TLS connection: openssl
# s_client, traced, sends an HTTP request through SSL_write and reads
# openssl s_server's answer through SSL_read, both in clear text.
. ../lib.sh
. ./tk.sh

command -v openssl > /dev/null || fail "openssl is not installed"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj /CN=localhost \
	-days 1 -keyout "$TMPDIR/key.pem" -out "$TMPDIR/cert.pem" 2> /dev/null || fail "no certificate"
# a free port: the server picks none itself; retry on a clash
# (the server may end as soon as it took the probe connection: that it
# answered is what says it started)
up=
for try in 1 2 3 4 5; do
	port=$((20000 + RANDOM % 30000))
	openssl s_server -accept 127.0.0.1:$port -cert "$TMPDIR/cert.pem" -key "$TMPDIR/key.pem" \
		-www -naccept 1 -quiet > /dev/null 2> "$TMPDIR/server" &
	server=$!
	for i in $(seq 50); do
		(exec 3<> /dev/tcp/127.0.0.1/$port) 2> /dev/null && { up=1; break; }
		kill -0 $server 2> /dev/null || break
		sleep 0.1
	done
	[ -n "$up" ] && break
done
[ -n "$up" ] || fail "openssl s_server did not start: $(cat "$TMPDIR/server")"
trap 'kill $server 2> /dev/null' EXIT
# the probe connection above was the one connection -naccept allowed: start another
wait $server 2> /dev/null
openssl s_server -accept 127.0.0.1:$port -cert "$TMPDIR/cert.pem" -key "$TMPDIR/key.pem" \
	-www -naccept 1 -quiet > /dev/null 2> "$TMPDIR/server" &
server=$!
sleep 0.3
# dtrace's own output to a file of its own (-o): s_client prints the answer
# on the same stdout, and a row written after a part of its line would not
# start a line
printf 'GET /tk-secret HTTP/1.0\r\n\r\n' |
	tool sslsnoop -o "$TMPDIR/rows" -c "openssl s_client -connect 127.0.0.1:$port -quiet -ign_eof"
cp "$TMPDIR/rows" "$TMPDIR/out"
expect_eq "header" "FUNC PID COMM BYTES DATA" "$(head -1 "$TMPDIR/out" | tr -s ' ')"
expect_eq "request" "SSL_write openssl 27 GET /tk-secret HTTP/1.0" \
	"$(rows '$1 ~ /^SSL_write/ { print "SSL_write", $3, $4, $5, $6, $7 }' | tr -d '\r')"
expect_range "answer" 1 5 "$(count_rows '$1 ~ /^SSL_read/ && $3 == "openssl" && $5 == "HTTP/1.0" && $6 == 200')"
exit 0
