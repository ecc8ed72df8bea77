// cute/arch/mma_sm90_desc.hpp: the vocabulary of SM90 warpgroup MMA (wgmma, "GMMA"): the major-ness of
// an operand (K or MN), the input and output scales, the shared-memory layout types, and the 64-bit
// shared-memory matrix descriptor GmmaDescriptor that wgmma reads its shared-memory operands through.
// Plain C++20 (no CUDA header): the descriptor is built and printed on the host too.
//
// The descriptor's bit fields (PTX ISA, "Matrix Descriptor Format"):
//   bits  0-13  start address  >> 4  (shared-state-space byte address of the operand's first element)
//   bits 16-29  leading dimension byte offset >> 4 (LBO)
//   bits 32-45  stride dimension byte offset  >> 4 (SBO)
//   bits 49-51  base offset (the 128-byte row of the swizzle pattern the start address is in, when the
//               tile does not start on a pattern boundary; 0 for tiles aligned to the pattern)
//   bits 62-63  layout type: 0 interleaved (no swizzle), 1 128-byte, 2 64-byte, 3 32-byte swizzle
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>

namespace cute {

CUTE_EXPORT namespace SM90::GMMA {

/// Which index of an operand is contiguous in shared memory: K (A row-major, B column-major, "TN")
/// or M/N (transposed).
enum class Major : int { K = 0, MN = 1 };
/// D = A*B + D (One) or D = A*B (Zero): the accumulator scale, a run-time predicate of the instruction.
enum class ScaleOut : int { Zero = 0, One = 1 };
/// The sign applied to an input operand, a compile-time immediate.
enum class ScaleIn : int { Neg = -1, One = 1 };
/// The shared-memory layout type of a descriptor (its swizzle), with the descriptor's encoding.
enum class LayoutType : std::uint8_t { INTERLEAVE = 0, B128 = 1, B64 = 2, B32 = 3 };

/// The swizzle width in bytes of a layout type (16 for interleaved: one 16-byte core-matrix row).
CUTE_HOST_DEVICE constexpr int swizzle_bytes(LayoutType t) {
  return t == LayoutType::B128 ? 128 : t == LayoutType::B64 ? 64 : t == LayoutType::B32 ? 32 : 16;
}

CUTE_HOST_DEVICE constexpr char const* to_string(LayoutType t) {
  return t == LayoutType::B128 ? "B128" : t == LayoutType::B64 ? "B64" : t == LayoutType::B32 ? "B32" : "INTERLEAVE";
}
CUTE_HOST_DEVICE constexpr char const* to_string(Major m) { return m == Major::K ? "K" : "MN"; }

}  // namespace SM90::GMMA

CUTE_EXPORT namespace GMMA = SM90::GMMA;

/// The 64-bit wgmma shared-memory matrix descriptor. Offsets are given and returned in bytes; the
/// descriptor stores them in 16-byte units, so they must be multiples of 16 (checked) and below 2^18.
CUTE_EXPORT struct GmmaDescriptor {
  std::uint64_t desc_ = 0;

  constexpr GmmaDescriptor() = default;
  CUTE_HOST_DEVICE constexpr explicit GmmaDescriptor(std::uint64_t d) : desc_(d) {}

  CUTE_HOST_DEVICE constexpr operator std::uint64_t() const noexcept { return desc_; }

  CUTE_HOST_DEVICE constexpr std::uint64_t field(int lo, int bits) const { return (desc_ >> lo) & ((1ull << bits) - 1); }
  CUTE_HOST_DEVICE constexpr void set_field(int lo, int bits, std::uint64_t v) {
    std::uint64_t const mask = ((1ull << bits) - 1) << lo;
    desc_ = (desc_ & ~mask) | ((v << lo) & mask);
  }
  CUTE_HOST_DEVICE static constexpr std::uint64_t in_16_bytes(std::uint32_t bytes, char const* what) {
    CUTE_CHECK(bytes % 16 == 0 && bytes < (1u << 18), "GmmaDescriptor: the ", what, " (", static_cast<long long>(bytes),
               " bytes) must be a multiple of 16 below 2^18");
    return bytes >> 4;
  }

  /// The shared-state-space byte address of the first element.
  CUTE_HOST_DEVICE constexpr std::uint32_t start_address() const { return static_cast<std::uint32_t>(field(0, 14) << 4); }
  CUTE_HOST_DEVICE constexpr std::uint32_t leading_byte_offset() const { return static_cast<std::uint32_t>(field(16, 14) << 4); }
  CUTE_HOST_DEVICE constexpr std::uint32_t stride_byte_offset() const { return static_cast<std::uint32_t>(field(32, 14) << 4); }
  CUTE_HOST_DEVICE constexpr std::uint32_t base_offset() const { return static_cast<std::uint32_t>(field(49, 3)); }
  CUTE_HOST_DEVICE constexpr GMMA::LayoutType layout_type() const { return static_cast<GMMA::LayoutType>(field(62, 2)); }

  CUTE_HOST_DEVICE constexpr GmmaDescriptor& set_start_address(std::uint32_t bytes) {
    set_field(0, 14, in_16_bytes(bytes, "start address"));
    return *this;
  }
  CUTE_HOST_DEVICE constexpr GmmaDescriptor& set_leading_byte_offset(std::uint32_t bytes) {
    set_field(16, 14, in_16_bytes(bytes, "leading byte offset"));
    return *this;
  }
  CUTE_HOST_DEVICE constexpr GmmaDescriptor& set_stride_byte_offset(std::uint32_t bytes) {
    set_field(32, 14, in_16_bytes(bytes, "stride byte offset"));
    return *this;
  }
  CUTE_HOST_DEVICE constexpr GmmaDescriptor& set_base_offset(std::uint32_t v) {
    CUTE_CHECK(v < 8, "GmmaDescriptor: the base offset ", static_cast<long long>(v), " must be below 8");
    set_field(49, 3, v);
    return *this;
  }
  CUTE_HOST_DEVICE constexpr GmmaDescriptor& set_layout_type(GMMA::LayoutType t) {
    set_field(62, 2, static_cast<std::uint64_t>(t));
    return *this;
  }

  /// The descriptor of the same layout starting `bytes` further (a multiple of 16): the next K block
  /// of a tile. Only the start address moves; the swizzle is applied by the hardware to the address
  /// bits, so a step inside a swizzle row of a pattern-aligned tile needs no base offset.
  CUTE_HOST_DEVICE constexpr GmmaDescriptor advanced(std::int32_t bytes) const {
    GmmaDescriptor d = *this;
    d.set_start_address(static_cast<std::uint32_t>(static_cast<std::int32_t>(start_address()) + bytes));
    return d;
  }

  constexpr bool operator==(GmmaDescriptor const&) const = default;
};

}  // namespace cute
