// A checked device build (CUTE_CHECKS=1; off by default on the device): a kernel that tiles and
// partitions a matrix in range runs and gives the right result (no check fires), and a dynamic
// integer overflow (size of a 65536 x 65536 layout of int), an out-of-range element access
// (t(100, 100) on an 8x4 view) or an out-of-range tile (local_tile(t, (4,2), (5,5))) traps, after
// printing what failed. Each trapping kernel runs in a child process (a trap ends the CUDA context),
// which reports the error of the launch; the parent checks it and the message. Without a GPU: exit 77.
#define CUTE_CHECKS 1
#include <cute/cute.hpp>

#include <cstdio>
#include <cstring>
#include <string>
#include <cuda_runtime.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cute;

// In range: each block takes a 32x16 tile of an (M, N) column-major matrix, each of its 128 threads a
// share of it, and writes m + 1000 n at (m, n).
__global__ void tiles_in_range(int* out, int M, int N) {
  auto mC = make_tensor(make_gmem_ptr(out), make_shape(M, N));
  auto tile = local_tile(mC, Shape<_32, _16>{}, make_coord(int(blockIdx.x), int(blockIdx.y)));
  auto part = local_partition(tile, Layout<Shape<_8, _16>, Stride<_16, _1>>{}, threadIdx.x);
  auto coords = local_partition(local_tile(make_identity_tensor(make_shape(M, N)), Shape<_32, _16>{},
                                           make_coord(int(blockIdx.x), int(blockIdx.y))),
                                Layout<Shape<_8, _16>, Stride<_16, _1>>{}, threadIdx.x);
  for (int i = 0; i < size(part); ++i) part(i) = get<0>(coords(i)) + 1000 * get<1>(coords(i));
  // A projection of the thread layout: its 8 rows' threads, indexed by all 128 thread indices.
  auto rows = local_partition(tile, Layout<Shape<_8, _16>, Stride<_16, _1>>{}, threadIdx.x, Step<_1, X>{});
  if (size(rows) != 4 * 16) out[0] = -1;
}

__global__ void size_overflow(long long* out, int extent) {
  out[0] = size(make_layout(make_shape(extent, extent)));  // 65536 * 65536 does not fit in an int
}

__global__ void element_out_of_range(float* data, int i, int j) {
  auto t = make_tensor(make_gmem_ptr(data), make_shape(8, 4));
  t(i, j) = 1.0f;
}

__global__ void tile_out_of_range(float* data, int m, int n) {
  auto t = make_tensor(make_gmem_ptr(data), make_shape(8, 4));
  local_tile(t, make_shape(4, 2), make_coord(m, n))(0, 0) = 1.0f;
}

// The cases a child runs; its output goes back to the parent through a pipe.
enum class which { in_range, size_overflow, element_out_of_range, tile_out_of_range };

int child(which w) {
  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) return 77;
  void* buffer = nullptr;
  int const M = 128, N = 64;
  if (cudaMalloc(&buffer, M * N * sizeof(int)) != cudaSuccess) return 2;
  switch (w) {
    case which::in_range: tiles_in_range<<<dim3(M / 32, N / 16), 128>>>(static_cast<int*>(buffer), M, N); break;
    case which::size_overflow: size_overflow<<<1, 1>>>(static_cast<long long*>(buffer), 65536); break;
    case which::element_out_of_range: element_out_of_range<<<1, 1>>>(static_cast<float*>(buffer), 100, 100); break;
    case which::tile_out_of_range: tile_out_of_range<<<1, 1>>>(static_cast<float*>(buffer), 5, 5); break;
  }
  cudaError_t const launched = cudaGetLastError();
  cudaError_t const finished = cudaDeviceSynchronize();
  std::fflush(stdout);
  std::printf("launch: %s; kernel: %s\n", cudaGetErrorString(launched), cudaGetErrorName(finished));
  if (w == which::in_range && finished == cudaSuccess) {
    static int host[128 * 64];
    if (cudaMemcpy(host, buffer, sizeof(host), cudaMemcpyDeviceToHost) != cudaSuccess) return 2;
    int wrong = 0;
    for (int n = 0; n < N; ++n)
      for (int m = 0; m < M; ++m) wrong += host[m + M * n] != m + 1000 * n;
    std::printf("in range: %d wrong elements\n", wrong);
    if (wrong != 0) return 1;
  }
  std::fflush(stdout);
  return finished == cudaSuccess ? 0 : 3;
}

// Runs a case in a child process: its exit status and what it printed (the device's printf included).
int run(which w, std::string& output) {
  int fds[2];
  if (pipe(fds) != 0) return -1;
  std::fflush(stdout);  // (else the child inherits, and prints again, what the parent has buffered)
  pid_t const pid = fork();
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    dup2(fds[1], STDERR_FILENO);
    close(fds[0]);
    close(fds[1]);
    _exit(child(w));
  }
  close(fds[1]);
  char chunk[512];
  for (ssize_t n; (n = read(fds[0], chunk, sizeof(chunk))) > 0;) output.append(chunk, std::size_t(n));
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

int main() {
  // (No CUDA call here: the children must be the first to initialize it.)
  struct expectation {
    which w;
    char const* name;
    char const* message;  // what the device printed before it trapped; nullptr: no trap
  } const cases[] = {
      {which::in_range, "tiles and partitions in range", nullptr},
      {which::size_overflow, "size of (65536, 65536)",
       "cute: product: integer overflow: 65536 * 65536 does not fit in a 32-bit signed integer"},
      {which::element_out_of_range, "t(100, 100) on an 8x4 tensor",
       "cute: Tensor: coordinate 100 of mode 0 is out of range [0, 8)"},
      {which::tile_out_of_range, "local_tile(t, (4,2), (5,5)) on an 8x4 tensor",
       "cute: local_tile (tile coordinate): coordinate 5 of mode 0 is out of range [0, 2)"},
  };
  int failures = 0;
  for (auto const& c : cases) {
    std::string output;
    int const status = run(c.w, output);
    if (status == 77) {
      std::printf("checked_device_kernel: no GPU here, skipped\n");
      return 77;
    }
    bool ok = false;
    if (c.message == nullptr) {
      ok = status == 0;
    } else {
      // The launch failed (the trap), and the device said why.
      ok = status == 3 && output.find(c.message) != std::string::npos;
    }
    std::printf("%s: %s (exit %d)\n%s", c.name, ok ? "ok" : "FAILED", status, output.c_str());
    failures += !ok;
  }
  std::printf("%d of %zu cases failed\n", failures, sizeof(cases) / sizeof(cases[0]));
  return failures == 0 ? 0 : 1;
}
