// The check of one of CuTe's tutorials ported with cute-port: the ported source, unchanged, is
// compiled into this program with its main() renamed, and this program
// - for a GEMM tutorial (PORT_GEMM_ELEMENT defined: its element type), calls the tutorial's own
//   gemm(transA, transB, ...) on small matrices of small integers, NT and TN, with alpha = 1 and
//   beta = 1, and compares every element of C with a host reference (exactly: the sums are integers
//   that float and half_t represent), TN and, where PORT_GEMM_NT is 1, NT; then runs the tutorial's
//   main() at a small size, TN (its check: any CUDA error exits with 1);
// - for a copy tutorial, runs the tutorial's main(), which verifies its result itself.
// Exit status: 0 when everything passed, 1 when something failed, 77 (skipped) without a GPU of the
// tutorial's architecture (PORT_MIN_SM, e.g. 90 for the Hopper tutorials).
#define main cute_tutorial_main
#include PORT_SOURCE
#undef main

#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

namespace port_check {

bool cuda_ok(cudaError_t status, char const* what) {
  if (status != cudaSuccess) {
    std::fprintf(stderr, "port check: %s: %s\n", what, cudaGetErrorString(status));
    return false;
  }
  return true;
}

#if defined(PORT_GEMM_ELEMENT)
using Element = PORT_GEMM_ELEMENT;

// A small integer in [-1, 1] from a position: the products and sums of a k <= 1024 GEMM stay exact.
int small_value(int i, int salt) { return ((i * 7 + salt * 13) % 3) - 1; }

// C = A * B^T + C on the device through the tutorial's gemm(), against the same on the host.
// transA 'N': A is m x k column-major (lda = m); 'T': k x m (lda = k). transB 'T': B is n x k
// column-major (ldb = n); 'N': k x n (ldb = k). C is m x n column-major.
bool check_gemm(char transA, char transB, int m, int n, int k) {
  int const lda = transA == 'N' ? m : k;
  int const ldb = transB == 'N' ? k : n;
  std::vector<Element> A(std::size_t(m) * k), B(std::size_t(n) * k), C(std::size_t(m) * n);
  std::vector<int> a(A.size()), b(B.size()), c(C.size());
  for (std::size_t i = 0; i < A.size(); ++i) A[i] = Element(float(a[i] = small_value(int(i), 1)));
  for (std::size_t i = 0; i < B.size(); ++i) B[i] = Element(float(b[i] = small_value(int(i), 2)));
  for (std::size_t i = 0; i < C.size(); ++i) C[i] = Element(float(c[i] = small_value(int(i), 3)));

  Element *dA = nullptr, *dB = nullptr, *dC = nullptr;
  bool ok = cuda_ok(cudaMalloc(&dA, A.size() * sizeof(Element)), "cudaMalloc") &&
            cuda_ok(cudaMalloc(&dB, B.size() * sizeof(Element)), "cudaMalloc") &&
            cuda_ok(cudaMalloc(&dC, C.size() * sizeof(Element)), "cudaMalloc") &&
            cuda_ok(cudaMemcpy(dA, A.data(), A.size() * sizeof(Element), cudaMemcpyHostToDevice), "copy A") &&
            cuda_ok(cudaMemcpy(dB, B.data(), B.size() * sizeof(Element), cudaMemcpyHostToDevice), "copy B") &&
            cuda_ok(cudaMemcpy(dC, C.data(), C.size() * sizeof(Element), cudaMemcpyHostToDevice), "copy C");
  if (ok) {
    Element const one = Element(1.0f);
    gemm(transA, transB, m, n, k, one, static_cast<Element const*>(dA), lda, static_cast<Element const*>(dB), ldb,
         one, dC, m);
    ok = cuda_ok(cudaGetLastError(), "gemm launch") && cuda_ok(cudaDeviceSynchronize(), "gemm") &&
         cuda_ok(cudaMemcpy(C.data(), dC, C.size() * sizeof(Element), cudaMemcpyDeviceToHost), "copy C back");
  }
  int errors = 0;
  for (int j = 0; ok && j < n; ++j) {
    for (int i = 0; i < m; ++i) {
      int expected = c[i + std::size_t(j) * m];
      for (int p = 0; p < k; ++p) {
        int const ai = transA == 'N' ? a[i + std::size_t(p) * lda] : a[p + std::size_t(i) * lda];
        int const bj = transB == 'N' ? b[p + std::size_t(j) * ldb] : b[j + std::size_t(p) * ldb];
        expected += ai * bj;
      }
      float const got = float(C[i + std::size_t(j) * m]);
      if (got != float(expected) && ++errors <= 5) {
        std::fprintf(stderr, "port check: gemm %c%c %dx%dx%d: C(%d,%d) = %g, expected %d\n", transA, transB, m, n, k,
                     i, j, got, expected);
      }
    }
  }
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  std::printf("port check: gemm %c%c %dx%dx%d: %s\n", transA, transB, m, n, k,
              !ok ? "CUDA error" : errors == 0 ? "every element exact" : "WRONG");
  return ok && errors == 0;
}
#endif

}  // namespace port_check

int main() {
  int devices = 0;
  cudaDeviceProp properties{};
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0 ||
      cudaGetDeviceProperties(&properties, 0) != cudaSuccess) {
    std::printf("port check: no GPU, skipped\n");
    return 77;
  }
  if (properties.major * 10 + properties.minor < PORT_MIN_SM) {
    std::printf("port check: this tutorial needs SM%d, the GPU is SM%d%d: skipped\n", PORT_MIN_SM, properties.major,
                properties.minor);
    return 77;
  }
  bool ok = true;
#if defined(PORT_GEMM_ELEMENT)
  // Whole tiles, as the tutorials do not predicate: 128 x 128 blocks (m a multiple of 256: the Hopper
  // ones launch clusters of two blocks along m), k a multiple of 64 and at least 3 tiles deep.
  // The layouts the tutorial implements (sgemm_sm80's gemm_nt is an assert(false)).
#if PORT_GEMM_NT
  ok = port_check::check_gemm('N', 'T', 256, 384, 192) && ok;
#endif
  ok = port_check::check_gemm('T', 'N', 512, 256, 256) && ok;
  char prog[] = "tutorial", m[] = "512", n[] = "512", k[] = "256", ta[] = "T", tb[] = "N";
  char* argv[] = {prog, m, n, k, ta, tb, nullptr};
  int const status = cute_tutorial_main(6, argv);
#else
  char prog[] = "tutorial";
  char* argv[] = {prog, nullptr};
  int const status = cute_tutorial_main(1, argv);
#endif
  std::printf("port check: the tutorial's main() returned %d\n", status);
  return ok && status == 0 ? 0 : 1;
}
