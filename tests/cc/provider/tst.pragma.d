/*
 * ASSERTION: #pragma D attributes for a provider's parts (provider,
 * module, function, name, args) are accepted, as DTrace's USDT
 * definitions carry them.
 */
provider stab {
	probe p(int);
};

#pragma D attributes Evolving/Evolving/ISA provider stab provider
#pragma D attributes Private/Private/Unknown provider stab module
#pragma D attributes Private/Private/Unknown provider stab function
#pragma D attributes Evolving/Evolving/ISA provider stab name
#pragma D attributes Evolving/Evolving/ISA provider stab args
#pragma D attributes Stable stab

BEGIN
{
	exit(0);
}
