/* A scoped tag names a type declared in its scope: it cannot be defined. */
struct D`s {
	int x;
};
