// cute/layout/coalesce.hpp: coalesce (also by mode, against a profile), filter_zeros and filter.
// coalesce flattens a layout and merges neighbouring modes s1:d1, s0:d0 into s1*s0:d1 when
// d0 == s1*d1, dropping extent-1 modes. Decisions are taken on what the types tell, as in CuTe:
// a merge happens when it is known at compile time, so static results stay static and a dynamic
// layout keeps its modes. The value algebra decides (coalesce_modes), its dynamic integers symbols.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/static_algebra.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>

namespace cute {
/// The simplest layout with the same size and the same values on [0, size): depth <= 1.
/// coalesce((_2,(_1,_6)):(_1,(_6,_2))) == _12:_1.
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto coalesce(Layout<S, D> const& l) {
  using detail::value_algebra::op_coalesce;
  if constexpr (detail::value_algebra::fast_result<op_coalesce, Layout<S, D>>) {
    return detail::value_algebra::fast_layout<op_coalesce>(l);
  } else if constexpr (detail::leaf_count<S> == 0) {
    return Layout<_1, _0>{};  // no modes
  } else {
    static_assert(detail::has_result(detail::value_algebra::fast_error<op_coalesce, Layout<S, D>>()), "coalesce: no result");
    return l;
  }
}

CUTE_EXPORT namespace detail {
/// The tuple of the first N values of an array.
template <std::size_t N, class T>
CUTE_HOST_DEVICE constexpr auto from_array(T const* in) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_tuple(in[I]...); }(std::make_index_sequence<N>{});
}

/// The values of a flat layout at run time, one slot per mode (device code that tiles a matrix of a
/// run-time size computes on these: unrolled, the arrays stay in registers).
template <std::size_t R, class S, class D>
struct mode_slots {
  static constexpr std::size_t rank = R;
  S shape[R] = {};
  D stride[R] = {};
};
template <class S, class D, class Shapes, class Strides>
CUTE_HOST_DEVICE constexpr auto slots_of(Shapes const& shapes, Strides const& strides) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return mode_slots<sizeof...(I), S, D>{{static_cast<S>(get<I>(shapes))...}, {static_cast<D>(get<I>(strides))...}};
  }(std::make_index_sequence<tuple_size_v<Shapes>>{});
}
template <class S, class D>
CUTE_HOST_DEVICE constexpr bool is_product(S s, D d, D next) {  // s * d == next, without overflow
  using T = std::common_type_t<S, D>;
  if constexpr (sizeof(T) < sizeof(long long)) {
    return static_cast<long long>(s) * d == next;
  } else if constexpr (requires { static_cast<__int128>(s); }) {
    return static_cast<__int128>(s) * d == next;
  } else {
    return d == 0 ? next == 0 : T(next) % T(d) == 0 && T(next) / T(d) == T(s);
  }
}
/// The slots coalesced as coalesce coalesces static values, each mode in its slot: a mode of extent 1,
/// or one that merges into the next (s1:d1, s:(s1*d1) is (s1*s):d1), becomes 1:0, so the last mode
/// stays last. keep_last: the last mode's extent is taken as at least 2 (composition never reads it).
template <bool keep_last, std::size_t R, class S, class D>
CUTE_HOST_DEVICE constexpr void coalesce_in_slots(caller where, mode_slots<R, S, D>& f) {
  CUTE_UNROLL
  for (std::size_t k = 0; k + 1 < R; ++k) {
    S const s = f.shape[k], next = f.shape[k + 1];
    if (s == 1) {
      f.stride[k] = 0;
      continue;
    }
    if (next == 1 && !(keep_last && k + 2 == R)) {
      f.shape[k + 1] = s;
      f.stride[k + 1] = f.stride[k];
    } else if (is_product(s, f.stride[k], f.stride[k + 1])) {
#if CUTE_CHECKS
      // keep_last: the last extent is never read, so a merged extent past S is -1 (lost), an error
      // only where it stays before the last slot; a lost extent merges on only by stride 0.
      if (s < 0 && f.stride[k] != 0) continue;
      bool const lost = keep_last && (s < 0 || overflows<arithmetic::multiply>(s, next));
      f.shape[k + 1] = lost ? S(-1) : checked<arithmetic::multiply>(where, s, next);
#else
      f.shape[k + 1] = checked<arithmetic::multiply>(where, s, next);
#endif
      f.stride[k + 1] = f.stride[k];
    } else {
      continue;
    }
    f.shape[k] = 1;
    f.stride[k] = 0;
  }
#if CUTE_CHECKS
  CUTE_UNROLL
  for (std::size_t k = 0; k + 1 < R; ++k)
    CUTE_CHECK(f.shape[k] >= 0, caller_name(where), ": integer overflow: a coalesced extent does not fit in the layout's integers");
#endif
}

/// The slots in ascending stride order, by CuTe's exchange sort (the value algebra's stride_order),
/// unrolled into selects (registers); tag holds a value per slot that moves with it. absent_last: the
/// slots of extent 1 (what coalesce_in_slots leaves where a mode went) sort after all others, and then
/// the others fall in the order stride_order gives the coalesced modes alone, ties included (as 0
/// strides, the empty slots would reorder them; right_inverse takes the first of equal strides).
template <bool absent_last = false, std::size_t R, class S, class D, class Tag>
CUTE_HOST_DEVICE constexpr void sort_slots_by_stride(mode_slots<R, S, D>& f, Tag (&tag)[R]) {
  CUTE_UNROLL
  for (std::size_t i = 0; i < R; ++i) {
    CUTE_UNROLL
    for (std::size_t j = i + 1; j < R; ++j) {
      bool const swap = absent_last ? f.shape[j] != 1 && (f.shape[i] == 1 || f.stride[j] < f.stride[i]) : f.stride[j] < f.stride[i];
      S const s = f.shape[i];
      D const d = f.stride[i];
      Tag const t = tag[i];
      f.shape[i] = swap ? f.shape[j] : s, f.stride[i] = swap ? f.stride[j] : d, tag[i] = swap ? tag[j] : t;
      f.shape[j] = swap ? s : f.shape[j], f.stride[j] = swap ? d : f.stride[j], tag[j] = swap ? t : tag[j];
    }
  }
}

/// Each slot's position: the product of the extents before it (its stride in a compact layout). With
/// checks on, a position past S is -1, an error only where the caller uses it (position_fits): the
/// value algebra computes a position only where it is used.
template <std::size_t R, class S, class D>
CUTE_HOST_DEVICE constexpr void slot_positions(mode_slots<R, S, D> const& f, S (&position)[R]) {
  S before = 1;
  CUTE_UNROLL
  for (std::size_t k = 0; k < R; ++k) {
    position[k] = before;
#if CUTE_CHECKS
    if (k + 1 < R) before = before < 0 || overflows<arithmetic::multiply>(before, f.shape[k]) ? S(-1) : S(before * f.shape[k]);
#else
    if (k + 1 < R) before = before * f.shape[k];
#endif
  }
}
template <class S>
CUTE_HOST_DEVICE constexpr void position_fits([[maybe_unused]] caller where, [[maybe_unused]] bool used, [[maybe_unused]] S position) {
  CUTE_CHECK(!used || position >= 0, caller_name(where), ": integer overflow: the product of the extents before a mode (its position)",
             " does not fit in the layout's integers");
}

/// The layout of the slots (one mode, unwrapped, for one slot).
template <std::size_t R, class S, class D>
CUTE_HOST_DEVICE constexpr auto layout_of_slots(mode_slots<R, S, D> const& f) {
  return make_layout(unwrap(from_array<R>(f.shape)), unwrap(from_array<R>(f.stride)));
}
}  // namespace detail

/// Coalesce by mode: each mode of l at the leaves of the profile is coalesced on its own, so the
/// result keeps the profile's structure (its integers do not matter: they are taken as _1).
/// coalesce(l, Step<_1,_1>{}) coalesces each mode of a matrix.
CUTE_EXPORT template <class S, class D, class Profile>
CUTE_HOST_DEVICE constexpr auto coalesce(Layout<S, D> const& l, Profile const& profile) {
  using detail::value_algebra::op_coalesce;
  using P = decltype(repeat_like(profile, _1{}));
  if constexpr (detail::value_algebra::fast_result<op_coalesce, Layout<S, D>, P>) {
    return detail::value_algebra::fast_layout<op_coalesce, P>(l);
  } else {
    static_assert(detail::has_result(detail::value_algebra::fast_error<op_coalesce, Layout<S, D>, P>()), "coalesce: no result");
    return l;
  }
}

CUTE_EXPORT namespace detail {
// Each leaf of the shape whose stride (or profile leaf) is a static 0 becomes _1.
template <class P, class S>
CUTE_HOST_DEVICE constexpr auto shape_without_zeros(P const& p, S const& s) {
  if constexpr (tuple_type<P>) {
    return transform(p, s, [](auto const& pi, auto const& si) { return shape_without_zeros(pi, si); });
  } else if constexpr (is_constant_v<0, P>) {
    return _1{};
  } else {
    return s;
  }
}
}  // namespace detail

/// The layout with every mode of static stride 0 given extent 1 (those modes never move the index).
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto filter_zeros(Layout<S, D> const& l) {
  return make_layout(detail::shape_without_zeros(l.stride(), l.shape()), l.stride());
}

/// The layout with extent 1 wherever the profile has a static 0.
CUTE_EXPORT template <class S, class D, int_tuple Profile>
CUTE_HOST_DEVICE constexpr auto filter_zeros(Layout<S, D> const& l, Profile const& profile) {
  static_assert(weakly_congruent_v<Profile, S> && congruent_v<Profile, S>, "filter_zeros: the profile must be congruent with the shape");
  return make_layout(detail::shape_without_zeros(profile, l.shape()), l.stride());
}

/// Removes the static stride-0 and extent-1 modes and coalesces what is left (_1:_0 if nothing is).
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto filter(Layout<S, D> const& l) {
  return coalesce(filter_zeros(l));
}

/// filter, by mode against a profile.
CUTE_EXPORT template <class S, class D, class Profile>
CUTE_HOST_DEVICE constexpr auto filter(Layout<S, D> const& l, Profile const& profile) {
  if constexpr (tuple_type<Profile>) {
    return [&]<std::size_t... I, std::size_t... J>(std::index_sequence<I...>, std::index_sequence<J...>) {
      return make_layout(filter(layout<I>(l), get<I>(profile))..., layout<rank_v<Profile> + J>(l)...);
    }(std::make_index_sequence<rank_v<Profile>>{}, std::make_index_sequence<rank_v<S> - rank_v<Profile>>{});
  } else {
    return filter(l);
  }
}

}  // namespace cute
