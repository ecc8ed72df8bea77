// cute/layout/recast.hpp: reinterpreting a layout for wider or narrower elements (upcast<N>,
// downcast<N>), the largest common contiguous part of two layouts (max_common_layout,
// max_common_vector), and the kernel of a layout (nullspace).
#pragma once
#include <cute/config.hpp>
#include <cute/layout/coalesce.hpp>
#include <cute/layout/composition.hpp>
#include <cute/layout/inverse.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/layout_values.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
CUTE_EXPORT namespace detail {
// The rule's stride (recast_leaf) of a mode whose static extent s upcast<N> keeps (checked by the
// caller): d / N, exact since N divides d, except for an extent-1 mode under N (the rule's +-1). It
// leaves out the rule's divisions by |d|, which for a run-time stride are a division routine in
// device code (a swizzled slice's strides, say, recast by a vectorized copy).
template <int N, long long s, class T>
CUTE_HOST_DEVICE constexpr T kept_extent_stride(T d) {
  if constexpr (s == 1) {
    if (d > -N && d < N) return d == 0 ? T(0) : d < 0 ? T(-1) : T(1);
  }
  return static_cast<T>(d / N);
}

// upcast<N> (up) or downcast<N> of the modes s:d by recast_leaf, as static as CuTe's: static where s
// and d are, the stride where d is (it does not depend on the extent); no result is a compile error or
// a cute::error naming the mode.
template <int N, bool up, class S, class D>
CUTE_HOST_DEVICE constexpr auto recast_modes(S const& s, D const& d) {
  using B = value_algebra::static_bounds<1>;
  if constexpr (tuple_type<S>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(recast_modes<N, up>(get<I>(s), get<I>(d))...);
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else if constexpr (static_integer<S> && static_integer<D>) {
    constexpr value_algebra::recast_result<long long> r = value_algebra::recast_leaf<B, long long>(S::value, D::value, N, up);
    static_assert(has_result(r.error));
    return make_layout(C<static_cast<int>(r.shape)>{}, C<static_cast<int>(r.stride)>{});
  } else {
    using T = common_dynamic_t<S, D>;
    using V = std::conditional_t<up, T, long long>;  // upcast divides in T; a downcast's product is narrowed after
    [[maybe_unused]] constexpr caller where = up ? caller::upcast : caller::downcast;
    value_algebra::recast_result<V> const r = value_algebra::recast_leaf<layout_value_bounds<1>, V>(s, d, N, up);
    CUTE_CHECK(r.error == algebra_error::none, up ? "upcast<" : "downcast<", N, ">: ", error_message(r.error), " (the mode ", s, ":",
               d, ")");
    if constexpr (static_integer<D>) {
      constexpr value_algebra::recast_result<long long> r1 = value_algebra::recast_leaf<B, long long>(1, D::value, N, up);  // the stride, whatever the extent
      static_assert(r1.error != algebra_error::overflow, "upcast/downcast<N>: integer overflow: the static stride's result does not fit in an int");
      return make_layout(checked_narrow<T>(where, r.shape), C<static_cast<int>(r1.stride)>{});
    } else if constexpr (up && static_integer<S>) {
      // A static extent stays static, as in CuTe (whose upcast divides a dynamic stride, which must be
      // a multiple of N): vectors never pack elements of this mode.
      CUTE_CHECK(r.shape == S::value, "upcast<", N, ">: the dynamic stride ", d, " of the mode ", s, ":", d,
                 " is not a multiple of ", N, " (its static extent would change)");
      return make_layout(s, kept_extent_stride<N, S::value>(d));
    } else {
      return make_layout(checked_narrow<T>(where, r.shape), checked_narrow<T>(where, r.stride));
    }
  }
}
}  // namespace detail

/// The layout of N-element vectors of the elements of l: contiguous modes shrink by N, strides divide
/// by N. upcast<2>((8,4):(1,8)) == (4,4):(1,4).
CUTE_EXPORT template <int N, class S, class D>
CUTE_HOST_DEVICE constexpr auto upcast(Layout<S, D> const& l) {
  static_assert(N > 0, "upcast<N>: N must be positive");
  return detail::recast_modes<N, true>(l.shape(), l.stride());
}

/// The layout of the N parts of each element of l: unit-stride modes grow by N, other strides scale
/// by N. downcast<2>((4,4):(1,4)) == (8,4):(1,8).
CUTE_EXPORT template <int N, class S, class D>
CUTE_HOST_DEVICE constexpr auto downcast(Layout<S, D> const& l) {
  static_assert(N > 0, "downcast<N>: N must be positive");
  return detail::recast_modes<N, false>(l.shape(), l.stride());
}

/// CuTe's recast_layout<Old, New>(l): l (a Layout, a Swizzle or a ComposedLayout) over elements of
/// type Old, seen over elements of type New: upcast by the reduced ratio of the widths in bits, then
/// downcast (upcast<2> from 16-bit to 32-bit elements, downcast<2> back, both for 16 to 24 bits).
CUTE_EXPORT template <class Old, class New, class L>
  requires requires(L const& l) {
    upcast<1>(l);
    downcast<1>(l);
  }
CUTE_HOST_DEVICE constexpr auto recast_layout(L const& l) {
  constexpr int old_bits = sizeof_bits<Old>::value, new_bits = sizeof_bits<New>::value;
  constexpr int g = detail::gcd_value(old_bits, new_bits);
  constexpr int up = new_bits / g, down = old_bits / g;
  if constexpr (up == 1 && down == 1) {
    return l;
  } else if constexpr (up == 1) {
    return downcast<down>(l);
  } else if constexpr (down == 1) {
    return upcast<up>(l);
  } else {
    return downcast<down>(upcast<up>(l));
  }
}

CUTE_EXPORT namespace detail {
// The common vector of A and B at run time, in straight-line code (max_common_layout_tree's rule, CuTe's
// max_common_vector): A o right_inverse(B), coalesced in its slots; its first mode's extent where the
// mode's stride is 1, else 1 (max_common_layout composes B's right inverse with vector:1).
template <class AS, class AD, class IS, class ID>
CUTE_HOST_DEVICE constexpr auto common_vector_at_run_time(Layout<AS, AD> const& a, Layout<IS, ID> const& inverse_b) {
  auto const common = composition(a, inverse_b);
  using T = common_dynamic_t<decltype(common.shape()), decltype(common.stride())>;
  auto f = slots_of<T, T>(wrap(flatten(common.shape())), wrap(flatten(common.stride())));
  coalesce_in_slots<false>(caller::max_common_layout, f);
  T extent = 1, stride = 0;
  bool first = true;
  CUTE_UNROLL
  for (std::size_t k = 0; k < decltype(f)::rank; ++k) {
    if (first && f.shape[k] != 1) extent = f.shape[k], stride = f.stride[k], first = false;
  }
  return stride == 1 ? extent : T(1);
}

// nullspace on run-time values, in straight-line code: nullspace_tree's rule (nullspace_mode) on each
// mode's slot and position, the kernel's modes listed at the end of the slots (1:0 before them): the
// trees' layout.
template <class S, class D>
CUTE_HOST_DEVICE constexpr auto nullspace_at_run_time(Layout<S, D> const& l) {
  using T = common_dynamic_t<S, D>;
  auto const f = slots_of<T, T>(wrap(flatten(l.shape())), wrap(flatten(l.stride())));
  constexpr std::size_t R = decltype(f)::rank;
  T position[R] = {};
  slot_positions(f, position);
  mode_slots<R, T, T> r;
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) r.shape[k] = 1;
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) {
    auto const z = value_algebra::nullspace_mode(f.shape[k], f.stride[k], position[k]);
    position_fits(caller::nullspace, z.in_kernel && f.shape[k] != 1, position[k]);
    CUTE_UNROLL
    for (std::size_t j = 0; j + 1 < R; ++j) {  // z appended where in the kernel: the others one slot to the front
      r.shape[j] = z.in_kernel ? r.shape[j + 1] : r.shape[j];
      r.stride[j] = z.in_kernel ? r.stride[j + 1] : r.stride[j];
    }
    r.shape[R - 1] = z.in_kernel ? z.shape : r.shape[R - 1];
    r.stride[R - 1] = z.in_kernel ? z.stride : r.stride[R - 1];
  }
  return layout_of_slots(r);
}
}  // namespace detail

/// The layout R of the leading elements of b's order that are contiguous in both a and b:
/// a(R(i)) == i and b(R(i)) == i for i < size(R) (_1:_0 when there is none). At run time: B's right
/// inverse composed with the common vector (CuTe's dynamic form: its modes).
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto max_common_layout(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  return detail::computed_layout<detail::value_algebra::op_max_common_layout>(
      [](auto const& x, auto const& y) {
        auto const inverse_y = right_inverse(y);
        return composition(inverse_y, make_layout(detail::common_vector_at_run_time(x, inverse_y)));
      },
      a, b);
}

/// The number of those elements (>= 1): the widest vector that can copy between a and b. Static when
/// both layouts are.
CUTE_EXPORT template <class AS, class AD, class BS, class BD>
CUTE_HOST_DEVICE constexpr auto max_common_vector(Layout<AS, AD> const& a, Layout<BS, BD> const& b) {
  return size(detail::computed_layout<detail::value_algebra::op_max_common_layout>(
      [](auto const& x, auto const& y) { return make_layout(detail::common_vector_at_run_time(x, right_inverse(y))); }, a, b));
}

/// The kernel of l: the layout of the coordinates that l maps to 0 (its stride-0 modes), over the
/// 1-D coordinates of l. l(nullspace(l)(i)) == 0 for every i; _1:_0 when there is none. At run time:
/// leaf_count(S) dynamic modes (1:0 where the kernel has fewer).
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto nullspace(Layout<S, D> const& l) {
  return detail::computed_layout<detail::value_algebra::op_nullspace>([](auto const& x) { return detail::nullspace_at_run_time(x); }, l);
}

}  // namespace cute
