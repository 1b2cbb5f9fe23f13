/*
 * ASSERTION: pcap( )'s first argument is a pointer (the packet's struct
 * sk_buff): a struct value is refused with the prototype.
 */
struct pt { int a; } p;

BEGIN { pcap(p, PCAP_IP); }
