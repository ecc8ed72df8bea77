// bench/gemm/sm90_two_kernels.cu: the compile-time side of bench/gemm/sm90.sh: the two kernels CuTe's
// wgmma_tma_sm90 tutorial builds (fp16, TN and NT) made with examples/gemm_sm90.hpp, each planned and
// launched from host code, so that the two translation units compile comparable work (compiled only,
// never run).
#include "../../examples/gemm_sm90.hpp"
using namespace gemm_sm90;
template <class Cfg>
void run(half_t const* A, half_t const* B, half_t* D, int M, int N, int K) {
  auto plan = make_gemm_plan<Cfg>(GemmArgs<half_t>{M, N, K, 1.0f, 0.0f, nullptr, D}, A, B);
  (void)plan.run();
}
int main(int argc, char**) {
  half_t *A = nullptr, *B = nullptr, *D = nullptr;
  int const n = 4096 * argc;
  run<GemmConfig<half_t, Major::K, Major::K>>(A, B, D, n, n, n);
  run<GemmConfig<half_t, Major::MN, Major::MN>>(A, B, D, n, n, n);
}
