// cute/arch/copy_sm90_desc.hpp: the TMA tensor map (CUtensorMap, "TmaDescriptor"), CuTe's
// TMA::CacheHintSm90 eviction hints, and the tensor map's encoding on
// the host with the driver's cuTensorMapEncodeTiled, reached through the runtime's
// cudaGetDriverEntryPointByVersion so that no -lcuda link is needed. Host code of CUDA programs only:
// this header includes <cuda.h> and <cuda_runtime_api.h> (keep it out of the host modules).
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>

#include <cuda.h>
#include <cuda_runtime_api.h>

namespace cute {

/// The 128-byte, 64-byte-aligned TMA descriptor.
CUTE_EXPORT using TmaDescriptor = CUtensorMap;

CUTE_EXPORT namespace detail {

using encode_tiled_fn = CUresult (*)(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*, cuuint64_t const*,
                                     cuuint64_t const*, cuuint32_t const*, cuuint32_t const*, CUtensorMapInterleave,
                                     CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

/// The driver's cuTensorMapEncodeTiled (looked up once); null if the driver has none.
inline encode_tiled_fn tensor_map_encode_tiled() {
  static encode_tiled_fn const fn = [] {
    void* p = nullptr;
    cudaDriverEntryPointQueryResult status{};
    if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &p, 12000, cudaEnableDefault, &status) != cudaSuccess ||
        status != cudaDriverEntryPointSuccess) {
      return static_cast<encode_tiled_fn>(nullptr);
    }
    return reinterpret_cast<encode_tiled_fn>(p);
  }();
  return fn;
}

/// The tensor-map data type of a value type, by its width (TMA copies bits; the type matters only for
/// the out-of-bounds fill).
template <class T>
constexpr CUtensorMapDataType tma_data_type() {
  static_assert(sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "make_tma_copy: the element type must be 1, 2, 4 or 8 bytes wide");
  if constexpr (sizeof(T) == 1) {
    return CU_TENSOR_MAP_DATA_TYPE_UINT8;
  } else if constexpr (sizeof(T) == 2) {
    return CU_TENSOR_MAP_DATA_TYPE_UINT16;
  } else if constexpr (sizeof(T) == 4) {
    return CU_TENSOR_MAP_DATA_TYPE_UINT32;
  } else {
    return CU_TENSOR_MAP_DATA_TYPE_UINT64;
  }
}

/// The tensor-map swizzle of a swizzle width in bytes (0: none).
inline CUtensorMapSwizzle tma_swizzle(int bytes) {
  return bytes == 128 ? CU_TENSOR_MAP_SWIZZLE_128B
       : bytes == 64  ? CU_TENSOR_MAP_SWIZZLE_64B
       : bytes == 32  ? CU_TENSOR_MAP_SWIZZLE_32B
                      : CU_TENSOR_MAP_SWIZZLE_NONE;
}

/// Encodes a tiled tensor map: rank dims (dim 0 contiguous), strides in bytes of dims 1.., the box.
/// Every precondition the driver states is checked first, with a message naming the value.
inline TmaDescriptor encode_tma_descriptor(CUtensorMapDataType type, int rank, void const* address,
                                           unsigned long long const* dims, unsigned long long const* byte_strides,
                                           unsigned const* box, int element_bytes, int swizzle_bytes) {
  CUTE_CHECK(rank >= 1 && rank <= 5, "make_tma_copy: rank ", rank, " is not in [1, 5]");
  CUTE_CHECK(reinterpret_cast<std::uintptr_t>(address) % 16 == 0, "make_tma_copy: the global address is not 16-byte aligned");
  for (int i = 0; i < rank; ++i) {
    CUTE_CHECK(dims[i] >= 1 && dims[i] <= (1ull << 32), "make_tma_copy: extent ", static_cast<long long>(dims[i]), " of dim ", i,
               " is not in [1, 2^32]");
    CUTE_CHECK(box[i] >= 1 && box[i] <= 256, "make_tma_copy: the box extent ", static_cast<long long>(box[i]), " of dim ", i,
               " is not in [1, 256]");
  }
  for (int i = 0; i + 1 < rank; ++i)
    CUTE_CHECK(byte_strides[i] % 16 == 0 && byte_strides[i] < (1ull << 40), "make_tma_copy: the stride of dim ", i + 1, " (",
               static_cast<long long>(byte_strides[i]), " bytes) is not a multiple of 16 below 2^40");
  CUTE_CHECK((static_cast<long long>(box[0]) * element_bytes) % 16 == 0, "make_tma_copy: the box's contiguous extent (",
             static_cast<long long>(box[0]) * element_bytes, " bytes) is not a multiple of 16");
  CUTE_CHECK(swizzle_bytes == 0 || static_cast<long long>(box[0]) * element_bytes <= swizzle_bytes,
             "make_tma_copy: the box's contiguous extent (", static_cast<long long>(box[0]) * element_bytes,
             " bytes) is wider than the swizzle (", swizzle_bytes, " bytes)");
  encode_tiled_fn const encode = tensor_map_encode_tiled();
  CUTE_CHECK(encode != nullptr, "make_tma_copy: the driver has no cuTensorMapEncodeTiled (CUDA 12 driver needed)");
  TmaDescriptor desc{};
  cuuint32_t element_strides[5] = {1, 1, 1, 1, 1};
  cuuint32_t box32[5] = {};
  cuuint64_t dims64[5] = {}, strides64[5] = {};
  for (int i = 0; i < rank; ++i) box32[i] = box[i], dims64[i] = dims[i];
  for (int i = 0; i + 1 < rank; ++i) strides64[i] = byte_strides[i];
  CUresult const r = encode(&desc, type, static_cast<cuuint32_t>(rank), const_cast<void*>(address), dims64, strides64, box32,
                            element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, tma_swizzle(swizzle_bytes),
                            CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  CUTE_CHECK(r == CUDA_SUCCESS, "make_tma_copy: cuTensorMapEncodeTiled failed with CUresult ", static_cast<int>(r));
  return desc;
}

}  // namespace detail

CUTE_EXPORT namespace TMA {
/// The L2 eviction policies a TMA load may carry, CuTe's names and encodings (copy(tma.with(bar,
/// mask, hint), ...)); the library's TMA loads accept a hint and do not use it.
enum class CacheHintSm90 : std::uint64_t {
  EVICT_NORMAL = 0x1000000000000000,
  EVICT_FIRST = 0x12F0000000000000,
  EVICT_LAST = 0x14F0000000000000,
};
}  // namespace TMA
}  // namespace cute

// Changing a tensor map on the device: CuTe declares these with the descriptor.
#include <cute/arch/copy_sm90_desc_update.hpp>
