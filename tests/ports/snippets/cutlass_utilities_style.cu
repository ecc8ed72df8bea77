// A CuTe example program as public ones are written around CUTLASS's utilities (CUTLASS's CuTe
// examples, blog posts, learning repositories): HostTensor operands of 64-bit extents, host and device
// fills, CuTe tensors on their device data, a CuTe kernel, the host and device reference GEMMs, comparisons, the
// stream output of views and coordinates, DeviceAllocation buffers. tests/ports ports it with
// cute-port (only the #include lines may change) and compiles it (no run of its own: compat_test and
// compat_tensor_host_test run these utilities).
#include <cute/tensor.hpp>

#include "cutlass/core_io.h"
#include "cutlass/gemm_coord.h"
#include "cutlass/layout/matrix.h"
#include "cutlass/util/device_memory.h"
#include "cutlass/util/distribution.h"
#include "cutlass/arch/mma.h"  // CUTLASS's device reference GEMM needs its tags and does not include it
#include "cutlass/util/host_tensor.h"
#include "cutlass/util/reference/device/gemm.h"
#include "cutlass/util/reference/device/tensor_compare.h"
#include "cutlass/util/reference/device/tensor_fill.h"
#include "cutlass/util/reference/host/gemm.h"
#include "cutlass/util/reference/host/tensor_compare.h"
#include "cutlass/util/reference/host/tensor_fill.h"
#include "cutlass/util/tensor_view_io.h"

using namespace cute;

// C = A B^T for row-major A (M, K), column-major B (K, N) read as (N, K), row-major C: one thread an element.
template <class T>
__global__ void naive_gemm(T const* a, T const* b, T* c, int M, int N, int K, int ldc) {
  Tensor mA = make_tensor(make_gmem_ptr(a), make_shape(M, K), make_stride(K, Int<1>{}));
  Tensor mB = make_tensor(make_gmem_ptr(b), make_shape(N, K), make_stride(K, Int<1>{}));
  Tensor mC = make_tensor(make_gmem_ptr(c), make_shape(M, N), make_stride(ldc, Int<1>{}));
  int const m = blockIdx.x * blockDim.x + threadIdx.x, n = blockIdx.y;
  if (m < M && n < N) {
    float sum = 0;
    for (int k = 0; k < K; ++k) {
      sum += float(mA(m, k)) * float(mB(n, k));
    }
    mC(m, n) = T(sum);
  }
}

template <class Element, class Layout>
auto device_tensor(cutlass::HostTensor<Element, Layout>& tensor) {
  return make_tensor(make_gmem_ptr(tensor.device_data()), make_shape(tensor.extent().row(), tensor.extent().column()),
                     make_stride(int64_t(tensor.stride(0)), Int<1>{}));
}

int run(int64_t M, int64_t N, int64_t K) {
  using T = half_t;
  cutlass::HostTensor<T, cutlass::layout::RowMajor> A({M, K});
  cutlass::HostTensor<T, cutlass::layout::ColumnMajor> B({K, N});
  cutlass::HostTensor<T, cutlass::layout::RowMajor> C({M, N}), C_ref({M, N});
  cutlass::reference::host::TensorFillRandomUniform(A.host_view(), 2024, 2, -2, 0);
  cutlass::reference::host::TensorFillRandomGaussian(B.host_view(), 0);
  cutlass::Distribution dist;
  dist.set_uniform(-1, 1, 2);
  cutlass::reference::host::TensorFillRandom(B.host_view(), 3, dist);
  std::cout << "B: " << dist << std::endl;
  cutlass::reference::host::TensorFill(C.host_view(), T(0));
  cutlass::reference::host::TensorFill(C_ref.host_view());
  A.sync_device();
  B.sync_device();
  C.sync_device();
  std::cout << "A: " << device_tensor(A).layout() << " " << A.extent() << std::endl;

  dim3 grid((unsigned(M) + 127) / 128, unsigned(N));
  naive_gemm<<<grid, 128>>>(A.device_data(), B.device_data(), C.device_data(), int(M), int(N), int(K), int(C.stride(0)));
  C.sync_host();

  cutlass::gemm::GemmCoord problem{int(M), int(N), int(K)};
  cutlass::reference::host::Gemm<T, cutlass::layout::RowMajor, T, cutlass::layout::ColumnMajor, T, cutlass::layout::RowMajor,
                                 T, float>
      reference_gemm;
  reference_gemm(problem, T(1), A.host_ref(), B.host_ref(), T(0), C_ref.host_ref());
  cutlass::reference::device::Gemm<T, cutlass::layout::RowMajor, T, cutlass::layout::ColumnMajor, T, cutlass::layout::RowMajor,
                                   float, float>
      device_reference;
  device_reference(problem, 1.0f, A.device_ref(), B.device_ref(), 0.0f, C_ref.device_ref());
  float max_error = 0;
  for (int64_t i = 0; i < M; ++i) {
    for (int64_t j = 0; j < N; ++j) {
      float c = C.host_ref().at({i, j});
      float c_ref = C_ref.at({i, j});
      max_error = std::fmax(max_error, std::abs(c - c_ref));
    }
  }
  bool const passed = cutlass::reference::host::TensorRelativelyEquals(C.host_view(), C_ref.host_view(), T(0.01f), T(0.001f));
  if (!passed) {
    std::cout << C.host_view() << std::endl;
  }

  cutlass::DeviceAllocation<float> x(M * N), y(M * N);
  cutlass::reference::device::BlockFillRandomUniform(x.get(), x.size(), 1, 1.0f, -1.0f, 3);
  cutlass::reference::device::BlockFillSequential(y.get(), int64_t(y.size()));
  y.copy_from_device(x.get());
  cutlass::reference::device::TensorFillRandomUniform(C.device_view(), 7, T(1), T(-1));
  cutlass::device_memory::allocation<uint8_t> workspace(256);
  bool const same = cutlass::reference::device::BlockCompareEqual(x.get(), y.get(), x.size());
  std::cout << problem << " max error " << max_error << (passed && same ? " Passed" : " Failed") << std::endl;
  return passed && same ? 0 : 1;
}
