// cute/tuple/int_tuple.hpp: IntTuple (an integer or a tuple of IntTuples) and its algorithms:
// get<I...>, rank, depth, size/product, flatten, congruent, compatible, prefix/inner products.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple/algorithm.hpp>
#include <cute/tuple/tuple.hpp>
#include <cute/tuple/underscore.hpp>

namespace cute {

/// CuTe's ScaledBasis (cute/tuple/arithmetic_tuple.hpp): a leaf of an IntTuple to the traits below.
CUTE_EXPORT template <class T, int... N>
struct ScaledBasis;

CUTE_EXPORT namespace detail {
// Conjunction that stays static when it can: false_type if any operand is statically false,
// true_type if all are statically true, a bool otherwise. Only booleans: a tuple's base class is in
// this namespace, so argument-dependent lookup offers this to user code's all_of(tuple, predicate).
template <class... B>
  requires((!std::is_class_v<B> || static_bool<B>) && ...)
CUTE_HOST_DEVICE constexpr auto all_of(B const&... b) {
  if constexpr ((is_constant_v<false, B> || ...)) {
    return false_type{};
  } else if constexpr ((is_constant_v<true, B> && ...)) {
    return true_type{};
  } else {
    return (true && ... && static_cast<bool>(b));
  }
}

// (References and cv-qualifiers are ignored by specializations: the concepts below ask every type.)
template <class T>
inline constexpr bool is_int_tuple = integer<T>;
template <class... T>
inline constexpr bool is_int_tuple<tuple<T...>> = (is_int_tuple<T> && ...);
// A basis is a leaf of an IntTuple (a stride), an ArithmeticTuple a tuple (a coordinate), as in CuTe.
template <class T, int... N>
inline constexpr bool is_int_tuple<ScaledBasis<T, N...>> = is_int_tuple<T>;
template <class... T>
inline constexpr bool is_int_tuple<ArithmeticTuple<T...>> = (is_int_tuple<T> && ...);
template <class T>
inline constexpr bool is_int_tuple<T const> = is_int_tuple<T>;
template <class T>
inline constexpr bool is_int_tuple<T&> = is_int_tuple<T>;
template <class T>
inline constexpr bool is_int_tuple<T&&> = is_int_tuple<T>;

// A coordinate may also hold `_` (a slice).
template <class T>
inline constexpr bool is_coord = integer<T> || underscore<T>;
template <class... T>
inline constexpr bool is_coord<tuple<T...>> = (is_coord<T> && ...);
template <class... T>
inline constexpr bool is_coord<ArithmeticTuple<T...>> = (is_coord<T> && ...);
template <class T>
inline constexpr bool is_coord<T const> = is_coord<T>;
template <class T>
inline constexpr bool is_coord<T&> = is_coord<T>;
template <class T>
inline constexpr bool is_coord<T&&> = is_coord<T>;
}  // namespace detail

/// CuTe's trait: true_type for a cute::tuple (references and cv-qualifiers ignored).
CUTE_EXPORT template <class T>
struct is_tuple : C<tuple_type<T>> {};

/// CuTe's element traits: whether Tuple is Elem or holds it at some depth (has_elem), whether every
/// leaf of Tuple is Elem (all_elem; true for an empty tuple), and their aliases for `_`, _0 and _1.
CUTE_EXPORT namespace detail {
template <class T, class E>
inline constexpr bool has_elem_v = std::is_same_v<T, E>;
template <class... T, class E>
inline constexpr bool has_elem_v<tuple<T...>, E> = std::is_same_v<tuple<T...>, E> || (has_elem_v<T, E> || ...);
template <class T, class E>
inline constexpr bool all_elem_v = std::is_same_v<T, E>;
template <class... T, class E>
inline constexpr bool all_elem_v<tuple<T...>, E> = std::is_same_v<tuple<T...>, E> || (all_elem_v<T, E> && ...);
}  // namespace detail
CUTE_EXPORT template <class Tuple, class Elem>
struct has_elem : C<detail::has_elem_v<Tuple, Elem>> {};
CUTE_EXPORT template <class Tuple, class Elem>
struct all_elem : C<detail::all_elem_v<Tuple, Elem>> {};
CUTE_EXPORT template <class T>
struct is_underscore : C<std::is_same_v<T, Underscore>> {};
CUTE_EXPORT template <class Tuple>
using has_underscore = has_elem<Tuple, Underscore>;
CUTE_EXPORT template <class Tuple>
using all_underscore = all_elem<Tuple, Underscore>;
CUTE_EXPORT template <class Tuple>
using has_int0 = has_elem<Tuple, _0>;
CUTE_EXPORT template <class Tuple>
using has_int1 = has_elem<Tuple, _1>;

/// An integer, or a cute::tuple of IntTuples, nested to any depth: what shapes and strides are.
CUTE_EXPORT template <class T>
concept int_tuple = detail::is_int_tuple<T>;

/// An IntTuple whose leaves may also be `_`.
CUTE_EXPORT template <class T>
concept coord_tuple = detail::is_coord<T>;

CUTE_EXPORT namespace detail {
template <class T>
struct dynamic_type {
  using type = T;
};
template <class T>
  requires static_integer<T>
struct dynamic_type<T> {
  using type = std::remove_cv_t<decltype(T::value)>;
};
template <class... T>
struct dynamic_type<tuple<T...>> {
  using type = std::common_type_t<int, typename dynamic_type<T>::type...>;
};
}  // namespace detail

/// The integer type that holds every value of the IntTuples given (at least int).
CUTE_EXPORT template <class... T>
using common_dynamic_t = std::common_type_t<int, typename detail::dynamic_type<cute::detail::uncvref_t<T>>::type...>;

// A tuple is static when all its elements are.
template <class... T>
inline constexpr bool is_static_v<tuple<T...>> = (is_static_v<T> && ...);

// The names CuTe gives to the IntTuples of different roles.
CUTE_EXPORT template <class... T>
using Shape = tuple<T...>;
CUTE_EXPORT template <class... T>
using Stride = tuple<T...>;
CUTE_EXPORT template <class... T>
using Coord = tuple<T...>;
CUTE_EXPORT template <class... T>
using Step = tuple<T...>;
CUTE_EXPORT template <class... T>
using Tile = tuple<T...>;

CUTE_EXPORT template <int_tuple... T>
CUTE_HOST_DEVICE constexpr auto make_shape(T const&... t) { return make_tuple(t...); }
CUTE_EXPORT template <int_tuple... T>
CUTE_HOST_DEVICE constexpr auto make_stride(T const&... t) { return make_tuple(t...); }
CUTE_EXPORT template <int_tuple... T>
CUTE_HOST_DEVICE constexpr auto make_step(T const&... t) { return make_tuple(t...); }
CUTE_EXPORT template <coord_tuple... T>
CUTE_HOST_DEVICE constexpr auto make_coord(T const&... t) { return make_tuple(t...); }
/// A tiler: a tuple of layouts, integers, shapes or `_`, applied mode by mode.
CUTE_EXPORT template <class... T>
CUTE_HOST_DEVICE constexpr auto make_tile(T const&... t) { return make_tuple(t...); }

/// get<0> of an integer is the integer itself.
CUTE_EXPORT template <std::size_t I, integer T>
CUTE_HOST_DEVICE constexpr T get(T const& x) noexcept {
  static_assert(I == 0, "get<I>: an integer has only one mode, get<0>");
  return x;
}

/// Hierarchical access: get<I, J, K...>(t) is get<J, K...>(get<I>(t)).
CUTE_EXPORT template <std::size_t I0, std::size_t I1, std::size_t... Is, class T>
CUTE_HOST_DEVICE constexpr decltype(auto) get(T&& t) noexcept {
  return get<I1, Is...>(get<I0>(static_cast<T&&>(t)));
}

CUTE_EXPORT namespace detail {
template <class T>
inline constexpr int depth_of = 0;
template <class... E>
inline constexpr int depth_of<tuple<E...>> = [] {
  int d = 0;
  ((d = depth_of<E> > d ? depth_of<E> : d), ...);
  return 1 + d;
}();

template <std::size_t... I, class T>
CUTE_HOST_DEVICE constexpr decltype(auto) get_path(T const& t) {
  if constexpr (sizeof...(I) == 0) {
    return (t);
  } else {
    return get<I...>(t);
  }
}
}  // namespace detail

/// The number of modes: Int<N> for a tuple of N elements, _1 for an integer.
CUTE_EXPORT template <std::size_t... I, class T>
CUTE_HOST_DEVICE constexpr auto rank(T const& t) noexcept {
  using U = cute::detail::uncvref_t<decltype(detail::get_path<I...>(t))>;
  if constexpr (is_tuple_v<U>) {
    return Int<int(tuple_size_v<U>)>{};
  } else {
    return _1{};
  }
}

CUTE_EXPORT namespace detail {
template <class T>
inline constexpr int tuple_rank = 1;  // (layouts, tensors: their headers specialize it)
template <class... T>
inline constexpr int tuple_rank<tuple<T...>> = int(sizeof...(T));
}  // namespace detail

CUTE_EXPORT template <class T>
inline constexpr int rank_v = detail::tuple_rank<cute::detail::uncvref_t<T>>;

/// The nesting depth: 0 for an integer, 1 + the deepest element for a tuple.
CUTE_EXPORT template <std::size_t... I, class T>
CUTE_HOST_DEVICE constexpr auto depth(T const& t) noexcept {
  return Int<detail::depth_of<cute::detail::uncvref_t<decltype(detail::get_path<I...>(t))>>>{};
}

CUTE_EXPORT template <class T>
inline constexpr int depth_v = detail::depth_of<cute::detail::uncvref_t<T>>;

CUTE_EXPORT namespace detail {
// IntTuples whose integers are all Int<N> (C<int>): their properties are computed as values in variable
// templates, without instantiating the generic functions. The arithmetic is checked as the type-level
// one (in int): `overflow` where that one would not compile, which then takes it and reports the error.
template <class T>
inline constexpr bool int_static = false;
template <int v>
inline constexpr bool int_static<C<v>> = true;
template <class... T>
inline constexpr bool int_static<tuple<T...>> = (int_static<T> && ...);

inline constexpr long long overflow = -(1LL << 62);
CUTE_HOST_DEVICE constexpr long long int_checked(long long v) { return v > 2147483647LL || v < -2147483648LL ? overflow : v; }
// Left folds of * and + over values, as (1 * ... * x) and (0 + ... + x) in int.
template <std::size_t N>
CUTE_HOST_DEVICE constexpr long long int_product(long long const (&v)[N]) {
  long long p = 1;
  for (long long x : v) p = (p == overflow || x == overflow) ? overflow : int_checked(p * x);
  return p;
}
template <std::size_t N>
CUTE_HOST_DEVICE constexpr long long int_sum(long long const (&v)[N]) {
  long long s = 0;
  for (long long x : v) s = (s == overflow || x == overflow) ? overflow : int_checked(s + x);
  return s;
}

// product(T) for int_static T.
template <class T>
inline constexpr long long static_product = overflow;
template <int v>
inline constexpr long long static_product<C<v>> = v;
template <>
inline constexpr long long static_product<tuple<>> = 1;
template <class... T>
inline constexpr long long static_product<tuple<T...>> = int_product({static_product<T>...});
}  // namespace detail

/// The product of all the integers of an IntTuple (static when they all are).
CUTE_EXPORT template <int_tuple T>
CUTE_HOST_DEVICE constexpr auto product(T const& t) {
  if constexpr (detail::int_static<T> && tuple_type<T> && detail::static_product<T> != detail::overflow) {
    return C<static_cast<int>(detail::static_product<T>)>{};
  } else if constexpr (tuple_type<T>) {
    return apply(t, [](auto const&... e) { return CUTE_CHECKED_PRODUCT(caller::product, product(e)); });
  } else {
    return t;
  }
}

/// The size of an IntTuple (its product), or of its mode I...
CUTE_EXPORT template <std::size_t... I, int_tuple T>
CUTE_HOST_DEVICE constexpr auto size(T const& t) {
  return product(detail::get_path<I...>(t));
}

/// The sum of all the integers of an IntTuple.
CUTE_EXPORT template <int_tuple T>
CUTE_HOST_DEVICE constexpr auto sum(T const& t) {
  if constexpr (tuple_type<T>) {
    return apply(t, [](auto const&... e) { return CUTE_CHECKED_SUM(caller::sum, sum(e)); });
  } else {
    return t;
  }
}

/// CuTe's product_like: t with the part at each leaf of the guide replaced by its product (the guide
/// weakly congruent to t): product_like((2,(3,4),5), (0,0,0)) is (2,12,5).
CUTE_EXPORT template <int_tuple T, class Guide>
CUTE_HOST_DEVICE constexpr auto product_like(T const& t, Guide const& guide) {
  return transform_leaf(guide, t, [](auto const&, auto const& part) { return product(part); });
}

/// CuTe's make_int_tuple<N>(values, n, init): the N values[0..N) as a tuple (an integer for N == 1),
/// init where i >= n. values is anything indexable by int: an array, a std::vector.
CUTE_EXPORT template <int N, class Indexable, integer Init>
  requires requires(Indexable const& v) { v[0]; }
CUTE_HOST_DEVICE constexpr auto make_int_tuple(Indexable const& values, int n, Init const& init) {
  static_assert(N > 0, "make_int_tuple<N>: N must be positive");
  if constexpr (N == 1) {
    return 0 < n ? values[0] : init;
  } else {
    // Indexed through a parameter: values may have fewer than N elements (those past n are not read).
    auto const value_or_init = [&](int i) { return i < n ? values[i] : init; };
    return [&]<int... I>(std::integer_sequence<int, I...>) {
      return make_tuple(value_or_init(I)...);
    }(std::make_integer_sequence<int, N>{});
  }
}

CUTE_EXPORT namespace detail {
// Fills the dynamic leaves of result from element I on with the values of vals, in order; returns
// the values left over.
template <std::size_t I, class Result, class Vals>
CUTE_HOST_DEVICE constexpr auto fill_dynamic_leaves(Result& result, Vals const& vals) {
  if constexpr (I == tuple_size_v<Result>) {
    return vals;
  } else {
    using E = uncvref_t<decltype(get<I>(result))>;
    if constexpr (is_static_v<E> || (tuple_type<E> && std::is_empty_v<E>)) {
      return fill_dynamic_leaves<I + 1>(result, vals);  // a static leaf, or a tuple of them, takes no value
    } else if constexpr (tuple_type<E>) {
      return fill_dynamic_leaves<I + 1>(result, fill_dynamic_leaves<0>(get<I>(result), vals));
    } else {
      static_assert(tuple_size_v<Vals> > 0, "fill_int_tuple_from: fewer values than dynamic leaves");
      get<I>(result) = get<0>(vals);
      return fill_dynamic_leaves<I + 1>(result, take<1, tuple_size_v<Vals>>(vals));
    }
  }
}
}  // namespace detail

/// CuTe's fill_int_tuple_from: assigns the values of the tuple vals, in order, to the dynamic leaves
/// of result (static leaves are skipped); returns the values left over.
CUTE_EXPORT template <tuple_type Result, tuple_type Vals>
CUTE_HOST_DEVICE constexpr auto fill_int_tuple_from(Result& result, Vals const& vals) {
  return detail::fill_dynamic_leaves<0>(result, vals);
}

/// CuTe's make_int_tuple_from<T>(values...): a T whose dynamic leaves hold the values, in order:
/// make_int_tuple_from<tuple<_1, tuple<int, int, _3>, int>>(6, 3, 4) is (_1,(6,3,_3),4).
CUTE_EXPORT template <tuple_type T, integer... Vs>
CUTE_HOST_DEVICE constexpr T make_int_tuple_from(Vs const&... values) {
  T result{};
  auto rest = fill_int_tuple_from(result, make_tuple(values...));
  static_assert(tuple_size_v<decltype(rest)> == 0, "make_int_tuple_from: more values than dynamic leaves");
  return result;
}

/// CuTe's type forms: rank_t<T> and depth_t<T> are the static integers rank and depth return.
CUTE_EXPORT template <class T>
using rank_t = decltype(rank(std::declval<T>()));
CUTE_EXPORT template <class T>
using depth_t = decltype(depth(std::declval<T>()));

/// CuTe's product as a function object (transform(t, Product{}) takes the product of each mode).
CUTE_EXPORT struct Product {
  template <int_tuple T>
  CUTE_HOST_DEVICE constexpr auto operator()(T const& t) const {
    return product(t);
  }
};

/// The product of each mode: a flat tuple of the modes' sizes (an integer is a tuple of one mode,
/// as in CuTe: product_each(_32) is (_32), so local_partition by a thread layout of one integer
/// divides mode 0 only).
CUTE_EXPORT template <int_tuple T>
CUTE_HOST_DEVICE constexpr auto product_each(T const& t) {
  if constexpr (tuple_type<T>) {
    return transform(t, [](auto const& e) { return product(e); });
  } else {
    return make_tuple(t);
  }
}

CUTE_EXPORT namespace detail {
// The type of flatten_to_tuple's result, by class templates: a static tuple is flattened with no
// function instantiated per level.
template <class T>
struct flat_type {
  using type = tuple<T>;
};
template <class... T>
struct flat_type<tuple<T...>> : cat_type<typename flat_type<T>::type...> {};

template <class T, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto flatten_modes(T const& t, std::index_sequence<I...>);
template <class T>
CUTE_HOST_DEVICE constexpr auto flatten_to_tuple(T const& t) {
  if constexpr (is_static_v<T>) {
    return typename flat_type<T>::type{};
  } else if constexpr (is_tuple_v<cute::detail::uncvref_t<T>>) {
    return flatten_modes(t, std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return make_tuple(t);
  }
}
template <class T, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto flatten_modes(T const& t, std::index_sequence<I...>) {
  return tuple_cat(flatten_to_tuple(get<I>(t))...);
}
}  // namespace detail

/// The leaves of t in order: an integer stays an integer, a tuple becomes a tuple of depth <= 1.
CUTE_EXPORT template <class T>
CUTE_HOST_DEVICE constexpr auto flatten(T const& t) {
  if constexpr (tuple_type<T>) {
    return detail::flatten_to_tuple(t);
  } else {
    return t;
  }
}

CUTE_EXPORT namespace detail {
template <class T>
inline constexpr std::size_t leaf_count = 1;
template <class... E>
inline constexpr std::size_t leaf_count<tuple<E...>> = (std::size_t{0} + ... + leaf_count<E>);

template <class T, std::size_t I>
consteval std::size_t leaves_before() {
  return [&]<std::size_t... J>(std::index_sequence<J...>) {
    return (std::size_t{0} + ... + leaf_count<cute::detail::uncvref_t<decltype(get<J>(std::declval<T>()))>>);
  }(std::make_index_sequence<I>{});
}

template <std::size_t Offset, class Flat, class Profile>
CUTE_HOST_DEVICE constexpr auto unflatten_from(Flat const& flat, Profile const& profile) {
  if constexpr (tuple_type<Profile>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(unflatten_from<Offset + leaves_before<Profile, I>()>(flat, get<I>(profile))...);
    }(std::make_index_sequence<tuple_size_v<Profile>>{});
  } else {
    return get<Offset>(flat);
  }
}
}  // namespace detail

/// The inverse of flatten: the leaves of a flat tuple regrouped into the nesting of a profile with as
/// many leaves. unflatten((1,2,3,4), ((0,0),(0,0))) == ((1,2),(3,4)).
CUTE_EXPORT template <tuple_type Flat, class Profile>
CUTE_HOST_DEVICE constexpr auto unflatten(Flat const& flat, Profile const& profile) {
  static_assert(detail::leaf_count<cute::detail::uncvref_t<Flat>> == detail::leaf_count<cute::detail::uncvref_t<Profile>> &&
                    depth_v<Flat> <= 1,
                "unflatten: the tuple must be flat, with as many elements as the profile has leaves");
  return detail::unflatten_from<0>(flat, profile);
}

/// t with every leaf replaced by x.
CUTE_EXPORT template <class T, class X>
CUTE_HOST_DEVICE constexpr auto repeat_like(T const& t, X const& x) {
  if constexpr (tuple_type<T>) {
    return transform(t, [&](auto const& e) { return repeat_like(e, x); });
  } else {
    return x;
  }
}

/// t with f applied to every leaf (every integer, at any depth). (Written for a tuple's storage, as
/// transform: one function per level, no lambda.)
CUTE_EXPORT template <class T, class F>
  requires(!tuple_type<T>)
CUTE_HOST_DEVICE constexpr auto transform_leaf(T const& t, F&& f) {
  return f(t);
}
CUTE_EXPORT template <std::size_t... I, class... E, class F>
CUTE_HOST_DEVICE constexpr auto transform_leaf(detail::tuple_storage<std::index_sequence<I...>, E...> const& t, F&& f) {
  return make_tuple(transform_leaf(get<I>(static_cast<detail::leaf_of<I, E, detail::tuple_storage<std::index_sequence<I...>, E...>> const&>(t)), f)...);
}

CUTE_EXPORT namespace detail {
// Type properties as variable templates specialized on tuples: no function is instantiated for them,
// which keeps their compile-time cost low.
// The tuples' case is decided by a second variable template on the rank comparison, not a lambda:
// each is asked of hundreds of shape/stride pairs, and a lambda is a class and a function per pair.
template <class A, class B>
inline constexpr bool congruent_types = !is_tuple_v<A> && !is_tuple_v<B>;
template <bool SameRank, class A, class B>
inline constexpr bool congruent_modes = false;
template <class... A, class... B>
inline constexpr bool congruent_modes<true, tuple<A...>, tuple<B...>> = (congruent_types<A, B> && ...);
template <class... A, class... B>
inline constexpr bool congruent_types<tuple<A...>, tuple<B...>> =
    congruent_modes<sizeof...(A) == sizeof...(B), tuple<A...>, tuple<B...>>;

template <class A, class B>
inline constexpr bool weakly_congruent_types = !is_tuple_v<A>;
template <bool SameRank, class A, class B>
inline constexpr bool weakly_congruent_modes = false;
template <class... A, class... B>
inline constexpr bool weakly_congruent_modes<true, tuple<A...>, tuple<B...>> = (weakly_congruent_types<A, B> && ...);
template <class... A, class... B>
inline constexpr bool weakly_congruent_types<tuple<A...>, tuple<B...>> =
    weakly_congruent_modes<sizeof...(A) == sizeof...(B), tuple<A...>, tuple<B...>>;
}  // namespace detail

/// True when A and B have the same profile (the same nesting of tuples): a type property.
CUTE_EXPORT template <class A, class B>
inline constexpr bool congruent_v = detail::congruent_types<cute::detail::uncvref_t<A>, cute::detail::uncvref_t<B>>;

CUTE_EXPORT namespace detail {
// The shape of a layout-like object (one with a shape() member, a Layout or a ComposedLayout), which
// CuTe's shape predicates compare in its place; an IntTuple is its own shape.
template <class T>
concept has_shape = !int_tuple<T> && requires(T const& t) {
  { t.shape() } -> int_tuple;
};
template <class T>
CUTE_HOST_DEVICE constexpr decltype(auto) shape_or_self(T const& t) {
  if constexpr (has_shape<T>) {
    return t.shape();
  } else {
    return (t);
  }
}
template <class T>
using shape_or_self_t = cute::detail::uncvref_t<decltype(shape_or_self(std::declval<T const&>()))>;
}  // namespace detail

/// congruent_v of the arguments' shapes (a layout stands for its shape, as in CuTe).
CUTE_EXPORT template <class A, class B>
CUTE_HOST_DEVICE constexpr auto congruent(A const&, B const&) noexcept {
  return bool_constant<congruent_v<detail::shape_or_self_t<A>, detail::shape_or_self_t<B>>>{};
}

/// True when A's profile is a coarsening of B's: an integer of A may stand for a tuple of B.
CUTE_EXPORT template <class A, class B>
inline constexpr bool weakly_congruent_v = detail::weakly_congruent_types<cute::detail::uncvref_t<A>, cute::detail::uncvref_t<B>>;

CUTE_EXPORT template <class A, class B>
CUTE_HOST_DEVICE constexpr auto weakly_congruent(A const&, B const&) noexcept {
  return bool_constant<weakly_congruent_v<detail::shape_or_self_t<A>, detail::shape_or_self_t<B>>>{};
}

/// Shape A is compatible with shape B (A <= B) when every coordinate of A is a coordinate of B:
/// the sizes agree and every integer of A stands for a mode of B of the same size. A weak partial order.
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr auto compatible(A const& a, B const& b) {
  if constexpr (tuple_type<A> && tuple_type<B>) {
    if constexpr (rank_v<A> != rank_v<B>) {
      return false_type{};
    } else {
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return detail::all_of(compatible(get<I>(a), get<I>(b))...);
      }(std::make_index_sequence<tuple_size_v<A>>{});
    }
  } else if constexpr (integer<A>) {
    return a == size(b);
  } else {
    return false_type{};
  }
}

/// compatible(a, b) of two layouts, or of a layout and a shape: compares the shapes (as CuTe does).
CUTE_EXPORT template <class A, class B>
  requires((detail::has_shape<A> || detail::has_shape<B>) && (detail::has_shape<A> || int_tuple<A>) &&
           (detail::has_shape<B> || int_tuple<B>))
CUTE_HOST_DEVICE constexpr auto compatible(A const& a, B const& b) {
  return compatible(detail::shape_or_self(a), detail::shape_or_self(b));
}

/// CuTe's trait forms: the types congruent, weakly_congruent and compatible return (static booleans
/// for static arguments: is_congruent<A, B>::value).
CUTE_EXPORT template <class A, class B>
using is_congruent = decltype(congruent(std::declval<A>(), std::declval<B>()));
CUTE_EXPORT template <class A, class B>
using is_weakly_congruent = decltype(weakly_congruent(std::declval<A>(), std::declval<B>()));
CUTE_EXPORT template <class A, class B>
using is_compatible = decltype(compatible(std::declval<A>(), std::declval<B>()));

CUTE_EXPORT namespace detail {
// The product of elements B, B+1, ... of t (named functions, not lambdas: cheaper to instantiate).
template <std::size_t B, std::size_t... I, class T>
CUTE_HOST_DEVICE constexpr auto product_of_range(std::index_sequence<I...>, T const& t) {
  return CUTE_CHECKED_PRODUCT(caller::product, product(get<B + I>(t)));
}
template <std::size_t N, class T>
CUTE_HOST_DEVICE constexpr auto product_of_first(T const& t) {
  return product_of_range<0>(std::make_index_sequence<N>{}, t);
}
template <std::size_t N, class T>
CUTE_HOST_DEVICE constexpr auto product_of_last(T const& t) {
  return product_of_range<tuple_size_v<cute::detail::uncvref_t<T>> - N>(std::make_index_sequence<N>{}, t);
}
}  // namespace detail

/// Exclusive prefix product in colexicographic order, hierarchically: the compact column-major
/// (LayoutLeft) strides of a shape. prefix_product((2,(3,4)), 1) == (1,(2,6)).
CUTE_EXPORT template <int_tuple T, integer Init = _1>
CUTE_HOST_DEVICE constexpr auto prefix_product(T const& t, Init const& init = {}) {
  if constexpr (tuple_type<T>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(prefix_product(get<I>(t), CUTE_CHECKED_MUL(caller::prefix_product, init, detail::product_of_first<I>(t)))...);
    }(std::make_index_sequence<tuple_size_v<T>>{});
  } else {
    return init;
  }
}

/// Exclusive suffix product, hierarchically: the compact row-major (LayoutRight) strides.
/// suffix_product((2,(3,4)), 1) == (12,(4,1)).
CUTE_EXPORT template <int_tuple T, integer Init = _1>
CUTE_HOST_DEVICE constexpr auto suffix_product(T const& t, Init const& init = {}) {
  if constexpr (tuple_type<T>) {
    constexpr std::size_t R = tuple_size_v<T>;
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_tuple(
          suffix_product(get<I>(t), CUTE_CHECKED_MUL(caller::suffix_product, init, detail::product_of_last<R - 1 - I>(t)))...);
    }(std::make_index_sequence<R>{});
  } else {
    return init;
  }
}

/// The sum of the products of corresponding integers of two congruent IntTuples.
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr auto inner_product(A const& a, B const& b) {
  static_assert(congruent_v<A, B>, "inner_product: the two IntTuples must be congruent");
  if constexpr (tuple_type<A>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return CUTE_CHECKED_SUM(caller::inner_product, inner_product(get<I>(a), get<I>(b)));
    }(std::make_index_sequence<tuple_size_v<A>>{});
  } else {
    return CUTE_CHECKED_MUL(caller::inner_product, a, b);
  }
}

CUTE_EXPORT namespace detail {
// Structural equality: integers by value, tuples element-wise, an integer never equals a tuple.
template <class A, class B>
CUTE_HOST_DEVICE constexpr auto equal(A const& a, B const& b) {
  if constexpr (is_tuple_v<A> && is_tuple_v<B>) {
    if constexpr (tuple_size_v<A> != tuple_size_v<B>) {
      return false_type{};
    } else {
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return all_of(equal(get<I>(a), get<I>(b))...);
      }(std::make_index_sequence<tuple_size_v<A>>{});
    }
  } else if constexpr (is_tuple_v<A> || is_tuple_v<B>) {
    return false_type{};
  } else if constexpr (underscore<A> || underscore<B>) {
    return bool_constant<underscore<A> && underscore<B>>{};
  } else {
    return a == b;
  }
}
}  // namespace detail

/// Tuples compare element-wise; tuples of different ranks or profiles are unequal.
/// The result is static when it is known from the types.
CUTE_EXPORT template <class... T, class... U>
CUTE_HOST_DEVICE constexpr auto operator==(tuple<T...> const& a, tuple<U...> const& b) {
  return detail::equal(a, b);
}
CUTE_EXPORT template <class... T, class... U>
CUTE_HOST_DEVICE constexpr auto operator!=(tuple<T...> const& a, tuple<U...> const& b) {
  return !detail::equal(a, b);
}

/// a rounded up to a multiple of b: integers, or tuples element by element (hierarchically), b's
/// missing trailing modes counting as 1.
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr auto round_up(A const& a, B const& b)
  requires(is_tuple_v<A> || is_tuple_v<B>)
{
  static_assert(is_tuple_v<A> && is_tuple_v<B>, "round_up: a tuple is rounded up by a tuple, an integer by an integer");
  static_assert(tuple_size_v<A> >= tuple_size_v<B>, "round_up: the multiple has more modes than the tuple");
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return make_tuple([&] {
      if constexpr (I < tuple_size_v<B>) {
        return round_up(get<I>(a), get<I>(b));
      } else {
        return get<I>(a);
      }
    }()...);
  }(std::make_index_sequence<tuple_size_v<A>>{});
}

/// CuTe's elem_less: every element of a is below its counterpart in b (integers, or tuples element
/// by element, hierarchically); a tuple a that runs out first compares less, one that outlasts b does
/// not. A point is inside a shape when elem_less(coordinate, shape). Static when known from the types.
CUTE_EXPORT template <class A, class B>
  requires(int_tuple<A> && int_tuple<B>)
CUTE_HOST_DEVICE constexpr auto elem_less(A const& a, B const& b) {
  if constexpr (is_tuple_v<A> && is_tuple_v<B>) {
    if constexpr (tuple_size_v<A> > tuple_size_v<B>) {
      return false_type{};
    } else {
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return detail::all_of(elem_less(get<I>(a), get<I>(b))...);
      }(std::make_index_sequence<tuple_size_v<A>>{});
    }
  } else {
    static_assert(!is_tuple_v<A> && !is_tuple_v<B>, "elem_less: a tuple compares with a tuple, an integer with an integer");
    return a < b;
  }
}

/// CuTe's other element-wise comparisons, each defined from elem_less as CuTe does (so elem_leq(a, b)
/// is !elem_less(b, a): not "every element of a at most its counterpart"). Static when elem_less is.
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr auto elem_leq(A const& a, B const& b) {
  return !elem_less(b, a);
}
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr auto elem_gtr(A const& a, B const& b) {
  return elem_less(b, a);
}
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr auto elem_geq(A const& a, B const& b) {
  return !elem_less(a, b);
}

/// CuTe's other orders, defined from lex_less and colex_less as CuTe does: lex_leq(a, b) is
/// !lex_less(b, a), lex_gtr(a, b) is lex_less(b, a), lex_geq(a, b) is !lex_less(a, b); colex alike.
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr bool lex_leq(A const& a, B const& b) {
  return !lex_less(b, a);
}
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr bool lex_gtr(A const& a, B const& b) {
  return lex_less(b, a);
}
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr bool lex_geq(A const& a, B const& b) {
  return !lex_less(a, b);
}
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr bool colex_leq(A const& a, B const& b) {
  return !colex_less(b, a);
}
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr bool colex_gtr(A const& a, B const& b) {
  return colex_less(b, a);
}
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr bool colex_geq(A const& a, B const& b) {
  return !colex_less(a, b);
}

// CuTe's variadic max and min: over every integer of one or more IntTuples, static where all of them
// are (max((2,(_8,3)), 5) == 8). Two plain integers take the numeric layer's max/min.
#define CUTE_INT_TUPLE_EXTREMUM(NAME)                                                                     \
  CUTE_EXPORT template <int_tuple T0, int_tuple... Ts>                                                    \
    requires(!(integer<T0> && sizeof...(Ts) == 1 && (integer<Ts> && ...)))                               \
  CUTE_HOST_DEVICE constexpr auto NAME(T0 const& t0, Ts const&... ts) {                                   \
    if constexpr (tuple_type<T0>) {                                                                       \
      static_assert(tuple_size_v<T0> > 0, #NAME ": an empty tuple has no " #NAME "imum");                  \
      auto const of_t0 = [&]<std::size_t... I>(std::index_sequence<I...>) {                               \
        return NAME(get<I>(t0)...);                                                                       \
      }(std::make_index_sequence<tuple_size_v<T0>>{});                                                    \
      if constexpr (sizeof...(Ts) == 0) {                                                                 \
        return of_t0;                                                                                     \
      } else {                                                                                            \
        return NAME(of_t0, NAME(ts...));                                                                  \
      }                                                                                                   \
    } else if constexpr (sizeof...(Ts) == 0) {                                                            \
      return t0;                                                                                          \
    } else {                                                                                              \
      return NAME(t0, NAME(ts...));                                                                       \
    }                                                                                                     \
  }
CUTE_INT_TUPLE_EXTREMUM(max)
CUTE_INT_TUPLE_EXTREMUM(min)
#undef CUTE_INT_TUPLE_EXTREMUM

CUTE_EXPORT template <int_tuple A, int_tuple B>
  requires(tuple_type<A> || tuple_type<B>)
CUTE_HOST_DEVICE constexpr auto shape_div(A const& a, B const& b);

CUTE_EXPORT namespace detail {
// Modes I.. of a divided left to right: each by what is left of the divisor d, which the mode then
// divides in turn.
template <std::size_t I, class A, class D>
CUTE_HOST_DEVICE constexpr auto shape_div_modes(A const& a, D const& d) {
  if constexpr (I == tuple_size_v<A>) {
    return tuple<>{};
  } else {
    return tuple_cat(make_tuple(shape_div(get<I>(a), d)), shape_div_modes<I + 1>(a, shape_div(d, get<I>(a))));
  }
}
}  // namespace detail

/// CuTe's shape_div of IntTuples: two tuples mode by mode; a tuple by an integer mode by mode from
/// the left, each mode by what the modes before it left of the divisor (shape_div((4,8), 8) is
/// (1,4)); an integer by a tuple, by its product. Each step has the integers' divisibility condition.
template <int_tuple A, int_tuple B>
  requires(tuple_type<A> || tuple_type<B>)
CUTE_HOST_DEVICE constexpr auto shape_div(A const& a, B const& b) {
  if constexpr (tuple_type<A> && tuple_type<B>) {
    static_assert(tuple_size_v<A> == tuple_size_v<B>, "shape_div: the two tuples must have the same rank");
    return transform(a, b, [](auto const& x, auto const& y) { return shape_div(x, y); });
  } else if constexpr (tuple_type<A>) {
    return detail::shape_div_modes<0>(a, b);
  } else {
    return shape_div(a, product(b));
  }
}

/// CuTe's elem_scale: a scaled by b mode by mode (b weakly congruent to a); an integer of a by the
/// product of b's part there: elem_scale((2,3), (4,(5,6))) is (8,90).
CUTE_EXPORT template <int_tuple A, int_tuple B>
CUTE_HOST_DEVICE constexpr auto elem_scale(A const& a, B const& b) {
  if constexpr (tuple_type<A>) {
    static_assert(tuple_type<B> && tuple_size_v<A> == tuple_size_v<B>, "elem_scale: b must have a's rank where a is a tuple");
    return transform(a, b, [](auto const& x, auto const& y) { return elem_scale(x, y); });
  } else {
    return a * product(b);
  }
}

}  // namespace cute
