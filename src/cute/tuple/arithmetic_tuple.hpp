// cute/tuple/arithmetic_tuple.hpp: CuTe's ArithmeticTuple (a tuple that adds and subtracts element by
// element), ScaledBasis<T, N...> (the value T at the path N... of an otherwise zero ArithmeticTuple,
// E<N...> when T is _1), and ArithmeticTupleIterator (the iterator whose element at an offset is the
// ArithmeticTuple it starts from plus that offset). A layout whose strides are bases maps a
// coordinate to an ArithmeticTuple: make_identity_layout(shape) (cute/layout/basis_layout.hpp) maps
// each coordinate to itself.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple/algorithm.hpp>
#include <cute/tuple/int_tuple.hpp>
#include <cute/tuple/tuple.hpp>

namespace cute {

/// A tuple whose + and - work element by element, the shorter operand padded with _0s (the
/// codomain of a layout whose strides are bases).
template <class... T>
struct ArithmeticTuple : tuple<T...> {
  constexpr ArithmeticTuple() = default;
  CUTE_HOST_DEVICE constexpr ArithmeticTuple(tuple<T...> const& t) : tuple<T...>(t) {}
  CUTE_HOST_DEVICE constexpr ArithmeticTuple(T const&... t)
    requires(sizeof...(T) > 0)
      : tuple<T...>(t...) {}
};

CUTE_EXPORT template <class... T>
ArithmeticTuple(T...) -> ArithmeticTuple<T...>;

CUTE_EXPORT template <class... T>
CUTE_HOST_DEVICE constexpr auto make_arithmetic_tuple(T const&... t) {
  return ArithmeticTuple<T...>(t...);
}

CUTE_EXPORT template <class T>
inline constexpr bool is_arithmetic_tuple_v = false;
template <class... T>
inline constexpr bool is_arithmetic_tuple_v<ArithmeticTuple<T...>> = true;

/// The value t at the path N... of a zero ArithmeticTuple: ScaledBasis<T, 1> is (_0, t), ScaledBasis<T,
/// 1, 0> is (_0, (t)), ScaledBasis<T> is t itself. Empty when T is static (a static stride costs
/// nothing in a layout).
template <class T, int... N>
struct ScaledBasis : private detail::tuple_leaf<0, T> {
  static_assert(((N >= 0) && ...), "ScaledBasis: a mode index is negative");
  CUTE_HOST_DEVICE constexpr ScaledBasis(T const& t = {}) : detail::tuple_leaf<0, T>{t} {}

  CUTE_HOST_DEVICE constexpr decltype(auto) value() const { return get<0>(static_cast<detail::tuple_leaf<0, T> const&>(*this)); }
  /// The first mode of the path (CuTe's deprecated mode()).
  CUTE_HOST_DEVICE static constexpr auto mode() {
    static_assert(sizeof...(N) > 0, "ScaledBasis::mode: a basis of no path has no mode");
    constexpr int path[] = {N..., 0};
    return Int<path[0]>{};
  }
};

/// The unit bases: E<> is _1, E<0> is (_1,_0,...), E<1> is (_0,_1,...), E<1,0> is (_0,(_1,...),...).
CUTE_EXPORT template <int... N>
using E = ScaledBasis<Int<1>, N...>;

CUTE_EXPORT template <class T>
inline constexpr bool is_scaled_basis_v = false;
template <class T, int... N>
inline constexpr bool is_scaled_basis_v<ScaledBasis<T, N...>> = true;
/// CuTe's trait form of is_scaled_basis_v.
CUTE_EXPORT template <class T>
struct is_scaled_basis : C<is_scaled_basis_v<cute::detail::uncvref_t<T>>> {};

template <class T, int... N>
inline constexpr bool is_static_v<ScaledBasis<T, N...>> = is_static_v<T>;
// A basis is an integer to CuTe's trait (a stride: the layout code takes it where it takes integers).
template <class T, int... N>
struct is_integral<ScaledBasis<T, N...>> : true_type {};
template <class... T>
inline constexpr bool is_static_v<ArithmeticTuple<T...>> = (is_static_v<T> && ...);

CUTE_EXPORT namespace detail {
// v at the path N... (a ScaledBasis value is flattened into the path: CuTe's ScaledBasis<ScaledBasis<T,
// M...>, N...> is ScaledBasis<T, N..., M...>).
template <int... N, class V>
CUTE_HOST_DEVICE constexpr auto scaled(V const& v) {
  if constexpr (is_scaled_basis_v<V>) {
    return [&]<class T, int... M>(ScaledBasis<T, M...> const& b) { return ScaledBasis<T, N..., M...>(b.value()); }(v);
  } else {
    return ScaledBasis<V, N...>(v);
  }
}

// T is a basis or holds one (a layout's stride: the layout maps to ArithmeticTuples).
template <class T>
inline constexpr bool has_basis_v = is_scaled_basis_v<T>;
template <class... T>
inline constexpr bool has_basis_v<tuple<T...>> = (has_basis_v<T> || ...);

// A tuple or ScaledBasis, or an ArithmeticTuple: the operands of the arithmetic below.
template <class T>
inline constexpr bool arithmetic_operand = is_arithmetic_tuple_v<T> || is_scaled_basis_v<T>;
}  // namespace detail

/// The part of t at the path of the basis b (t itself for a basis of no path or an integer).
CUTE_EXPORT template <class B, class Tuple>
CUTE_HOST_DEVICE constexpr decltype(auto) basis_get(B const&, Tuple&& t) {
  if constexpr (is_scaled_basis_v<B>) {
    return [&]<class T, int... N>(ScaledBasis<T, N...> const*) -> decltype(auto) {
      if constexpr (sizeof...(N) == 0) {
        return static_cast<Tuple&&>(t);
      } else {
        return get<static_cast<std::size_t>(N)...>(static_cast<Tuple&&>(t));
      }
    }(static_cast<B const*>(nullptr));
  } else {
    return static_cast<Tuple&&>(t);
  }
}

/// The value of a basis (an integer is its own value).
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr decltype(auto) basis_value(T const& e) {
  if constexpr (is_scaled_basis_v<T>) {
    return e.value();
  } else {
    return e;
  }
}

/// A tuple as an ArithmeticTuple (recursively), a basis as the ArithmeticTuple it stands for
/// ((_0,...,_0,t) with as many _0s as its first mode index, and so on down the path); an integer stays.
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto as_arithmetic_tuple(T const& t) {
  if constexpr (is_scaled_basis_v<T>) {
    return [&]<class V, int... N>(ScaledBasis<V, N...> const& b) {
      if constexpr (sizeof...(N) == 0) {
        return b.value();
      } else {
        constexpr int path[] = {N...};
        auto inner = [&]<std::size_t... K>(std::index_sequence<K...>) {
          return as_arithmetic_tuple(ScaledBasis<V, path[K + 1]...>(b.value()));
        }(std::make_index_sequence<sizeof...(N) - 1>{});
        return [&]<std::size_t... Z>(std::index_sequence<Z...>) {
          return make_arithmetic_tuple((void(Z), _0{})..., inner);
        }(std::make_index_sequence<static_cast<std::size_t>(path[0])>{});
      }
    }(t);
  } else if constexpr (tuple_type<T> || is_arithmetic_tuple_v<T>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_arithmetic_tuple(as_arithmetic_tuple(get<I>(t))...);
    }(std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return t;
  }
}

/// An ArithmeticTuple as a plain tuple, recursively (a coordinate for a layout or a shape's algorithms).
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto as_plain_tuple(T const& t) {
  if constexpr (tuple_type<T>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_tuple(as_plain_tuple(get<I>(t))...); }(
        std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return t;
  }
}

/// The bases of a shape's leaves: make_basis_like((_4,(_2,_3))) is (E<0>,(E<1,0>,E<1,1>)), the
/// strides of the identity layout (each coordinate maps to itself). N... prefixes every path.
CUTE_EXPORT template <int... N, int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto make_basis_like(Shape const& shape) {
  if constexpr (tuple_type<Shape>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(make_basis_like<N..., static_cast<int>(I)>(get<I>(shape))...);
    }(std::make_index_sequence<tuple_size_v<Shape>>{});
  } else {
    return E<N...>{};
  }
}

// Arithmetic ------------------------------------------------------------------------------------

CUTE_EXPORT namespace detail {
// Element I of t, _0 past its end.
template <std::size_t I, class T>
CUTE_HOST_DEVICE constexpr auto element_or_zero(T const& t) {
  if constexpr (I < tuple_size_v<T>) {
    return get<I>(t);
  } else {
    return _0{};
  }
}
// a op b element by element, over the longer operand's rank (an ArithmeticTuple of the results).
template <class Op, class A, class B>
CUTE_HOST_DEVICE constexpr auto elementwise(A const& a, B const& b, Op op) {
  constexpr std::size_t R = tuple_size_v<A> > tuple_size_v<B> ? tuple_size_v<A> : tuple_size_v<B>;
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return make_arithmetic_tuple(op(element_or_zero<I>(a), element_or_zero<I>(b))...);
  }(std::make_index_sequence<R>{});
}
struct arithmetic_plus {
  template <class A, class B>
  CUTE_HOST_DEVICE constexpr auto operator()(A const& a, B const& b) const { return a + b; }
};
struct arithmetic_minus {
  template <class A, class B>
  CUTE_HOST_DEVICE constexpr auto operator()(A const& a, B const& b) const { return a - b; }
};
// An ArithmeticTuple operand of + or -: a tuple or a basis as the ArithmeticTuple it stands for.
template <class T>
CUTE_HOST_DEVICE constexpr auto arithmetic_view(T const& t) {
  if constexpr (is_arithmetic_tuple_v<T>) {
    return t;
  } else {
    return as_arithmetic_tuple(t);
  }
}
// One ArithmeticTuple operand (the other a tuple, an ArithmeticTuple or a basis), or two bases of a path.
template <class A, class B>
inline constexpr bool arithmetic_pair =
    (is_arithmetic_tuple_v<A> && (is_arithmetic_tuple_v<B> || is_tuple_v<B> || is_scaled_basis_v<B>)) ||
    (is_arithmetic_tuple_v<B> && (is_tuple_v<A> || is_scaled_basis_v<A>)) || (is_scaled_basis_v<A> && is_scaled_basis_v<B>);
}  // namespace detail

/// Element-wise sum and difference of ArithmeticTuples (a tuple or a basis taken as one); two bases
/// add into an ArithmeticTuple.
CUTE_EXPORT template <class A, class B>
  requires detail::arithmetic_pair<A, B>
CUTE_HOST_DEVICE constexpr auto operator+(A const& a, B const& b) {
  return detail::elementwise(detail::arithmetic_view(a), detail::arithmetic_view(b), detail::arithmetic_plus{});
}
CUTE_EXPORT template <class A, class B>
  requires detail::arithmetic_pair<A, B>
CUTE_HOST_DEVICE constexpr auto operator-(A const& a, B const& b) {
  return detail::elementwise(detail::arithmetic_view(a), detail::arithmetic_view(b), detail::arithmetic_minus{});
}
CUTE_EXPORT template <class... T>
CUTE_HOST_DEVICE constexpr auto operator-(ArithmeticTuple<T...> const& t) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) { return make_arithmetic_tuple(-get<I>(t)...); }(
      std::index_sequence_for<T...>{});
}

/// _0 is the zero of every ArithmeticTuple and basis (another static integer is an error, as in CuTe;
/// a basis of no path is its value, and adds to any integer).
CUTE_EXPORT template <auto z, class T>
  requires detail::arithmetic_operand<T>
CUTE_HOST_DEVICE constexpr auto operator+(C<z>, T const& t) {
  if constexpr (is_scaled_basis_v<T>) {
    if constexpr (std::is_same_v<decltype(as_arithmetic_tuple(t)), decltype(t.value())>) {
      return C<z>{} + t.value();  // a basis of no path is its value
    } else {
      static_assert(z == 0, "ScaledBasis: only _0 adds to a basis");
      return t;
    }
  } else {
    static_assert(z == 0, "ArithmeticTuple: only _0 adds to a tuple of coordinates");
    return t;
  }
}
CUTE_EXPORT template <class T, auto z>
  requires detail::arithmetic_operand<T>
CUTE_HOST_DEVICE constexpr auto operator+(T const& t, C<z>) {
  return C<z>{} + t;
}
CUTE_EXPORT template <class... T, auto z>
CUTE_HOST_DEVICE constexpr auto operator-(ArithmeticTuple<T...> const& t, C<z>) {
  static_assert(z == 0, "ArithmeticTuple: only _0 is subtracted from a tuple of coordinates");
  return t;
}
CUTE_EXPORT template <auto z, class... T>
CUTE_HOST_DEVICE constexpr auto operator-(C<z>, ArithmeticTuple<T...> const& t) {
  static_assert(z == 0, "ArithmeticTuple: a tuple of coordinates is subtracted only from _0");
  return -t;
}

/// A basis scaled by an integer (on either side): E<1>{} * 3 is 3@1.
CUTE_EXPORT template <integer A, class T, int... N>
CUTE_HOST_DEVICE constexpr auto operator*(A const& a, ScaledBasis<T, N...> const& e) {
  return detail::scaled<N...>(a * e.value());
}
CUTE_EXPORT template <class T, int... N, integer B>
CUTE_HOST_DEVICE constexpr auto operator*(ScaledBasis<T, N...> const& e, B const& b) {
  return detail::scaled<N...>(e.value() * b);
}
CUTE_EXPORT template <class T, int... N>
CUTE_HOST_DEVICE constexpr auto operator-(ScaledBasis<T, N...> const& e) {
  return detail::scaled<N...>(-e.value());
}

/// Bases are equal when their paths and values are (a basis never equals an integer or a tuple).
CUTE_EXPORT template <class T, int... N, class U, int... M>
CUTE_HOST_DEVICE constexpr auto operator==(ScaledBasis<T, N...> const& a, ScaledBasis<U, M...> const& b) {
  if constexpr (sizeof...(N) == sizeof...(M)) {
    if constexpr (((N == M) && ...)) {
      return a.value() == b.value();
    } else {
      return false_type{};
    }
  } else {
    return false_type{};
  }
}
CUTE_EXPORT template <class T, int... N, class U>
  requires(!is_scaled_basis_v<U>)
CUTE_HOST_DEVICE constexpr false_type operator==(ScaledBasis<T, N...> const&, U const&) {
  return {};
}
CUTE_EXPORT template <class U, class T, int... N>
  requires(!is_scaled_basis_v<U>)
CUTE_HOST_DEVICE constexpr false_type operator==(U const&, ScaledBasis<T, N...> const&) {
  return {};
}
CUTE_EXPORT template <class... T, class... U>
CUTE_HOST_DEVICE constexpr auto operator==(ArithmeticTuple<T...> const& a, ArithmeticTuple<U...> const& b) {
  return static_cast<tuple<T...> const&>(a) == static_cast<tuple<U...> const&>(b);
}

/// abs, ceil_div and safe_div of a basis act on its value (CuTe's).
CUTE_EXPORT template <class T, int... N>
CUTE_HOST_DEVICE constexpr auto abs(ScaledBasis<T, N...> const& e) {
  return detail::scaled<N...>(e.value() < T{} ? -e.value() : e.value());
}
CUTE_EXPORT template <class T, int... N, integer U>
CUTE_HOST_DEVICE constexpr auto ceil_div(ScaledBasis<T, N...> const& e, U const& u) {
  return detail::scaled<N...>(ceil_div(e.value(), u));
}
CUTE_EXPORT template <class T, int... N, integer U>
CUTE_HOST_DEVICE constexpr auto safe_div(ScaledBasis<T, N...> const& e, U const& u) {
  return detail::scaled<N...>(safe_div(e.value(), u));
}

// ArithmeticTupleIterator -------------------------------------------------------------------------

/// The iterator of coordinate tensors (make_coord_tensor): its element is the ArithmeticTuple it
/// holds, and an offset (an ArithmeticTuple, a basis or _0: what a layout of basis strides gives)
/// moves it to their sum.
CUTE_EXPORT template <class ArithTuple>
struct ArithmeticTupleIterator {
  using value_type = ArithTuple;
  using element_type = ArithTuple;
  using reference = ArithTuple;

  ArithTuple coord_;

  CUTE_HOST_DEVICE constexpr ArithmeticTupleIterator(ArithTuple const& coord = {}) : coord_(coord) {}

  CUTE_HOST_DEVICE constexpr ArithTuple operator*() const { return coord_; }
  template <class Offset>
  CUTE_HOST_DEVICE constexpr auto operator[](Offset const& c) const {
    return *(*this + c);
  }
  template <class Offset>
  CUTE_HOST_DEVICE constexpr auto operator+(Offset const& c) const {
    using R = cute::detail::uncvref_t<decltype(coord_ + c)>;
    return ArithmeticTupleIterator<R>(coord_ + c);
  }
};

CUTE_EXPORT template <class T>
inline constexpr bool is_arithmetic_tuple_iterator_v = false;
template <class T>
inline constexpr bool is_arithmetic_tuple_iterator_v<ArithmeticTupleIterator<T>> = true;

/// The iterator starting at the coordinate (ts...), as an ArithmeticTuple.
CUTE_EXPORT template <class... Ts>
CUTE_HOST_DEVICE constexpr auto make_inttuple_iter(Ts const&... ts) {
  if constexpr (sizeof...(Ts) == 1) {
    return ArithmeticTupleIterator(as_arithmetic_tuple(ts...));
  } else {
    return ArithmeticTupleIterator(make_arithmetic_tuple(as_arithmetic_tuple(ts)...));
  }
}

}  // namespace cute

// Structured bindings and std::tuple_size, as of a tuple.
template <class... T>
struct std::tuple_size<cute::ArithmeticTuple<T...>> : std::integral_constant<std::size_t, sizeof...(T)> {};
template <std::size_t I, class... T>
struct std::tuple_element<I, cute::ArithmeticTuple<T...>> : std::tuple_element<I, cute::tuple<T...>> {};
