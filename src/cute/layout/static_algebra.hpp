// cute/layout/static_algebra.hpp: the layout algebra on static layouts (and on layouts whose dynamic
// integers it carries as symbols): the operands are encoded as value trees (static_tree.hpp), the
// value algebra (value_algebra.hpp) computes the result, and its type is decoded. Where the value
// algebra has no result (a condition of the algebra, an overflow) the caller reports the error
// (has_result), or takes the form it keeps for the rest (the divides' and products' glue over dynamic
// layouts, the run-time values), which reports it.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/layout.hpp>
#include <cute/layout/static_tree.hpp>
#include <cute/layout/value_algebra.hpp>

CUTE_EXPORT namespace cute::detail::value_algebra {

// A layout in a tiler (or as the operand of an operation).
template <class S, class D>
inline constexpr bool encodable<Layout<S, D>> = int_static<S> && int_static<D> && !std::is_same_v<S, tuple<>>;
template <class S, class D>
struct encode<Layout<S, D>> {
  using type = fitted_tree<1 + encoded_nodes<S>>;
  static constexpr type value = as_tiler<type>(encode_layout<S, D>::value);
};
template <class S, class D>
inline constexpr int encoded_nodes<Layout<S, D>> = 1 + encoded_nodes<S>;

// The few operations whose operands or results do not fit the small trees run on larger ones, from
// the same encodings.
template <class Op, class... In>
struct large_result {
  using working = value_tree<static_bounds<capacity_for((0 + ... + encoded_nodes<In>))>>;
  using type = fitted_tree<result_nodes<working, Op>(encode<In>::value...)>;
  static constexpr type value = fitted_run<type, working, Op>(encode<In>::value...);
};

/// The Layout type of the tree H::value.
template <class H>
using layout_of = Layout<shape_at<H, 0>, stride_at<H, 0>>;

// The operations, as small_result<Op, Inputs...> (large_result) computes them on the encoded inputs.
struct op_coalesce {
  static constexpr caller where = caller::coalesce;  // named by an overflow of a symbol's product
  template <class T>
  static constexpr T run(T const& a) { return coalesce_tree(as_layout(a)); }
  template <class T>
  static constexpr T run(T const& a, T const& profile) { return coalesce_by(as_layout(a), profile); }
};
struct op_composition {
  static constexpr caller where = caller::composition;
  template <class T>
  static constexpr T run(T const& a, T const& tiler) { return compose_tiler(as_layout(a), tiler); }
};
// composition(A, B) where B has dynamic integers too: the one layout (A, B) is encoded, whose symbols
// number the leaves of both.
struct op_compose_pair {
  static constexpr caller where = caller::composition;
  template <class T>
  static constexpr T run(T const& ab) { return compose_tree(mode(as_layout(ab), 0), mode(as_layout(ab), 1)); }
};
struct op_complement {
  static constexpr caller where = caller::complement;
  template <class T>
  static constexpr T run(T const& a) { return complement_tree(as_layout(a)); }
  template <class T>
  static constexpr T run(T const& a, T const& cotarget) { return complement_tree(as_layout(a), cotarget); }
};
// complement(A, M) where A's extents or the cotarget M have dynamic integers: the one layout (A, M) is
// encoded (M's strides unused), whose symbols number the leaves of both; A's strides are static, and
// the result's dynamic strides are symbols of the extents (strides_of_shape).
template <bool spanning, symbols how>
struct op_complement_pair {
  static constexpr caller where = caller::complement;
  template <class T>
  static constexpr T run(T const& am) { return complement_tree(mode(as_layout(am), 0), mode(as_layout(am), 1), spanning, how); }
};
template <class Op>
inline constexpr bool strides_of_shape = false;
template <bool spanning, symbols how>
inline constexpr bool strides_of_shape<op_complement_pair<spanning, how>> = true;
template <arrangement how>
struct op_divide {
  static constexpr caller where = caller::logical_divide;
  template <class T>
  static constexpr T run(T const& a, T const& tiler) { return divide_tree(as_layout(a), tiler, how); }
};
template <arrangement how>
struct op_product {
  static constexpr caller where = caller::logical_product;
  template <class T>
  static constexpr T run(T const& a, T const& tiler) { return product_tree(as_layout(a), tiler, how); }
};
template <bool tile_first>
struct op_interleaved_product {
  static constexpr caller where = caller::logical_product;
  template <class T>
  static constexpr T run(T const& a, T const& b) { return interleaved_product_tree(as_layout(a), as_layout(b), tile_first); }
};
struct op_right_inverse {
  static constexpr caller where = caller::right_inverse;
  template <class T>
  static constexpr T run(T const& a) { return right_inverse_tree(as_layout(a)); }
};
struct op_left_inverse {
  static constexpr caller where = caller::left_inverse;
  template <class T>
  static constexpr T run(T const& a) { return left_inverse_tree(as_layout(a)); }
};
struct op_max_common_layout {
  static constexpr caller where = caller::max_common_layout;
  template <class T>
  static constexpr T run(T const& a, T const& b) { return max_common_layout_tree(as_layout(a), as_layout(b)); }
};
struct op_nullspace {
  static constexpr caller where = caller::nullspace;
  template <class T>
  static constexpr T run(T const& a) { return nullspace_tree(as_layout(a)); }
};
using op_logical_divide = op_divide<arrangement::logical>;
using op_zipped_divide = op_divide<arrangement::zipped>;
using op_logical_product = op_product<arrangement::logical>;

/// True when the operation's static result is computed on values, on small trees (then it is
/// layout_of<small_result<...>>) or, where those do not hold it, on large ones (large_result). Concepts,
/// so that a result is not even instantiated for inputs that cannot be encoded, and the large trees
/// not where the small ones hold the result (a condition between the two in every use of a result
/// costs the algebra workload 2.6% of its front end's instructions). The operands are plain types (the
/// callers' deduced parameters): no remove_cvref, whose spelling nvcc's front end would carry into
/// every type computed from the result.
template <class Op, class... In>
concept small_static_result = (encodable<In> && ...) && small_result<Op, In...>::value.ok;
template <class Op, class... In>
concept large_static_result = (encodable<In> && ...) && small_result<Op, In...>::value.error == algebra_error::capacity &&
                              large_result<Op, In...>::value.ok;
template <class Op, class... In>
concept static_result = small_static_result<Op, In...> || large_static_result<Op, In...>;

/// Why the static operands have no result (static_result fails).
template <class Op, class... In>
inline constexpr algebra_error static_error =
    small_result<Op, In...>::value.error == algebra_error::capacity ? large_result<Op, In...>::value.error : small_result<Op, In...>::value.error;

// A layout with some dynamic strides or extents, as the first operand: its dynamic integers are
// symbols (static_tree.hpp), the other operands are static.
template <class T>
inline constexpr bool symbolic_encodable = false;
template <class S, class D>  // (strides that are bases have no integer encoding: basis_layout.hpp's)
inline constexpr bool symbolic_encodable<Layout<S, D>> = !(int_static<S> && int_static<D>) && !std::is_same_v<S, tuple<>> && !has_basis_v<D>;
// The operations whose only form for such layouts is this one (the others keep a type-level form).
template <class Op>
inline constexpr bool symbolic_only =
    std::is_same_v<Op, op_coalesce> || std::is_same_v<Op, op_composition> || std::is_same_v<Op, op_compose_pair> || strides_of_shape<Op>;
#if defined(CUTE_NO_SYMBOLIC_STRIDES)  // the others take the type-level path (a test compares the two)
template <class Op, class L>
concept symbolic_operand = symbolic_only<Op> && symbolic_encodable<L>;
#else
template <class Op, class L>
concept symbolic_operand = symbolic_encodable<L>;
#endif

// Op on a layout whose dynamic integers are symbols (its encode_layout first), and static operands.
template <class Op>
struct on_symbols {
  template <class T, class... Rest>
  static constexpr T run(T const& layout, Rest const&... rest) {
    return Op::run(number_symbols(as_tiler<T>(layout)), rest...);
  }
};
// The result on the small trees (large: on trees of capacity_for the operands' nodes).
template <class Op, bool large, class L, class... Rest>
struct symbolic_result_on;
template <class Op, bool large, class S, class D, class... Rest>
struct symbolic_result_on<Op, large, Layout<S, D>, Rest...> {
  using working = std::conditional_t<large, value_tree<static_bounds<capacity_for((encoded_nodes<Layout<S, D>> + ... + encoded_nodes<Rest>))>>, tree>;
  using type = fitted_tree<result_nodes<working, on_symbols<Op>>(encode_layout<S, D>::value, encode<Rest>::value...)>;
  static constexpr type value = fitted_run<type, working, on_symbols<Op>>(encode_layout<S, D>::value, encode<Rest>::value...);
  using dynamic_shape = S;
  using dynamic_stride = std::conditional_t<strides_of_shape<Op>, S, D>;
  static constexpr bool stride_symbols_of_shape = strides_of_shape<Op>;
  static constexpr caller where = Op::where;
};
template <class Op, class L, class... Rest>
using small_symbolic_result = symbolic_result_on<Op, false, L, Rest...>;
template <class Op, class L, class... Rest>
using large_symbolic_result = symbolic_result_on<Op, true, L, Rest...>;
template <class Op, class L, class... Rest>
concept small_symbolic = symbolic_operand<Op, L> && (encodable<Rest> && ...) && small_symbolic_result<Op, L, Rest...>::value.ok;
template <class Op, class L, class... Rest>
concept large_symbolic = symbolic_operand<Op, L> && (encodable<Rest> && ...) &&
                         small_symbolic_result<Op, L, Rest...>::value.error == algebra_error::capacity &&
                         large_symbolic_result<Op, L, Rest...>::value.ok;
template <class Op, class L, class... Rest>
concept symbolic_result = small_symbolic<Op, L, Rest...> || large_symbolic<Op, L, Rest...>;

/// The layout of the result H, its symbols evaluated on the layout a's shape and stride. (Decoded
/// from copies: read through references into a layout in memory, nvcc no longer hoists the address
/// sums of the loops over it, as in sgemm_1's copy loop; bench/ports/hoist_probe.sh.)
template <class H, class S, class D>
CUTE_HOST_DEVICE constexpr auto symbolic_layout(Layout<S, D> const& a) {
  auto const s = a.shape();
  if constexpr (H::stride_symbols_of_shape) {
    return layout_of<H>{node_value<H, 0, false>(s, s), node_value<H, 0, true>(s, s)};
  } else {
    auto const d = a.stride();
    return layout_of<H>{node_value<H, 0, false>(s, s), node_value<H, 0, true>(d, s)};
  }
}

/// True when the operation's result is computed on values: the inputs static, or the first a layout
/// whose dynamic strides (and extents of modes left untouched) the result carries as symbols.
template <class Op, class L, class... Rest>
concept fast_result = static_result<Op, L, Rest...> || symbolic_result<Op, L, Rest...>;

/// Why the operation has no such result (fast_result fails).
template <class Op, class L, class... Rest>
CUTE_HOST_DEVICE constexpr algebra_error fast_error() {
  if constexpr (symbolic_operand<Op, L> && (encodable<Rest> && ...)) {
    constexpr algebra_error e = small_symbolic_result<Op, L, Rest...>::value.error;
    return e == algebra_error::capacity ? large_symbolic_result<Op, L, Rest...>::value.error : e;
  } else {
    return static_error<Op, L, Rest...>;
  }
}

/// The result of the operation on the layout a and the static operands Rest (fast_result holds).
template <class Op, class... Rest, class S, class D>
CUTE_HOST_DEVICE constexpr auto fast_layout(Layout<S, D> const& a) {
  if constexpr (small_static_result<Op, Layout<S, D>, Rest...>) {
    return layout_of<small_result<Op, Layout<S, D>, Rest...>>{};
  } else if constexpr (large_static_result<Op, Layout<S, D>, Rest...>) {
    return layout_of<large_result<Op, Layout<S, D>, Rest...>>{};
  } else if constexpr (small_symbolic<Op, Layout<S, D>, Rest...>) {
    return symbolic_layout<small_symbolic_result<Op, Layout<S, D>, Rest...>>(a);
  } else {
    return symbolic_layout<large_symbolic_result<Op, Layout<S, D>, Rest...>>(a);
  }
}

}  // namespace cute::detail::value_algebra
