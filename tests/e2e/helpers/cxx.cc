/*
 * cxx - C++ functions whose symbols are mangled (Itanium ABI), for the
 * demangling tests: a const member function of a class in a namespace, a
 * function template's instance, an overloaded function.
 *
 *   cxx N    main -> shapes::Widget::frob(int) const -> shapes::twice<long>(long)
 *            -> shapes::area(double), N times; shapes::area(int) once
 * Built -O2 without frame pointers, as distributions build.
 */
#include <cstdlib>

namespace shapes {

static volatile long sink;

__attribute__((noinline)) double area(double r)
{
	sink += (long)r;
	__asm__ volatile("");
	return r * r * 3.0;
}

__attribute__((noinline)) long area(int side)
{
	sink += side;
	__asm__ volatile("");
	return (long)side * side;
}

template <typename T> __attribute__((noinline)) T twice(T v)
{
	T r = (T)area((double)v);

	__asm__ volatile("");
	return r + v + v;
}

struct Widget {
	int scale;
	__attribute__((noipa)) int frob(int x) const
	{
		long r = twice<long>((long)x * scale);

		__asm__ volatile("");
		return (int)r;
	}
};

} // namespace shapes

int main(int argc, char **argv)
{
	long n = argc > 1 ? std::atol(argv[1]) : 1;
	shapes::Widget w = { 2 };

	for (long i = 0; i < n; i++)
		shapes::sink += w.frob((int)i);
	shapes::sink += shapes::area(3);
	return 0;
}
