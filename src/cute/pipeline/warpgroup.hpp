// cute/pipeline/warpgroup.hpp: warpgroup roles of a warp-specialized kernel. A block of
// 128 * (ProducerWGs + ConsumerWGs) threads: the first ProducerWGs warpgroups issue loads, the
// others compute. The register budget moves between the roles with setmaxnreg
// (warpgroup_reg_dealloc / warpgroup_reg_alloc, cute/arch/mma_sm90_gmma.hpp): WarpSpecialization
// checks at compile time that the budgets fit the register file, and its enter_* functions apply
// them. setmaxnreg takes effect only when the kernel has a register cap at entry
// (__launch_bounds__(threads, 1)) and each role is one branch of a single if/else.
#pragma once
#include <cute/arch/cluster.hpp>
#include <cute/arch/mma_sm90_gmma.hpp>

namespace cute {

/// The lane of this thread in its warp.
CUTE_EXPORT CUTE_HOST_DEVICE inline int lane_index() {
#if defined(__CUDA_ARCH__)
  return int(threadIdx.x % 32u);
#else
  return 0;
#endif
}

/// The warp's index in the block, uniform across the warp (a register the compiler knows is uniform).
CUTE_EXPORT CUTE_HOST_DEVICE inline int warp_index() {
#if defined(__CUDA_ARCH__)
  return __shfl_sync(0xffffffffu, int(threadIdx.x / 32u), 0);
#else
  return 0;
#endif
}

/// The warpgroup's index in the block (4 consecutive warps), uniform across the warpgroup.
CUTE_EXPORT CUTE_HOST_DEVICE inline int warpgroup_index() { return warp_index() / 4; }

/// This thread's index in its warpgroup, 0..127.
CUTE_EXPORT CUTE_HOST_DEVICE inline int thread_index_in_warpgroup() {
#if defined(__CUDA_ARCH__)
  return int(threadIdx.x % 128u);
#else
  return 0;
#endif
}

/// bar.sync on hardware barrier `id` (1..15; 0 is __syncthreads's) for `threads` threads (a multiple
/// of 32): the threads of one role meet without stopping the others (a warpgroup: 128).
CUTE_EXPORT CUTE_HOST_DEVICE inline void named_barrier_sync(std::uint32_t id, std::uint32_t threads) {
#if defined(__CUDA_ARCH__)
  asm volatile("bar.sync %0, %1;\n" : : "r"(id), "r"(threads) : "memory");
#else
  (void)id, (void)threads;
#endif
}

/// The registers a block of `threads` threads holds from its launch under __launch_bounds__(threads,
/// 1): 65536 / threads per thread rounded down to 8 (at most 255, allocated as 256). setmaxnreg only
/// moves these among the block's warps: a setmaxnreg.inc beyond what the others gave back waits forever.
CUTE_EXPORT CUTE_HOST_DEVICE constexpr int block_launch_regs(int threads) {
  int const per_thread = (65536 / threads) / 8 * 8;
  return (per_thread > 255 ? 256 : per_thread) * threads;
}

/// A block of ProducerWGs load warpgroups then ConsumerWGs math warpgroups, with ProducerRegs and
/// ConsumerRegs registers per thread after setmaxnreg (multiples of 8 in [24, 256], within the
/// registers the block holds from its launch: launch_regs per thread).
CUTE_EXPORT template <int ProducerWGs, int ConsumerWGs, int ProducerRegs, int ConsumerRegs>
  requires(ProducerWGs >= 1 && ConsumerWGs >= 1)
struct WarpSpecialization {
  static constexpr int producer_warpgroups = ProducerWGs;
  static constexpr int consumer_warpgroups = ConsumerWGs;
  static constexpr int threads = 128 * (ProducerWGs + ConsumerWGs);
  static constexpr int consumer_threads = 128 * ConsumerWGs;
  static constexpr int consumer_warps = 4 * ConsumerWGs;
  static constexpr int producer_regs = ProducerRegs;
  static constexpr int consumer_regs = ConsumerRegs;
  static_assert(ProducerRegs % 8 == 0 && ConsumerRegs % 8 == 0 && ProducerRegs >= 24 && ConsumerRegs <= 256,
                "WarpSpecialization: register budgets must be multiples of 8 in [24, 256]");
  /// The budget at launch (65536 / threads rounded down to 8) must lie between the two, since
  /// setmaxnreg.dec may only lower and setmaxnreg.inc only raise it.
  static constexpr int launch_regs = (65536 / threads) / 8 * 8 > 255 ? 255 : (65536 / threads) / 8 * 8;
  /// The budgets must fit in the block's launch allocation, not merely in the SM's 64K (at 640
  /// threads 96 x 640 = 61440: consumers asking for more than the producers gave back hang).
  static_assert(128 * (ProducerWGs * ProducerRegs + ConsumerWGs * ConsumerRegs) <= block_launch_regs(threads),
                "WarpSpecialization: the register budgets exceed the registers the block holds from its launch");
  static_assert(ProducerRegs <= launch_regs && ConsumerRegs >= launch_regs,
                "WarpSpecialization: the producer budget must not exceed, and the consumer budget not fall below, "
                "the budget at launch");

  /// True in the producer warpgroups.
  CUTE_HOST_DEVICE static bool is_producer() { return warpgroup_index() < ProducerWGs; }
  /// 0.. ConsumerWGs - 1 in the consumer warpgroups.
  CUTE_HOST_DEVICE static int consumer_index() { return warpgroup_index() - ProducerWGs; }
  /// This thread's index among the consumer threads, 0 .. consumer_threads - 1.
  CUTE_HOST_DEVICE static int consumer_thread_index() {
#if defined(__CUDA_ARCH__)
    return int(threadIdx.x) - 128 * ProducerWGs;
#else
    return 0;
#endif
  }
  /// The first statement of the producer branch: gives registers back.
  CUTE_HOST_DEVICE static void enter_producer() { warpgroup_reg_dealloc<ProducerRegs>(); }
  /// The first statement of the consumer branch: takes the registers the producers gave back.
  CUTE_HOST_DEVICE static void enter_consumer() { warpgroup_reg_alloc<ConsumerRegs>(); }
};

}  // namespace cute
