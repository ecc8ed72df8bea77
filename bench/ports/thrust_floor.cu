// bench/ports/thrust_floor.cu: the compile-time floor of the tutorials that neither library can remove:
// their non-CuTe includes and thrust host/device vector code, a one-line kernel, no cute (see README).
#include <cstdlib>
#include <cstdio>
#include <cassert>
#include <iostream>
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <cuda_fp16.h>
__global__ void k(__half* c, __half const* a, __half const* b) { c[threadIdx.x] = a[threadIdx.x]; }
int main(int argc, char** argv) {
  int m = 5120, n = 5120, kk = 4096;
  if (argc >= 2) sscanf(argv[1], "%d", &m);
  thrust::host_vector<__half> h_A(m*kk), h_B(n*kk), h_C(m*n);
  for (int j = 0; j < m*kk; ++j) h_A[j] = static_cast<__half>(float(2*(rand() / double(RAND_MAX)) - 1));
  for (int j = 0; j < m*n; ++j) h_C[j] = static_cast<__half>(-1.0f);
  thrust::device_vector<__half> d_A = h_A, d_B = h_B, d_C = h_C;
  d_C = h_C;
  k<<<1, 32>>>(d_C.data().get(), d_A.data().get(), d_B.data().get());
  thrust::host_vector<__half> r = d_C;
  std::cout << float(r[0]) << std::endl;
}
