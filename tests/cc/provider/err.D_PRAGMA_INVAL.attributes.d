/*
 * ASSERTION: #pragma D attributes takes DTrace's stability words.
 */
provider app {
	probe p();
};

#pragma D attributes Wobbly/Evolving/Common provider app provider
