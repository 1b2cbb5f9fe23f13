/*
 * ASSERTION: pcap( ) takes the packet and its protocol: one argument is a
 * prototype mismatch.
 */
BEGIN { pcap(0); }
