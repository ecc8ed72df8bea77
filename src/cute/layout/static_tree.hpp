// cute/layout/static_tree.hpp: static layouts (and tilers, profiles, cotargets) encoded as value trees
// (value_tree.hpp) for the compile-time path of the algebra (static_algebra.hpp), and results decoded
// into types; a layout's dynamic strides and extents are symbols there (see value_tree). A type is
// encoded once into a small fixed array of integers (its nodes in preorder), the operation runs as a
// constexpr function on those values (value_algebra.hpp), and the result's type is decoded once: one
// constant evaluation and one class per node of the result, where type-level algebra instantiates a
// cascade of function templates per mode (what makes it slow to compile).
#pragma once
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>
#include <cute/layout/value_tree.hpp>

CUTE_EXPORT namespace cute::detail::value_algebra {

/// The working trees of the static path: small_capacity nodes (large_result's: capacity_for the operands').
using tree = value_tree<static_bounds<small_capacity>>;

// The trees the static path keeps as constants (each type's encoding, each operation's result) hold
// exactly their nodes; the operations run on them refitted into working trees, inside functions.
// nvcc's device front end keeps every array element of a constant (a few hundred bytes each: a tree of
// the small capacity is 200 of them, and a kernel's translation unit keeps hundreds of encodings and
// results), and it keeps as a constant every tree that a constant expression outside a function
// creates as a temporary; what a function evaluation creates inside it costs nothing after it.
template <int Nodes>
using fitted_tree = value_tree<static_bounds<(Nodes > 0 ? Nodes : 1)>>;

// Op::run on the encoded operands e, each refitted into a working tree of type T, kept fitted: it runs
// twice (once for the node count, once for the nodes), since a constant's type cannot depend on a value
// computed in the same expression. The encodings come in as parameters: nvcc's device front end folds
// every constant subexpression of a function template's body when it instantiates it, and keeps the
// value, so a body that named them (Op::run(refit<T>(encode<In>::value)...)) would keep each working
// tree it makes (~60 KB each, several per result); from parameters, nothing is folded.
template <class T, class Op, class... E>
CUTE_HOST_DEVICE constexpr T run_on(E const&... e) {
  return Op::run(refit<T>(e)...);
}
template <class T, class Op, class... E>
CUTE_HOST_DEVICE constexpr int result_nodes(E const&... e) {
  return run_on<T, Op>(e...).n;
}
template <class Out, class T, class Op, class... E>
CUTE_HOST_DEVICE constexpr Out fitted_run(E const&... e) {
  return refit<Out>(run_on<T, Op>(e...));
}

// The symbols of an encoded layout numbered by their leaf (in preorder: flatten's order).
template <class Tree>
CUTE_HOST_DEVICE constexpr Tree number_symbols(Tree t) {
  int k = 0;
  for (int q = 0; q < t.n; ++q) {
    if (t.rank[q] != leaf) continue;
    if (t.sym[q] != 0) t.sym[q] = 2 * (k + 1);
    if (t.extent_sym[q] != 0) t.extent_sym[q] = 2 * (k + 1);
    ++k;
  }
  return t;
}

// The nodes of an operand's encoding (the Layout specialization is in static_algebra.hpp).
template <class T>
inline constexpr int encoded_nodes = 1;
template <class... T>
inline constexpr int encoded_nodes<tuple<T...>> = (1 + ... + encoded_nodes<T>);

// The types encode can encode (the Layout specialization is in static_algebra.hpp).
template <class T>
inline constexpr bool encodable = false;
template <int v>
inline constexpr bool encodable<C<v>> = true;
template <>
inline constexpr bool encodable<Underscore> = true;
template <class... T>
inline constexpr bool encodable<tuple<T...>> = sizeof...(T) > 0 && (encodable<T> && ...);

// Encoding of types: tuples, C<int> integers, `_` and layouts (in tilers). Class templates, not
// functions: each distinct type is encoded once for the whole translation unit.
template <class T>
struct encode {
  static constexpr fitted_tree<1> value = failed<fitted_tree<1>>();
};
template <int v>
struct encode<C<v>> {
  static constexpr fitted_tree<1> value = node<fitted_tree<1>::bounds>(leaf, v);
};
template <>
struct encode<Underscore> {
  static constexpr fitted_tree<1> value = node<fitted_tree<1>::bounds>(under);
};
template <class... T>
  requires(sizeof...(T) > 0)
struct encode<tuple<T...>> {
  using type = fitted_tree<encoded_nodes<tuple<T...>>>;
  static constexpr type value = join_trees<type>(encode<T>::value...);
};

// A layout's shape and stride, congruent, as one tree (leaves hold both): an Int<N> leaf is its
// values, another integer a symbol (numbered by number_symbols; a static one of another type too, so
// that its type is kept).
template <class S, class D, class B>
CUTE_HOST_DEVICE constexpr value_tree<B> layout_leaf() {
  if constexpr (int_static<S> && int_static<D>) {
    return node<B>(leaf, S::value, D::value);
  } else if constexpr (!integer<S> || !integer<D>) {
    return failed<value_tree<B>>();
  } else if constexpr (int_static<S>) {
    return node<B>(leaf, S::value, 1, 1);
  } else if constexpr (int_static<D>) {
    return node<B>(leaf, 1, D::value, 0, 1);
  } else {
    return node<B>(leaf, 1, 1, 1, 1);
  }
}
template <class S, class D>
struct encode_layout {
  static constexpr fitted_tree<1> value = layout_leaf<S, D, fitted_tree<1>::bounds>();
};
template <class... S, class... D>
  requires(sizeof...(S) == sizeof...(D) && sizeof...(S) > 0)
struct encode_layout<tuple<S...>, tuple<D...>> {
  using type = fitted_tree<encoded_nodes<tuple<S...>>>;
  static constexpr type value = join_trees<type>(encode_layout<S, D>::value...);
};

// The result of Op::run on the encoded inputs, computed once per distinct input types on small trees
// (large_result, static_algebra.hpp, computes it on larger ones where these do not hold it). The class
// that holds a result keys every class its type is decoded with: its arguments are kept short.
template <class Op, class... In>
struct small_result {
  using type = fitted_tree<result_nodes<tree, Op>(encode<In>::value...)>;
  static constexpr type value = fitted_run<type, tree, Op>(encode<In>::value...);
};
template <class Op, class... In>
struct large_result;  // static_algebra.hpp

// Symbolic strides (H::dynamic_stride is the stride type of the input they refer to) ------------

// Leaf K of an IntTuple (flatten(t)'s element K), through the child of each tuple holding it
// (counts: detail::leaf_count of each child; offset: the leaves before it).
struct child_at {
  int index = 0, offset = 0;
};
template <std::size_t N>
CUTE_HOST_DEVICE constexpr child_at find_leaf(int k, int const (&counts)[N]) {
  child_at c;
  while (k >= c.offset + counts[c.index]) c.offset += counts[c.index++];
  return c;
}
template <int K, class... T>
struct leaf_child {
  static constexpr int counts[] = {static_cast<int>(leaf_count<T>)...};
  static constexpr child_at where = find_leaf(K, counts);
};
template <int K, class T>
CUTE_HOST_DEVICE constexpr T const& leaf_at(T const& t) {
  return t;
}
template <int K, class... T>
CUTE_HOST_DEVICE constexpr auto const& leaf_at(tuple<T...> const& t) {
  constexpr child_at where = leaf_child<K, T...>::where;
  return leaf_at<K - where.offset>(get<where.index>(t));
}

// The value of a quotient symbol (value_tree.hpp: -sym = low + symbol_product_base * high, shape[p]
// the coefficient) on the input in.
template <int k, int last, class Input, class Divisor>
CUTE_HOST_DEVICE constexpr auto divided_leaves(Input const& in, Divisor const& divisor) {
  auto const q = ceil_div(leaf_at<k>(in), divisor);
  if constexpr (k == last) {
    return q;
  } else {
    return checked<arithmetic::multiply>(caller::complement, q, divided_leaves<k + 1, last>(in, ceil_div(divisor, leaf_at<k>(in))));
  }
}
template <int k, int last, class Input>
CUTE_HOST_DEVICE constexpr auto leaf_product(Input const& in) {
  if constexpr (k == last) {
    return leaf_at<k>(in);
  } else {
    return checked<arithmetic::multiply>(caller::complement, leaf_at<k>(in), leaf_product<k + 1, last>(in));
  }
}
template <int neg, int coefficient, class Input, int low = neg % symbol_product_base, int high = neg / symbol_product_base>
CUTE_HOST_DEVICE constexpr auto quotient_value(Input const& in) {
  constexpr int last = static_cast<int>(leaf_count<Input>) - 1;
  if constexpr (low % 2 == 1) {
    auto const x = leaf_at<low / 2 - 1>(in);
    CUTE_CHECK(x > 0 && x <= coefficient, "complement: ", error_message(algebra_error::not_injective));
    return C<coefficient>{} / x;
  } else if constexpr (high == 0) {
    return divided_leaves<low / 2 - 1, last>(in, C<coefficient>{});
  } else if constexpr (high % 2 == 0) {
    return divided_leaves<low / 2 - 1, last>(in, checked<arithmetic::multiply>(caller::complement, C<coefficient>{}, leaf_at<high / 2 - 1>(in)));
  } else if constexpr (coefficient == 1) {
    return leaf_product<low / 2 - 1, high / 2 - 1>(in);
  } else {
    return checked<arithmetic::multiply>(caller::complement, C<coefficient>{}, leaf_product<low / 2 - 1, high / 2 - 1>(in));
  }
}

// The type of a symbol (leaf sym / 2 - 1 of Input, or the product of two such leaves, scaled when sym
// is odd, or a quotient when sym is negative: see value_tree), and its value (a product checked, as
// a stride where extent_one: see checked_stride).
template <class Input, int sym>
using symbol_leaf = cute::detail::uncvref_t<decltype(leaf_at<sym / 2 - 1>(std::declval<Input const&>()))>;
// coefficient * x. A static x is a constant whose value is beyond int (the value algebra carries it as
// a symbol, to keep its type: an identity tensor's stride 2^32): the product stays a constant, as
// CuTe's arithmetic on constants keeps it (a run-time product would make the strides of every tile of
// such a layout dynamic).
template <int coefficient, class X>
CUTE_HOST_DEVICE constexpr auto scaled_symbol(X const& x, [[maybe_unused]] caller where, [[maybe_unused]] bool extent_one) {
  if constexpr (is_static_v<X>) {
    constexpr long long v = static_cast<long long>(X::value);
    constexpr long long c = coefficient < 0 ? -static_cast<long long>(coefficient) : coefficient;
    static_assert(c == 0 || (v < 0 ? -(v + 1) : v) <= 0x7fffffffffffffffLL / c,
                  "layout algebra: a static stride times an extent overflows a 64-bit integer");
    return C<static_cast<long long>(coefficient) * v>{};
  } else {
    return checked_stride(where, extent_one, coefficient, x);
  }
}
template <class Input, int sym, int coefficient, int low = sym % symbol_product_base, int high = sym / symbol_product_base,
          bool quotient = (sym < 0)>
struct symbol_type {
  using type = decltype(std::declval<typename symbol_type<Input, low, coefficient>::type>() * std::declval<symbol_leaf<Input, high>>());
};
template <class Input, int sym, int coefficient, int low>
struct symbol_type<Input, sym, coefficient, low, 0, false> {
  using type = std::conditional_t<low % 2 == 1, decltype(scaled_symbol<coefficient>(std::declval<symbol_leaf<Input, low>>(), caller{}, false)),
                                  symbol_leaf<Input, low>>;
};
template <class Input, int sym, int coefficient, int low, int high>
struct symbol_type<Input, sym, coefficient, low, high, true> {
  using type = decltype(quotient_value<-sym, 2>(std::declval<Input const&>()));  // of any coefficient
};
template <int sym, int coefficient, class Input>
CUTE_HOST_DEVICE constexpr auto symbol_value(Input const& in, caller where, bool extent_one) {
  constexpr int low = sym % symbol_product_base, high = sym / symbol_product_base;
  if constexpr (sym < 0) {
    return quotient_value<-sym, coefficient>(in);
  } else if constexpr (high != 0) {
    return checked_stride(where, extent_one, symbol_value<low, coefficient>(in, where, extent_one), leaf_at<high / 2 - 1>(in));
  } else if constexpr (low % 2 == 1) {
    return scaled_symbol<coefficient>(leaf_at<low / 2 - 1>(in), where, extent_one);
  } else {
    return leaf_at<low / 2 - 1>(in);
  }
}
template <class H, int P>
struct symbolic_stride : symbol_type<typename H::dynamic_stride, H::value.sym[P], static_cast<int>(H::value.stride[P])> {};
template <class H, int P>
struct symbolic_extent : symbol_type<typename H::dynamic_shape, H::value.extent_sym[P], static_cast<int>(H::value.shape[P])> {};

// Decoding --------------------------------------------------------------------------------------
template <class H, int P, class Seq>
struct decode_tuple;
// The kind of the node at P: a tuple, or a leaf whose extent and stride are each a value or a symbol.
enum class node_kind : int { tuple, leaf, leaf_symbolic_stride, leaf_symbolic_extent, leaf_symbolic_both };
template <class B>
CUTE_HOST_DEVICE constexpr node_kind kind_of(value_tree<B> const& t, int p) {
  if (t.rank[p] != leaf) return node_kind::tuple;
  bool const extent = t.extent_sym[p] != 0, stride = t.sym[p] != 0;
  return extent ? (stride ? node_kind::leaf_symbolic_both : node_kind::leaf_symbolic_extent)
                : (stride ? node_kind::leaf_symbolic_stride : node_kind::leaf);
}
// The shape and stride types of the node at P, one class per node (aliases cost nvcc's device front end
// more: a class holds both).
template <class H, int P, node_kind K = kind_of(H::value, P)>
struct node_types {  // a tuple
  using shape = typename decode_tuple<H, P, std::make_index_sequence<H::value.rank[P]>>::shape;
  using stride = typename decode_tuple<H, P, std::make_index_sequence<H::value.rank[P]>>::stride;
};
template <class H, int P>
struct node_types<H, P, node_kind::leaf> {
  using shape = C<static_cast<int>(H::value.shape[P])>;
  using stride = C<static_cast<int>(H::value.stride[P])>;
};
template <class H, int P>
struct node_types<H, P, node_kind::leaf_symbolic_stride> {
  using shape = C<static_cast<int>(H::value.shape[P])>;
  using stride = typename symbolic_stride<H, P>::type;
};
template <class H, int P>
struct node_types<H, P, node_kind::leaf_symbolic_extent> {
  using shape = typename symbolic_extent<H, P>::type;
  using stride = C<static_cast<int>(H::value.stride[P])>;
};
template <class H, int P>
struct node_types<H, P, node_kind::leaf_symbolic_both> {
  using shape = typename symbolic_extent<H, P>::type;
  using stride = typename symbolic_stride<H, P>::type;
};
template <class H, int P>
using shape_at = typename node_types<H, P>::shape;
template <class H, int P>
using stride_at = typename node_types<H, P>::stride;
template <class H, int P, std::size_t... I>
struct decode_tuple<H, P, std::index_sequence<I...>> {
  using shape = tuple<typename node_types<H, child(H::value, P, I)>::shape...>;
  using stride = tuple<typename node_types<H, child(H::value, P, I)>::stride...>;
};

// The shape (strides: the stride) of the node at P of H::value, its symbols evaluated on the input's
// shape (stride) x; s is the input's shape, on which a stride's product is checked as that of a mode
// of the leaf's extent. (H::value only in constant expressions: device code cannot refer to a host
// variable.) The children of a tuple node by a named function, not a lambda: cheaper for nvcc's
// device front end.
template <class H, int P, bool strides>
using part_at = std::conditional_t<strides, stride_at<H, P>, shape_at<H, P>>;
template <class H, int P, bool strides, class X, class Shape, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto node_values(X const& x, Shape const& s, std::index_sequence<I...>);
template <class H, int P, bool strides, class X, class Shape>
CUTE_HOST_DEVICE constexpr auto node_value(X const& x, [[maybe_unused]] Shape const& s) {
  if constexpr (!has_symbol(H::value, P, !strides)) {
    return part_at<H, P, strides>{};
  } else if constexpr (H::value.rank[P] == leaf) {
    bool extent_one = false;
#if CUTE_CHECKS
    if constexpr (strides) extent_one = node_value<H, P, false>(s, s) == 1;
#endif
    return symbol_value<strides ? H::value.sym[P] : H::value.extent_sym[P], static_cast<int>(strides ? H::value.stride[P] : H::value.shape[P])>(
        x, H::where, extent_one);
  } else {
    return node_values<H, P, strides>(x, s, std::make_index_sequence<H::value.rank[P]>{});
  }
}
template <class H, int P, bool strides, class X, class Shape, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto node_values(X const& x, Shape const& s, std::index_sequence<I...>) {
  return part_at<H, P, strides>{node_value<H, child(H::value, P, I), strides>(x, s)...};
}

}  // namespace cute::detail::value_algebra
