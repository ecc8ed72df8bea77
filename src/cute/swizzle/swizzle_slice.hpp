// cute/swizzle/swizzle_slice.hpp: a slice of a swizzled layout as a plain layout, where that is exact.
// A thread's slice of a swizzled shared-memory tile is c -> Sw(o + L(c)), o the thread's offset. When
// o and every L(c) occupy disjoint bits, and L holds at most one bit of each pair the swizzle XORs
// (it reads bit r = w + S into bit w), the swizzle is linear over those bits:
//   Sw(o + L(c)) = Sw(o) ^ Sw(L(c)) = Sw(o) + sum over the bits t of L(c) of (+-t),
// where a bit t of L that the swizzle leaves alone adds t, a write bit w adds w or -w as Sw(o) has w
// clear or set, and a read bit r adds r plus that of its write bit. So the slice is the layout of L's
// bits, each with such a stride, computed once from Sw(o): a swizzled base plus a few registers, not
// a swizzle per element. (CuTe's slice_and_offset decays the same way, assuming the disjointness;
// here it is proven from the types, else the slice stays swizzled; a slice that holds no swizzled bit
// is the plain layout L itself, from Sw(o).)
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/numeric.hpp>
#include <cute/swizzle/swizzle.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
// The bits of a slice: those the fixed coordinates and the offset may set (fixed) and those the
// modes under `_` may set (sliced), for a layout whose moving strides are static powers of 2 over
// static extents, no two modes sharing a bit. Modes whose strides are multiples of the swizzle's
// period are left out: they commute with it (tensor_slice moves the pointer along them).
struct slice_bits {
  bool exact = true;
  unsigned long long fixed = 0;
  unsigned long long sliced = 0;
};

// The bits a mode of extent n > 1 and stride d = 2^k can set: [k, k + bit_width(n - 1)).
constexpr unsigned long long mode_bits(long long n, long long d) {
  return ((1ull << bit_width(static_cast<unsigned long long>(n - 1))) - 1) << countr_zero(static_cast<unsigned long long>(d));
}

template <long long Period, class S, class D>
constexpr void add_leaf_bits(slice_bits& bits, bool sliced, unsigned long long swizzled) {
  if constexpr (strides_multiple_of<Period, D>) {
    return;
  } else if constexpr (!static_integer<S> || !static_integer<D>) {
    bits.exact = false;
  } else {
    constexpr long long n = S::value, d = D::value;
    if constexpr (n <= 1) {
      return;
    } else if constexpr (d <= 0 || (d & (d - 1)) != 0 || n > (1LL << 40) || d > (1LL << 40)) {
      bits.exact = false;
    } else {
      constexpr unsigned long long mask = mode_bits(n, d);
      // A mode over swizzled bits splits into one mode a bit: its extent must be a power of 2.
      bool const splits = sliced && (mask & swizzled) != 0 && (n & (n - 1)) != 0;
      if (splits || ((bits.fixed | bits.sliced) & mask) != 0) bits.exact = false;
      (sliced ? bits.sliced : bits.fixed) |= mask;
    }
  }
}

// Walks the coordinate with the shape and stride: a mode under `_` is sliced, under an integer fixed.
template <long long Period, class C, class S, class D>
constexpr void add_slice_bits(slice_bits& bits, bool sliced, unsigned long long swizzled) {
  if constexpr (tuple_type<S>) {
    static_assert(tuple_type<D> && tuple_size_v<S> == tuple_size_v<D>);
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      if constexpr (tuple_type<C>) {
        if constexpr (tuple_size_v<C> != tuple_size_v<S>) {
          bits.exact = false;
        } else {
          (add_slice_bits<Period, tuple_element_t<I, C>, tuple_element_t<I, S>, tuple_element_t<I, D>>(bits, sliced, swizzled), ...);
        }
      } else {
        (add_slice_bits<Period, C, tuple_element_t<I, S>, tuple_element_t<I, D>>(bits, sliced || underscore<C>, swizzled), ...);
      }
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else if constexpr (tuple_type<C>) {
    bits.exact = false;
  } else {
    add_leaf_bits<Period, S, D>(bits, sliced || underscore<C>, swizzled);
  }
}

// Whether slicing Sw o offset o Layout<S, D> at a coordinate of type C is the plain layout above.
template <class Sw, class O, class C, class S, class D>
inline constexpr bool slice_is_plain = [] {
  if constexpr (!swizzle_type<Sw> || !static_integer<O>) {
    return false;
  } else if constexpr (Sw::num_bits == 0 || O::value < 0) {
    return false;
  } else {
    constexpr unsigned long long swizzled = Sw::yyy_mask | Sw::zzz_mask;
    slice_bits bits;
    add_slice_bits<swizzle_period<Sw>, C, S, D>(bits, false, swizzled);
    // The static offset's bits count with the fixed ones (below the period: the rest commutes).
    unsigned long long const offset = static_cast<unsigned long long>(O::value % swizzle_period<Sw>);
    long long const reads = static_cast<long long>(bits.sliced & Sw::yyy_mask);
    unsigned long long const read_into = static_cast<unsigned long long>(Sw::apply_to(reads) ^ reads);  // their write bits
    // A slice that holds no swizzled bit decays too, as CuTe's: Sw(o + L(c)) is Sw(o) + L(c) there,
    // but nvcc cannot see it (o's low bits are unknown to it), so it computes a swizzle per element and
    // merges no shared-memory accesses (a TileFusion copy's element-wise LDS.U16 where CuTe's are
    // LDS.128). Moved into the pointer, Sw(o) is computed once: examples/gemm_sm80.cu ran 4-6% faster
    // on an H100 so (8192^3: 399 -> 415 TFLOP/s; an earlier build had measured it 6% slower).
    return bits.exact && (offset & (bits.fixed | bits.sliced)) == 0 && (read_into & bits.sliced) == 0;
  }
}();

// One mode of the plain layout: bits [first, first + count) of a mode of L, and what the swizzle does
// to them: nothing (a static stride), a write bit w (+-w), or a read bit (r +- its write bit).
struct bit_piece {
  int first = 0;
  int count = 0;
  int write_bit = -1;  // the write bit whose value in Sw(o) gives the sign, -1 for none
  bool read = false;   // whether bit `first` is a read bit (it adds itself as well)
};

// The pieces of the bits of a mode of extent N = 2^n and stride D = 2^d, lowest first: each bit the
// swizzle reads or writes alone, the runs of other bits together.
struct bit_pieces {
  bit_piece piece[64] = {};
  int count = 0;
};
template <class Sw, long long N, long long D>
constexpr bit_pieces pieces_of() {
  bit_pieces r;
  for (int b = countr_zero(static_cast<unsigned long long>(D)); (1LL << b) < N * D; ++b) {
    bool const write = (Sw::zzz_mask >> b) & 1, read = (Sw::yyy_mask >> b) & 1;
    if (write || read) {
      r.piece[r.count++] = {b, 1, write ? b : b - Sw::num_shft, read};
    } else if (r.count > 0 && r.piece[r.count - 1].write_bit < 0) {
      ++r.piece[r.count - 1].count;
    } else {
      r.piece[r.count++] = {b, 1, -1, false};
    }
  }
  return r;
}

// 2^k as an Int (a long long past int's range).
template <int K>
using static_power_of_2 = std::conditional_t<(K < 31), C<int(1LL << K)>, C<(1LL << K)>>;

// The stride of a piece, from the swizzled offset fo: static where the swizzle leaves the bits alone.
template <bit_piece Piece, class T>
CUTE_HOST_DEVICE constexpr auto piece_stride(T const& fo) {
  if constexpr (Piece.write_bit < 0) {
    return static_power_of_2<Piece.first>{};
  } else {
    constexpr long long w = 1LL << Piece.write_bit;
    constexpr long long r = Piece.read ? (1LL << Piece.first) : 0;
    if constexpr (static_integer<T>) {
      constexpr long long v = r + ((T::value & w) != 0 ? -w : w);
      return std::conditional_t<(v >= -(1LL << 31) && v < (1LL << 31)), C<int(v)>, C<v>>{};
    } else {
      using V = std::make_signed_t<decltype(T{} + int{})>;
      // r - w where Sw(o) has w set, else r + w: a select of two constants, as in CuTe's build, from
      // which ptxas knows the stride's alignment (r + w - 2 * (fo & w) hid it: no paired stores).
      return (fo & static_cast<T>(w)) != 0 ? static_cast<V>(r - w) : static_cast<V>(r + w);
    }
  }
}

// A leaf of the sliced layout as its pieces (itself where no swizzled bit is among its bits).
template <class Sw, class S, class D, class T>
CUTE_HOST_DEVICE constexpr auto plain_leaf(S const& s, D const& d, T const& fo) {
  if constexpr (strides_multiple_of<swizzle_period<Sw>, D>) {
    return make_layout(s, d);
  } else if constexpr (S::value <= 1) {
    return make_layout(s, d);
  } else {
    constexpr long long n = S::value, dv = D::value;
    if constexpr ((mode_bits(n, dv) & static_cast<unsigned long long>(Sw::yyy_mask | Sw::zzz_mask)) == 0) {
      return make_layout(s, d);
    } else if constexpr (constexpr bit_pieces pieces = pieces_of<Sw, n, dv>(); pieces.count == 1) {  // one swizzled bit
      return make_layout(s, piece_stride<pieces.piece[0]>(fo));
    } else {
      return [&]<int... P>(std::integer_sequence<int, P...>) {
        return make_layout(make_shape(static_power_of_2<pieces.piece[P].count>{}...), make_stride(piece_stride<pieces.piece[P]>(fo)...));
      }(std::make_integer_sequence<int, pieces.count>{});
    }
  }
}

template <class Sw, class S, class D, class T>
CUTE_HOST_DEVICE constexpr auto plain_modes(Layout<S, D> const& l, T const& fo) {
  if constexpr (tuple_type<S>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(plain_modes<Sw>(layout<I>(l), fo)...);
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    return plain_leaf<Sw>(l.shape(), l.stride(), fo);
  }
}

// a ^ b, static where both are, either one where the other is a static 0.
template <class A, class B>
CUTE_HOST_DEVICE constexpr auto xor_of(A const& a, B const& b) {
  if constexpr (static_integer<A> && static_integer<B>) {
    return C<(A::value ^ B::value)>{};
  } else if constexpr (is_constant_v<0, A>) {
    return b;
  } else if constexpr (is_constant_v<0, B>) {
    return a;
  } else {
    return a ^ b;
  }
}

template <class A, class... B>
CUTE_HOST_DEVICE constexpr auto fold_xor(A const& a, B const&... b) {
  if constexpr (sizeof...(B) == 0) {
    return a;
  } else {
    return xor_of(a, fold_xor(b...));
  }
}

/// Sw(crd2idx(c, s, d)) where the leaves of (s, d) occupy disjoint bits (slice_is_plain): the XOR of
/// each leaf's swizzled term c_i * d_i, since Sw is linear over XOR and terms of disjoint bits XOR as
/// they add. Each term is then its coordinate shifted and masked, which the compiler folds into the
/// index; Sw of the sum keeps a shift right of the whole index, after which ptxas no longer proves
/// the alignment it needs to pair adjacent 16-bit stores. (1-D coordinates split as crd2idx does.)
template <class Sw, class Coord, class S, class D>
CUTE_HOST_DEVICE constexpr auto swizzled_index(Coord const& c, S const& s, D const& d) {
  if constexpr (tuple_type<S>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      if constexpr (tuple_type<Coord>) {
        return fold_xor(swizzled_index<Sw>(get<I>(c), get<I>(s), get<I>(d))...);
      } else {
        return fold_xor(swizzled_index<Sw>(split_coordinate<I>(c, s), get<I>(s), get<I>(d))...);
      }
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else {
    return Sw{}(c * d);
  }
}

/// The sliced layout L under the swizzle, with o's swizzle fo: the plain layout of the top comment,
/// the same rank as L. (Only where slice_is_plain holds.)
template <class Sw, class S, class D, class T>
CUTE_HOST_DEVICE constexpr auto plain_slice(Layout<S, D> const& sliced, T const& fo) {
  auto const l = plain_modes<Sw>(sliced, fo);
  if constexpr (tuple_type<S> || !tuple_type<cute::detail::uncvref_t<decltype(l.shape())>>) {
    return l;
  } else {
    return make_layout(make_shape(l.shape()), make_stride(l.stride()));  // one mode, as L
  }
}
}  // namespace detail
}  // namespace cute
