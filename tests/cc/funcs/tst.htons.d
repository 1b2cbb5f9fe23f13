/*
 * ASSERTION: htons() compiles in its documented forms.
 */
BEGIN { trace(htons(1)); trace(htonl(1)); trace(htonll(1)); trace(ntohs(1)); trace(ntohl(1)); trace(ntohll(1)); }
