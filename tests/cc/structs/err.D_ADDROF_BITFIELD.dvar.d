/*
 * ASSERTION: & of a bit-field member of a D variable is D_ADDROF_BITFIELD (DTrace looks at the bit-field before the variable).
 */
struct flags { int a : 3; int b : 5; } f;
BEGIN { x = &f.b; }
