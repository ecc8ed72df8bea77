// bench/compile/layout_only.cpp: the fixed cost of the layout layer, a translation unit that only brings
// it in: CuTe's <cute/layout.hpp> (-DBENCH_CUTE), this library's <cute/layout.hpp> (the default), or
// `import cute.layout;` (-DBENCH_IMPORT).
#if defined(BENCH_IMPORT)
import cute.layout;
#elif defined(BENCH_CUTE)
#include <cute/layout.hpp>  // CuTe's layout.hpp (-I<cutlass>/include)
#else
#include <cute/layout.hpp>  // this library's layout layer (-I<repo>/src)
#endif

int main() { return 0; }
