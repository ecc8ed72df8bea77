// The porting aid (src/compat): PipelineState's ring arithmetic (static_assert), the status strings,
// launch_kernel_on_cluster's refusal of a grid that is not a whole number of clusters (no GPU
// needed), device_kernel's entry point; and where an SM90 GPU is, a launch on clusters of 2 blocks
// whose threads meet at ClusterBarrier and ClusterTransactionBarrier phases (a remote arrival
// included), device_kernel and GPU_Clock, a PipelineAsync ring filled by a warp of producer threads
// (and PipelineTmaStore's protocol), and a PipelineTmaAsync ring of 2 stages that one producer
// thread fills 6 times for a warp of consumers (no TMA: the producer waits for an empty stage with
// producer_try_acquire, writes it, and arrives through producer_acquire with a WaitDone token);
// NumericArrayConverter's float to half_t and bfloat16_t on the device (two values an instruction,
// stored as one word) against the host's one-by-one conversion; HostTensor's device round trip and the
// device fills and comparisons of cutlass::reference::device. Without a GPU the host checks alone run.
#include <cute/compat/barrier.hpp>
#include <cute/compat/cluster_launch.hpp>
#include <cute/compat/cutlass.hpp>
#include <cute/compat/device_kernel.hpp>
#include <cute/compat/device_gemm.hpp>
#include <cute/compat/device_tensor_compare.hpp>
#include <cute/compat/device_tensor_fill.hpp>
#include <cute/compat/gpu_clock.hpp>
#include <cute/compat/helper_cuda.hpp>
#include <cute/compat/host_gemm.hpp>
#include <cute/compat/host_tensor.hpp>
#include <cute/compat/host_tensor_compare.hpp>
#include <cute/compat/host_tensor_fill.hpp>
#include <cute/compat/numeric_conversion.hpp>
#include <cute/compat/numeric_types.hpp>
#include <cute/compat/pipeline.hpp>
#include <cute/compat/pipeline_state.hpp>
#include <cute/compat/print_error.hpp>
#include <cute/compat/tensor.hpp>

#include <cstdio>
#include <cstring>
#include <vector>

// CUTLASS's architecture macros, which CuTe programs test (the Hopper tutorials run only with SM90's).
#if !defined(CUTLASS_ARCH_MMA_SM90_SUPPORTED) || !defined(CUTLASS_ARCH_MMA_SM80_SUPPORTED)
#error "compat: CUTLASS_ARCH_MMA_SM80_SUPPORTED and CUTLASS_ARCH_MMA_SM90_SUPPORTED must be defined under nvcc 12+"
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 900 && !defined(CUTLASS_ARCH_MMA_SM90A_ENABLED)
#error "compat: CUTLASS_ARCH_MMA_SM90A_ENABLED must be defined in an sm_90a device pass"
#endif

// PipelineState: index in [0, Stages), the phase flips at each wrap, count counts the steps.
constexpr bool ring_steps() {
  cutlass::PipelineState<3> s;
  for (int step = 1; step <= 7; ++step) {
    ++s;
    if (s.index() != step % 3 || s.phase() != std::uint32_t((step / 3) % 2) || s.count() != std::uint32_t(step)) {
      return false;
    }
  }
  cutlass::PipelineState<3> t;
  t.advance(7);
  cutlass::PipelineState<3> u(1, 1, 4);
  u.advance(5);  // index 1 + 5 = 6: two wraps, the phase back to 1
  return t == s && u.index() == 0 && u.phase() == 1 && u.count() == 9;
}
static_assert(ring_steps());
static_assert(cutlass::PipelineState<4>::Stages == 4);

// CUTLASS's names of the narrow types are the library's (in CUTLASS, cute::half_t is cutlass::half_t).
static_assert(std::is_same_v<cutlass::half_t, cute::half_t> && std::is_same_v<cutlass::bfloat16_t, cute::bfloat16_t>);
static_assert(std::is_same_v<cutlass::float_e4m3_t, cute::float_e4m3_t> && std::is_same_v<cutlass::tfloat32_t, cute::tfloat32_t>);

// A kernel written as a class, for device_kernel.
struct Fill {
  struct Params {
    int* out;
    int value;
  };
  static constexpr int MaxThreadsPerBlock = 64;
  static constexpr int MinBlocksPerMultiprocessor = 1;
  __device__ void operator()(Params const& params, char*) { params.out[threadIdx.x] = params.value + int(threadIdx.x); }
};

// Clusters of 2 blocks of 64 threads: both barriers of each block complete a phase, block 1 arrives
// remotely on block 0's ClusterBarrier; each thread then writes its block's rank + 1.
__global__ void cluster_barriers(int* out) {
  __shared__ std::uint64_t full, empty;
  using Tx = cutlass::arch::ClusterTransactionBarrier;
  using Plain = cutlass::arch::ClusterBarrier;
  int const warp = cutlass::canonical_warp_idx_sync();
  std::uint32_t const rank = cute::block_rank_in_cluster();
  if (warp == 0 && cute::elect_one_sync()) {
    Tx::init(&full, 1);
    Plain::init(&empty, rank == 0 ? 65 : 64);  // block 0 also waits for one arrival from block 1
  }
  cutlass::arch::fence_barrier_init();
  cute::cluster_sync();
  if (threadIdx.x == 0) {
    Tx::arrive_and_expect_tx(&full, 0);  // no bytes: the arrival alone completes the phase
  }
  Tx::wait(&full, 0);
  Plain::arrive(&empty);
  if (rank == 1 && threadIdx.x == 0) {
    Plain::arrive(&empty, 0, 1);  // on block 0's barrier
  }
  Plain::wait(&empty, 0);
  out[blockIdx.x * blockDim.x + threadIdx.x] = int(rank) + 1;
  cute::cluster_sync();  // block 1's remote arrival lands before block 0 may exit
}

// PipelineTmaAsync: warp 0 produces (lane 0 leads), warp 1 consumes; each consumer thread sums what
// it reads of the 6 fills (fill k holds 100 k + lane).
__global__ void pipeline_ring(int* out) {
  using Pipeline = cutlass::PipelineTmaAsync<2>;
  __shared__ typename Pipeline::SharedStorage storage;
  __shared__ int stage_data[2][32];
  int const warp = cutlass::canonical_warp_idx_sync(), lane = int(threadIdx.x % 32);
  typename Pipeline::Params params;
  params.transaction_bytes = 0;
  params.role = warp == 0 ? Pipeline::ThreadCategory::Producer : Pipeline::ThreadCategory::Consumer;
  params.is_leader = warp == 0 && lane == 0;
  params.num_consumers = 32;
  Pipeline pipeline(storage, params, cute::Shape<cute::_1, cute::_1, cute::_1>{});
  __syncthreads();
  if (warp == 0) {
    if (lane == 0) {
      auto state = cutlass::make_producer_start_state<Pipeline>();
      for (int k = 0; k < 6; ++k, ++state) {
        while (pipeline.producer_try_acquire(state).get() != cutlass::BarrierStatus::WaitDone) {
        }
        for (int i = 0; i < 32; ++i) stage_data[state.index()][i] = 100 * k + i;
        pipeline.producer_acquire(state, cutlass::ProducerToken(cutlass::BarrierStatus::WaitDone));
      }
      pipeline.producer_tail(state);
    }
  } else {
    typename Pipeline::PipelineState state;
    int sum = 0;
    for (int k = 0; k < 6; ++k, ++state) {
      pipeline.consumer_wait(state);
      sum += stage_data[state.index()][lane];
      pipeline.consumer_release(state);
    }
    out[lane] = sum;
  }
}

// PipelineAsync: the 32 threads of warp 0 produce (each writes its element of a stage, then
// commits), warp 1 consumes; sums as pipeline_ring's. Warp 0's lane 0 also drives a PipelineTmaStore
// through its protocol (no stores in flight: every wait returns at once).
__global__ void pipeline_async_ring(int* out) {
  using Pipeline = cutlass::PipelineAsync<3>;
  __shared__ typename Pipeline::SharedStorage storage;
  __shared__ int stage_data[3][32];
  int const warp = cutlass::canonical_warp_idx_sync(), lane = int(threadIdx.x % 32);
  typename Pipeline::Params params;
  params.role = warp == 0 ? Pipeline::ThreadCategory::Producer : Pipeline::ThreadCategory::Consumer;
  params.producer_arv_count = 32;
  params.consumer_arv_count = 32;
  Pipeline pipeline(storage, params);
  __syncthreads();
  if (warp == 0) {
    auto state = cutlass::make_producer_start_state<Pipeline>();
    for (int k = 0; k < 7; ++k, ++state) {
      pipeline.producer_acquire(state);
      stage_data[state.index()][lane] = 100 * k + lane;
      pipeline.producer_commit(state);
    }
    pipeline.producer_tail(state);
    if (lane == 0) {
      cutlass::PipelineTmaStore<2> stores;
      cutlass::PipelineState<2> store_state;
      for (int k = 0; k < 3; ++k, ++store_state) {
        stores.producer_acquire(store_state);
        stores.producer_commit(store_state);
      }
      stores.producer_tail(store_state);
    }
  } else {
    typename Pipeline::PipelineState state;
    int sum = 0;
    for (int k = 0; k < 7; ++k, ++state) {
      pipeline.consumer_wait(state);
      sum += stage_data[state.index()][lane];
      pipeline.consumer_release(state);
    }
    out[lane] = sum;
  }
}

// An odd count: the last value converts alone. The 16-bit results are returned as their bits.
constexpr int kConverted = 7;
__global__ void convert_arrays(float const* in, std::uint16_t* half_bits, std::uint16_t* bf16_bits) {
  cutlass::Array<float, kConverted> source;
  for (int i = 0; i < kConverted; ++i) source[i] = in[i];
  auto const h = cutlass::NumericArrayConverter<cutlass::half_t, float, kConverted>{}(source);
  auto const b = cutlass::NumericArrayConverter<cutlass::bfloat16_t, float, kConverted>{}(source);
  for (int i = 0; i < kConverted; ++i) {
    half_bits[i] = h[i].raw();
    bf16_bits[i] = b[i].raw();
  }
}

// HostTensor's round trip and copies, the device fills (bounds, fraction bits, the same values for
// the same seed, sequences, the identity, a Gaussian sample's mean) and comparisons, the device
// reference GEMM against the host one.
bool reference_utilities() {
  using Tensor = cutlass::HostTensor<cutlass::half_t, cutlass::layout::ColumnMajor>;
  namespace device = cutlass::reference::device;
  Tensor a({40, 24}), b({40, 24}), c({40, 24});
  cutlass::reference::host::TensorFillRandomUniform(a.host_view(), 9, 3.0, -3.0, 0);
  a.sync_device();
  b.copy_in_device_to_device(a.device_data());
  b.sync_host();
  bool ok = cutlass::reference::host::TensorEquals(a.host_view(), b.host_view());
  ok = ok && device::BlockCompareEqual(a.device_data(), b.device_data(), a.size());
  device::TensorFillRandomUniform(b.device_view(), 5, cutlass::half_t(1), cutlass::half_t(-1), 2);
  device::TensorFillRandomUniform(c.device_view(), 5, cutlass::half_t(1), cutlass::half_t(-1), 2);
  ok = ok && !device::BlockCompareEqual(a.device_data(), b.device_data(), a.size()) &&
       device::BlockCompareEqual(b.device_data(), c.device_data(), b.size());
  b.sync_host();
  bool quarters = true;
  for (std::size_t i = 0; i < b.size(); ++i) {
    float const x = float(b.host_data()[i]);
    quarters = quarters && x >= -1.0f && x <= 1.0f && x * 4.0f == float(int(x * 4.0f));
  }
  device::TensorFillIdentity(c.device_view());
  c.sync_host();
  ok = ok && quarters && float(c.at({3, 3})) == 1.0f && float(c.at({3, 4})) == 0.0f;
  cutlass::DeviceAllocation<float> seq(1000), near(1000), normal(1 << 16);
  device::BlockFillSequential(seq.get(), 1000, 2.0f, 1.0f);
  std::vector<float> host(1 << 16);
  seq.copy_to_host(host.data());
  ok = ok && host[0] == 1.0f && host[999] == 1999.0f;
  for (int i = 0; i < 1000; ++i) host[i] *= 1.0f + 1e-6f;
  near.copy_from_host(host.data());
  ok = ok && device::BlockCompareRelativelyEqual(seq.get(), near.get(), 1000, 1e-5f, 1e-5f) &&
       !device::BlockCompareRelativelyEqual(seq.get(), near.get(), 1000, 1e-8f, 1e-8f);
  // The device reference GEMM: the host one's results, bit for bit (each element the same sums).
  cutlass::gemm::GemmCoord const problem(40, 24, 24);
  cutlass::HostTensor<float, cutlass::layout::RowMajor> d_host(problem.mn()), d_device(problem.mn());
  cutlass::reference::host::Gemm<cutlass::half_t, cutlass::layout::ColumnMajor, cutlass::half_t, cutlass::layout::ColumnMajor,
                                 float, cutlass::layout::RowMajor, float, float>{}(problem, 0.5f, a.host_ref(), b.host_ref(), 0.0f,
                                                                                   d_host.host_ref());
  b.sync_device();
  cutlass::reference::device::Gemm<cutlass::half_t, cutlass::layout::ColumnMajor, cutlass::half_t, cutlass::layout::ColumnMajor,
                                   float, cutlass::layout::RowMajor, float, float>{}(problem, 0.5f, a.device_ref(), b.device_ref(), 0.0f,
                                                                                     d_device.device_ref());
  d_device.sync_host();
  ok = ok && cutlass::reference::host::TensorEquals(d_host.host_view(), d_device.host_view());
  device::BlockFillRandom(normal.get(), normal.size(), 17, cutlass::Distribution().set_gaussian(1.0, 0.5, -1));
  normal.copy_to_host(host.data());
  double sum = 0;
  for (float x : host) sum += x;
  return ok && std::abs(sum / double(host.size()) - 1.0) < 0.02;
}

int main() {
  int failures = 0;
  auto check = [&](bool ok, char const* what) {
    if (!ok) {
      ++failures;
      std::fprintf(stderr, "compat_test: failed: %s\n", what);
    }
  };
  check(std::strcmp(cutlass::cutlassGetStatusString(cutlass::Status::kSuccess), "success") == 0, "status string");

  cutlass::ClusterLaunchParams bad{dim3(3, 1, 1), dim3(64, 1, 1), dim3(2, 1, 1), 0};
  check(cutlass::launch_kernel_on_cluster(bad, reinterpret_cast<void const*>(&cluster_barriers), static_cast<int*>(nullptr)) ==
            cutlass::Status::kErrorInvalidProblem,
        "a grid of 3 blocks on clusters of 2 is refused");

  std::vector<double> x{1.0, 2.0, 4.0}, y{1.0, 2.0, 4.0};
  check(print_relative_error(x.size(), x, y, false, false) == EXIT_SUCCESS, "print_relative_error of equal data");
  y[2] = 5.0;
  check(print_relative_error(x.size(), x, y, false, false) == EXIT_FAILURE, "print_relative_error of different data");

  int devices = 0;
  cudaDeviceProp properties{};
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0 ||
      cudaGetDeviceProperties(&properties, 0) != cudaSuccess || properties.major < 9) {
    std::printf("compat_test: no SM90 GPU: host checks only (%s)\n", failures == 0 ? "passed" : "FAILED");
    return failures == 0 ? 0 : 1;
  }
  cute::device_init(0);
  int* out = nullptr;
  CUTE_CHECK_ERROR(cudaMalloc(&out, 4 * 64 * sizeof(int)));
  GPU_Clock clock;
  cutlass::device_kernel<Fill><<<1, 64>>>(Fill::Params{out, 7});
  CUTE_CHECK_LAST();
  check(clock.seconds() >= 0.0f, "GPU_Clock");
  std::vector<int> host(4 * 64);
  CUTE_CHECK_ERROR(cudaMemcpy(host.data(), out, 64 * sizeof(int), cudaMemcpyDeviceToHost));
  check(host[0] == 7 && host[63] == 70, "device_kernel<Fill>");
  cutlass::ClusterLaunchParams params{dim3(4, 1, 1), dim3(64, 1, 1), dim3(2, 1, 1), 0};
  check(cutlass::launch_kernel_on_cluster(params, reinterpret_cast<void const*>(&cluster_barriers), out) ==
            cutlass::Status::kSuccess,
        "cluster launch");
  CUTE_CHECK_LAST();
  CUTE_CHECK_ERROR(cudaMemcpy(host.data(), out, host.size() * sizeof(int), cudaMemcpyDeviceToHost));
  bool ranks = true;
  for (int i = 0; i < 4 * 64; ++i) ranks = ranks && host[i] == (i / 64) % 2 + 1;
  check(ranks, "each block of each cluster passed both barriers and knows its rank");
  pipeline_ring<<<1, 64>>>(out);
  CUTE_CHECK_LAST();
  CUTE_CHECK_ERROR(cudaMemcpy(host.data(), out, 32 * sizeof(int), cudaMemcpyDeviceToHost));
  bool sums = true;
  for (int i = 0; i < 32; ++i) sums = sums && host[i] == 100 * (0 + 1 + 2 + 3 + 4 + 5) + 6 * i;
  check(sums, "PipelineTmaAsync: every consumer read every fill of the ring");
  pipeline_async_ring<<<1, 64>>>(out);
  CUTE_CHECK_LAST();
  CUTE_CHECK_ERROR(cudaMemcpy(host.data(), out, 32 * sizeof(int), cudaMemcpyDeviceToHost));
  sums = true;
  for (int i = 0; i < 32; ++i) sums = sums && host[i] == 100 * (0 + 1 + 2 + 3 + 4 + 5 + 6) + 7 * i;
  check(sums, "PipelineAsync: every consumer read every fill of the ring, each filled by all producer threads");
  // Rounding ties and values past half_t's range included.
  std::vector<float> const values{1.0f, -2.5f, 1.0f + 1.0f / 2048, 65520.0f, 1e-8f, 3.14159f, -1.0f / 3};
  float* in = nullptr;
  std::uint16_t* bits = nullptr;
  CUTE_CHECK_ERROR(cudaMalloc(&in, kConverted * sizeof(float)));
  CUTE_CHECK_ERROR(cudaMalloc(&bits, 2 * kConverted * sizeof(std::uint16_t)));
  CUTE_CHECK_ERROR(cudaMemcpy(in, values.data(), kConverted * sizeof(float), cudaMemcpyHostToDevice));
  convert_arrays<<<1, 1>>>(in, bits, bits + kConverted);
  CUTE_CHECK_LAST();
  std::vector<std::uint16_t> device_bits(2 * kConverted);
  CUTE_CHECK_ERROR(cudaMemcpy(device_bits.data(), bits, device_bits.size() * sizeof(std::uint16_t), cudaMemcpyDeviceToHost));
  bool converted = true;
  for (int i = 0; i < kConverted; ++i) {
    converted = converted && device_bits[i] == cutlass::half_t(values[i]).raw() &&
                device_bits[kConverted + i] == cutlass::bfloat16_t(values[i]).raw();
  }
  check(converted, "NumericArrayConverter on the device: each value as the host converts it, in its place");
  check(reference_utilities(), "HostTensor and the device fills and comparisons");
  cudaFree(in);
  cudaFree(bits);
  cudaFree(out);
  std::printf("compat_test: %s\n", failures == 0 ? "passed" : "FAILED");
  return failures == 0 ? 0 : 1;
}
