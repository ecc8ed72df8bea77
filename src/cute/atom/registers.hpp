// cute/atom/registers.hpp: how an atom hands a thread's fragment to its instruction: the N registers
// of type R that the instruction takes are read from (or written to) the values of a rank-1 fragment
// of T, register r covering the values r*k .. r*k+k-1 (k = sizeof(R) / sizeof(T)), which must be
// contiguous in memory (checked at compile time for static layouts, else at run time).
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/tensor.hpp>

namespace cute {
CUTE_EXPORT namespace detail {

// Whether the values of a static layout come in contiguous runs of K, each run starting where the
// layout says: l(i) == l(i - i % K) + i % K.
template <class L, int K>
consteval bool runs_are_contiguous() {
  L const l{};
  for (int i = 0; i < int(size_v<L>); ++i)
    if (int(l(i)) - int(l(i - i % K)) != i % K) return false;
  return true;
}

template <class L>
CUTE_HOST_DEVICE constexpr bool runs_are_contiguous(L const& l, int k) {
  for (int i = 0; i < int(size(l)); ++i)
    if (int(l(i)) - int(l(i - i % k)) != i % k) return false;
  return true;
}

/// The size of a layout when its type tells it, else -1.
template <class L, class Size = decltype(size(std::declval<L>())), bool Static = is_static_v<Size>>
inline constexpr long long static_size_or_unknown = -1;
template <class L, class Size>
inline constexpr long long static_size_or_unknown<L, Size, true> = static_cast<long long>(Size::value);
/// Whether two layouts may have the same size (false only when both are static and differ).
template <class A, class B>
inline constexpr bool sizes_may_match =
    static_size_or_unknown<A> < 0 || static_size_or_unknown<B> < 0 || static_size_or_unknown<A> == static_size_or_unknown<B>;

// The layout whose values a fragment's registers cover: a swizzled (composed) layout's inner layout.
template <class L>
struct value_layout {
  using type = L;
};
template <class L>
  requires composed_layout_type<L>
struct value_layout<L> {
  using type = cute::detail::uncvref_t<decltype(std::declval<L>().layout_b())>;
};

// The number of values of T in a register of R.
template <class R, class T>
inline constexpr int values_per_register = int(sizeof(R) / sizeof(T)) > 0 ? int(sizeof(R) / sizeof(T)) : 1;

/// Calls f with the N registers of R over the fragment t (a rank-1 tensor of T), as references.
/// `what` names the operation in the messages.
template <class R, int N, class Fragment, class F>
CUTE_HOST_DEVICE constexpr void with_registers(Fragment&& t, F&& f) {
  using FragmentT = cute::detail::uncvref_t<Fragment>;
  using T = cute::detail::uncvref_t<decltype(*t.data())>;
  using L = cute::detail::uncvref_t<decltype(t.layout())>;
  // Packed values (int4_t, ... through a subbyte_iterator): so many to a register by their bits.
  using V = typename FragmentT::value_type;
  constexpr bool packed = [] {
    if constexpr (sizeof_bits_v<V> % 8 == 0) {
      return false;
    } else {
      return requires(FragmentT const& f) { f.data().bit(); } || requires(FragmentT const& f) { f.data().get().bit(); };
    }
  }();
  constexpr int k = packed ? int(sizeof_bits_v<R>) / int(sizeof_bits_v<V>) : values_per_register<R, T>;
  if constexpr (packed) {
    static_assert(sizeof_bits_v<R> % sizeof_bits_v<V> == 0,
                  "atom: the instruction's register is not a whole number of the fragment's values");
  } else {
    static_assert(sizeof(R) % sizeof(T) == 0,
                  "atom: the instruction's register is not a whole number of the fragment's values");
  }
  // A swizzled layout is checked on its inner layout: its runs must be contiguous, and the swizzle must
  // keep runs of k whole (its lowest swizzled bit at k or above); the run's alignment (the offset) is
  // dynamic.
  using Values = typename value_layout<L>::type;
  if constexpr (is_static_v<Values>) {
    static_assert(size_v<Values> == N * k,
                  "atom: the fragment does not have the instruction's number of values (the partitioning does not "
                  "match the atom)");
    static_assert(runs_are_contiguous<Values, k>(),
                  "atom: the fragment's values are not contiguous for the instruction's vector width (misaligned "
                  "static vector width)");
  } else if constexpr (!composed_layout_type<L>) {
    CUTE_CHECK(int(size(t.layout())) == N * k, "atom: the fragment has ", int(size(t.layout())), " values, the instruction takes ", N * k);
    CUTE_CHECK(runs_are_contiguous(t.layout(), k), "atom: the fragment's values are not contiguous for the instruction's vector width");
  }
  (void)sizeof(FragmentT);
  if constexpr (packed) {
    // The registers are the fragment recast to R (its values begin a byte: checked on the host).
    using Q = std::conditional_t<std::is_const_v<typename FragmentT::element_type>, R const, R>;
    auto regs = recast<Q>(t);
    [&]<std::size_t... I>(std::index_sequence<I...>) { f(regs(int(I))...); }(std::make_index_sequence<N>{});
  } else {
    auto reg = [&](auto r) -> decltype(auto) {
      using Q = std::conditional_t<std::is_const_v<std::remove_reference_t<decltype(t(0))>>, R const, R>;
      return *reinterpret_cast<Q*>(&t(int(decltype(r)::value) * k));
    };
    [&]<std::size_t... I>(std::index_sequence<I...>) { f(reg(C<int(I)>{})...); }(std::make_index_sequence<N>{});
  }
}

}  // namespace detail
}  // namespace cute
