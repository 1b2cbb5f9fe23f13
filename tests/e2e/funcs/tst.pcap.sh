#!/bin/bash
# ASSERTION: pcap(skb, protocol) on real packets over 127.0.0.1 (ip:::send,
# the net helper's UDP datagram and TCP connection): without a capture
# file it dumps the captured bytes as tracemem() of the same header does
# (pcapsize of them, no more than the packet); after freopen("file") it
# writes a pcap capture (one header, one record a packet, snaplen
# pcapsize) that tcpdump reads back: PCAP_IP from the IP header (link-type
# RAW), PCAP_ETHER from the link header (EN10MB); pcapsize cuts a record.
. ../lib.sh
command -v tcpdump > /dev/null || fail "tcpdump is not installed (scripts/deps.sh installs it)"

# stdout: pcap's dump and tracemem's of the IP header, 16 bytes, line for line
"$DTRACE" -q -x pcapsize=16 -c "$HELPERS/net udp4=5" -n '
ip:::send /pid == $target/ {
	this->skb = (struct sk_buff *)args[0]->pkt_addr;
	printf("pcap\n"); pcap(this->skb, PCAP_IP);
	printf("tracemem\n"); tracemem(this->skb->head + this->skb->network_header, 16);
}' > "$TMPDIR/out" 2> "$TMPDIR/err" || fail "stdout: status $?: $(cat "$TMPDIR/err")"
awk '/^pcap$/ { w = "p"; next } /^tracemem$/ { w = "t"; next } /^ +0:/ { print > (ENVIRON["TMPDIR"] "/" w) }' "$TMPDIR/out"
[ -s "$TMPDIR/p" ] || fail "no pcap dump: $(cat "$TMPDIR/out")"
expect_eq "pcap's dump is tracemem's" "$(cat "$TMPDIR/t")" "$(cat "$TMPDIR/p")"
expect_eq "an IPv4 header from 127.0.0.1" "45" "$(awk '{ print $2; exit }' "$TMPDIR/p")"

# a capture file, PCAP_IP
cap=$TMPDIR/ip.pcap
"$DTRACE" -q -w -c "$HELPERS/net udp4=5 tcp4=100:200" -n '
ip:::send /pid == $target/ { freopen("'"$cap"'"); pcap((void *)args[0]->pkt_addr, PCAP_IP); freopen(""); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "PCAP_IP: status $?: $(cat "$TMPDIR/err")"
read -r _ _ us _ uc < <(grep '^udp4' "$TMPDIR/out")
read -r _ _ ts _ tc < <(grep '^tcp4' "$TMPDIR/out")
tcpdump -nn -r "$cap" > "$TMPDIR/td" 2> "$TMPDIR/tderr" || fail "tcpdump: $(cat "$TMPDIR/tderr")"
expect_eq "PCAP_IP's file header" "reading from file $cap, link-type RAW (Raw IP), snapshot length 2048" "$(cat "$TMPDIR/tderr")"
expect_eq "the datagram" 1 "$(grep -c "IP 127.0.0.1.$uc > 127.0.0.1.$us: UDP, length 5\$" "$TMPDIR/td")"
expect_eq "the SYN" 1 "$(grep -c "IP 127.0.0.1.$tc > 127.0.0.1.$ts: Flags \[S\]," "$TMPDIR/td")"
expect_eq "the client's 100 bytes" 1 "$(grep -c "IP 127.0.0.1.$tc > 127.0.0.1.$ts: Flags \[P.\], seq 1:101, .*length 100\$" "$TMPDIR/td")"
expect_eq "the server's 200 bytes" 1 "$(grep -c "IP 127.0.0.1.$ts > 127.0.0.1.$tc: Flags \[P.\], seq 1:201, .*length 200\$" "$TMPDIR/td")"

# PCAP_ETHER from the link header, and records cut at pcapsize
cap=$TMPDIR/ether.pcap
"$DTRACE" -q -w -x pcapsize=60 -c "$HELPERS/net udp4=100" -n '
ip:::send /pid == $target/ { freopen("'"$cap"'"); pcap((void *)args[0]->pkt_addr, PCAP_ETHER); freopen(""); }' \
	> "$TMPDIR/out" 2> "$TMPDIR/err" || fail "PCAP_ETHER: status $?: $(cat "$TMPDIR/err")"
read -r _ _ us _ uc < <(grep '^udp4' "$TMPDIR/out")
tcpdump -nn -e -r "$cap" > "$TMPDIR/td" 2> "$TMPDIR/tderr" || fail "tcpdump: $(cat "$TMPDIR/tderr")"
expect_eq "PCAP_ETHER's file header" "reading from file $cap, link-type EN10MB (Ethernet), snapshot length 60" "$(cat "$TMPDIR/tderr")"
expect_eq "the datagram in its Ethernet frame" 1 \
	"$(grep -c "ethertype IPv4 (0x0800), length 142: 127.0.0.1.$uc > 127.0.0.1.$us: UDP, length 100\$" "$TMPDIR/td")"
# 24 bytes of file header, 16 of record header and 60 captured of the 142
expect_eq "the record cut at pcapsize" 100 "$(stat -c %s "$cap")"
exit 0
