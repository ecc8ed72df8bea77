// cute/tensor/tensor.hpp: Tensor<Engine, Layout>, a layout over elements: an owning array or a view
// over an iterator. Evaluating it at a coordinate gives the element at layout(coordinate); a
// coordinate holding `_` gives the sub-tensor (a view) of the modes it keeps.
#pragma once
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/tensor/engine.hpp>

namespace cute {

/// What a tensor may be shaped by: a Layout, or a ComposedLayout (a swizzled layout).
CUTE_EXPORT template <class L>
concept tensor_layout = layout_type<L> || composed_layout_type<L>;

CUTE_EXPORT namespace detail {
// Slicing an identity tensor field by field. Its index holds each leaf of the coordinate in a field
// of Bits bits (coord_iterator); a slice's origin, crd2idx of the fixed coordinates, is then a 64-bit
// sum from which each leaf is decoded. Where the strides are static and non-negative, each leaf is
// instead the sum of the fixed coordinates times its field of their strides (the fields never carry
// into each other, so it is the same coordinate): int arithmetic, as CuTe's ArithmeticTuple
// coordinates. (From the 64-bit sum, of signed coordinates, nvcc kept the low field's sign extension
// as a carry into the high one: LeetCUDA's transposes 48 instructions to CuTe's 41.)
template <class It>
inline constexpr bool is_coord_iterator_v = false;
template <class S>
inline constexpr bool is_coord_iterator_v<coord_iterator<S>> = true;

template <class D>
consteval bool static_nonnegative_strides() {
  if constexpr (tuple_type<D>) {
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (static_nonnegative_strides<tuple_element_t<I, D>>() && ...);
    }(std::make_index_sequence<tuple_size_v<D>>{});
  } else if constexpr (static_integer<D>) {
    return D::value >= 0;
  } else {
    return false;
  }
}

template <class It, class L>
concept slices_by_fields = is_coord_iterator_v<It> && (It::bits < 64) && layout_type<L> &&
                           static_nonnegative_strides<typename L::stride_type>();

// Field K (of Bits bits) of each leaf of a static stride.
template <int Bits, int K, class D>
CUTE_HOST_DEVICE constexpr auto field_strides(D const& d) {
  if constexpr (tuple_type<D>) {
    return transform(d, [](auto const& x) { return field_strides<Bits, K>(x); });
  } else {
    constexpr unsigned long long f = (static_cast<unsigned long long>(D::value) >> (K * Bits)) & ((1ull << Bits) - 1);
    return std::conditional_t<(f < (1ull << 31)), C<int(f)>, C<static_cast<long long>(f)>>{};
  }
}

// Each leaf of the coordinate base moved by its field of crd2idx(origin, s, d).
template <int Bits, int K, class Coord, class Origin, class S, class D>
CUTE_HOST_DEVICE constexpr Coord add_field_offsets(Coord const& base, Origin const& origin, S const& s, D const& d) {
  if constexpr (tuple_type<Coord>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return Coord{add_field_offsets<Bits, K + int(leaves_before<Coord, I>())>(get<I>(base), origin, s, d)...};
    }(std::make_index_sequence<tuple_size_v<Coord>>{});
  } else {
    return Coord(base + Coord(crd2idx(origin, s, field_strides<Bits, K>(d))));
  }
}

// The coordinate with `_` as 0, and with 0 too where moving along the mode commutes with the swizzle
// (Commuting false) or where it does not (Commuting true).
template <long long Period, bool Commuting, class Coord, class Stride, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto origin_modes(Coord const& c, Stride const& d, std::index_sequence<I...>);
template <long long Period, bool Commuting, class Coord, class Stride>
CUTE_HOST_DEVICE constexpr auto origin_part(Coord const& c, Stride const& d) {
  if constexpr (tuple_type<Coord>) {
    return origin_modes<Period, Commuting>(c, d, std::make_index_sequence<tuple_size_v<Coord>>{});
  } else if constexpr (underscore<Coord> || strides_multiple_of<Period, Stride> != Commuting) {
    return _0{};
  } else {
    return c;
  }
}

template <long long Period, bool Commuting, class Coord, class Stride, std::size_t... I>
CUTE_HOST_DEVICE constexpr auto origin_modes(Coord const& c, Stride const& d, std::index_sequence<I...>) {
  return make_tuple(origin_part<Period, Commuting>(get<I>(c), get<I>(d))...);
}

// The sub-layout a coordinate with `_` keeps, and how far its origin is from the tensor's. For a
// swizzled layout, the offset stays inside it, since a swizzle does not commute with it, except the
// part along modes whose strides are multiples of the swizzle's period (the stages of a pipeline):
// that part moves the view's origin, so the swizzle is computed on per-thread offsets only. Where the
// slice's bits and the offset's are disjoint, the slice is a plain layout (swizzle_slice.hpp) and the
// swizzled offset moves the origin too.
template <class Coord, class L>
CUTE_HOST_DEVICE constexpr auto tensor_slice(Coord const& c, L const l) {  // l a copy: see symbolic_layout
  if constexpr (composed_layout_type<L>) {
    using A = cute::detail::uncvref_t<decltype(l.layout_a())>;
    if constexpr (swizzle_type<A>) {
      constexpr long long period = swizzle_period<A>;
      auto const& b = l.layout_b();
      auto const fixed = origin_part<period, false>(c, b.stride());
      auto const commuting = crd2idx(origin_part<period, true>(c, b.stride()), b.shape(), b.stride());
      using B = cute::detail::uncvref_t<decltype(b)>;
      using O = cute::detail::uncvref_t<decltype(l.offset())>;
      if constexpr (is_layout_v<B> && slice_is_plain<A, O, Coord, typename B::shape_type, typename B::stride_type>) {
        // One swizzle for the whole slice, of each fixed mode's term (the static offset's bits are
        // disjoint from theirs below the period; above it the swizzle adds it unchanged).
        using OT = std::remove_cv_t<decltype(O::value)>;
        constexpr OT low = O::value % period;
        auto const swizzled = xor_of(C<static_cast<OT>(A::apply_to(low))>{}, swizzled_index<A>(fixed, b.shape(), b.stride())) +
                              C<static_cast<OT>(O::value - low)>{};
        return make_tuple(plain_slice<A>(slice(c, b), swizzled), commuting + swizzled);
      } else {
        return make_tuple(make_composed_layout(l.layout_a(), l.offset() + crd2idx(fixed, b.shape(), b.stride()), slice(c, b)), commuting);
      }
    } else {
      return make_tuple(l(c), _0{});
    }
  } else {
    return slice_and_offset(c, l);
  }
}
}  // namespace detail

CUTE_EXPORT namespace detail {
// Coordinates as signed integers of their width (threadIdx.x is unsigned), for the range checks,
// which compare them with signed extents. (The index itself is computed with the coordinate's own
// type, as in CuTe: an unsigned coordinate gives an unsigned offset, zero-extended into the address.)
template <class C>
CUTE_HOST_DEVICE constexpr auto signed_coord(C const& c) {
  if constexpr (tuple_type<C>) {
    return transform(c, [](auto const& e) { return signed_coord(e); });
  } else if constexpr (std::is_integral_v<C> && std::is_unsigned_v<C> && !std::is_same_v<C, bool>) {
    return static_cast<std::make_signed_t<C>>(c);
  } else {
    return c;
  }
}
}  // namespace detail

CUTE_EXPORT namespace detail {
// The name of the mode at a path, for messages: "0" for mode 0, "(1,0)" for mode 0 of mode 1.
template <std::size_t... Path>
struct mode_path_text {
  char text[64] = {};
  CUTE_HOST_DEVICE constexpr mode_path_text() {
    int n = 0;
    auto put = [&](std::size_t v) {
      char digits[20] = {};
      int k = 0;
      do { digits[k++] = static_cast<char>('0' + v % 10); v /= 10; } while (v != 0);
      while (k > 0) text[n++] = digits[--k];
    };
    if constexpr (sizeof...(Path) == 1) {
      (put(Path), ...);
    } else {
      text[n++] = '(';
      bool first = true;
      (((first ? void() : void(text[n++] = ',')), first = false, put(Path)), ...);
      text[n++] = ')';
    }
  }
};

/// Checks (CUTE_CHECKS) that a coordinate is within a shape: each integer within [0, extent) of its
/// mode, an integer standing for a tuple mode within [0, size of the mode) (a 1-D coordinate);
/// `_` is not checked. The error names the mode: "Tensor: coordinate 100 of mode 0 is out of range [0, 8)".
template <std::size_t... Path, class Coord, class Shape>
CUTE_HOST_DEVICE constexpr void check_coordinate([[maybe_unused]] char const* where, [[maybe_unused]] Coord const& c,
                                                 [[maybe_unused]] Shape const& s) {
  if constexpr (underscore<Coord>) {
    return;
  } else if constexpr (tuple_type<Coord>) {
    if constexpr (tuple_type<Shape> && rank_v<Coord> == rank_v<Shape>) {  // (else evaluation fails to compile)
      [&]<std::size_t... I>(std::index_sequence<I...>) {
        (check_coordinate<Path..., I>(where, get<I>(c), get<I>(s)), ...);
      }(std::make_index_sequence<rank_v<Coord>>{});
    }
  } else {
    [[maybe_unused]] auto const extent = size(s);
    [[maybe_unused]] long long const x = static_cast<long long>(integer_value(c));
    if constexpr (sizeof...(Path) == 0) {
      CUTE_CHECK(x >= 0 && x < static_cast<long long>(extent), where, ": index ", x, " is out of range [0, ", extent, ")");
    } else {
      CUTE_CHECK(x >= 0 && x < static_cast<long long>(extent), where, ": coordinate ", x, " of mode ",
                 mode_path_text<Path...>{}.text, " is out of range [0, ", extent, ")");
    }
  }
}
}  // namespace detail

CUTE_EXPORT template <class Engine, tensor_layout LayoutT>
struct Tensor;

CUTE_EXPORT namespace detail {
template <class E, class L, class Shift = C<0>>
CUTE_HOST_DEVICE constexpr auto make_view(E& engine, L const& layout, Shift const& shift = {});

// The slice of an identity tensor (iterator it, layout l) at c, its coordinates moved field by field.
template <class It, class Coord, class L>
CUTE_HOST_DEVICE constexpr auto slice_by_fields(It const& it, Coord const& c, L const& l) {
  auto const origin = transform_leaf(c, underscore_as_zero{});
  It const moved{add_field_offsets<It::bits, 0>(it.coord_, origin, l.shape(), l.stride())};
  auto const sub = slice(c, l);
  return Tensor<ViewEngine<It, C<0>>, cute::detail::uncvref_t<decltype(sub)>>{{moved, C<0>{}}, sub};
}
}  // namespace detail

CUTE_EXPORT template <class T>
inline constexpr bool is_tensor_v = false;
template <class E, class L>
inline constexpr bool is_tensor_v<Tensor<E, L>> = true;

/// A cute::Tensor (after removing references and cv-qualifiers).
CUTE_EXPORT template <class T>
concept tensor_type = is_tensor_v<cute::detail::uncvref_t<T>>;
/// CuTe's trait form of is_tensor_v.
CUTE_EXPORT template <class T>
struct is_tensor : C<is_tensor_v<T>> {};

CUTE_EXPORT template <tensor_iterator Iterator, tensor_layout L>
CUTE_HOST_DEVICE constexpr auto make_tensor(Iterator const& it, L const& layout);

CUTE_EXPORT template <class Engine, tensor_layout LayoutT>
struct Tensor : private detail::tuple_leaf<1, LayoutT>, private detail::tuple_leaf<0, Engine> {
  using engine_type = Engine;
  using layout_type = LayoutT;
  using iterator = typename Engine::iterator;
  using value_type = typename Engine::value_type;
  using element_type = typename Engine::element_type;
  using reference = typename Engine::reference;
  /// The number of modes of the layout (CuTe's Tensor::rank).
  static constexpr int rank = rank_v<LayoutT>;

  // The engine and layout are held as tuple leaves (bases), as Layout's shape and stride: a static
  // layout is not stored, and the tensor stays a valid kernel parameter for nvcc. The layout comes
  // first, as in CuTe's tensors: a kernel's parameters then have CuTe's offsets.
  constexpr Tensor() = default;
  CUTE_HOST_DEVICE constexpr Tensor(Engine const& engine, LayoutT const& layout)
      : detail::tuple_leaf<1, LayoutT>{layout}, detail::tuple_leaf<0, Engine>{engine} {}

  CUTE_HOST_DEVICE constexpr auto data() noexcept { return engine().begin(); }
  CUTE_HOST_DEVICE constexpr auto data() const noexcept { return engine().begin(); }
  CUTE_HOST_DEVICE constexpr decltype(auto) engine() noexcept { return get<0>(static_cast<detail::tuple_leaf<0, Engine>&>(*this)); }
  CUTE_HOST_DEVICE constexpr decltype(auto) engine() const noexcept {
    return get<0>(static_cast<detail::tuple_leaf<0, Engine> const&>(*this));
  }
  /// The layout: by value where it is static (an empty type), as CuTe's (decltype(t.layout())::rank).
  CUTE_HOST_DEVICE constexpr decltype(auto) layout() const noexcept {
    if constexpr (std::is_empty_v<LayoutT>) {
      return LayoutT{};
    } else {
      return get<1>(static_cast<detail::tuple_leaf<1, LayoutT> const&>(*this));
    }
  }

  template <std::size_t... I>
  CUTE_HOST_DEVICE constexpr decltype(auto) shape() const noexcept {
    return cute::shape<I...>(layout());
  }
  template <std::size_t... I>
  CUTE_HOST_DEVICE constexpr decltype(auto) stride() const noexcept
    requires cute::layout_type<LayoutT>
  {
    return cute::stride<I...>(layout());
  }
  CUTE_HOST_DEVICE constexpr auto size() const { return cute::size(layout()); }

  /// The element at a coordinate (1-D, R-D or h-D), or the sub-tensor its `_`s keep.
  template <coord_tuple Coord>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator()(Coord const& c) {
    return at(engine(), c, layout());
  }
  template <coord_tuple Coord>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator()(Coord const& c) const {
    return at(engine(), c, layout());
  }
  template <coord_tuple C0, coord_tuple C1, coord_tuple... Cs>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator()(C0 const& c0, C1 const& c1, Cs const&... cs) {
    return (*this)(make_coord(c0, c1, cs...));
  }
  template <coord_tuple C0, coord_tuple C1, coord_tuple... Cs>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator()(C0 const& c0, C1 const& c1, Cs const&... cs) const {
    return (*this)(make_coord(c0, c1, cs...));
  }
  template <coord_tuple Coord>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator[](Coord const& c) {
    return (*this)(c);
  }
  template <coord_tuple Coord>
  CUTE_HOST_DEVICE constexpr decltype(auto) operator[](Coord const& c) const {
    return (*this)(c);
  }

  /// The tensor of the same elements through composition(layout, tiler...).
  template <class... Tilers>
  CUTE_HOST_DEVICE constexpr auto compose(Tilers const&... tilers) {
    return detail::make_view(engine(), composition(layout(), tilers...));
  }
  /// The tensor of the same elements through tiled_divide(layout, make_tile(tilers...)), as CuTe's
  /// (the tile, then the rest's modes flattened).
  /// One argument is the tiler itself, as in CuTe (t.tile(make_tile(a, b)) is t.tile(a, b), and
  /// t.tile(8) divides the whole layout by 8).
  template <class... Tilers>
  CUTE_HOST_DEVICE constexpr auto tile(Tilers const&... tilers) {
    return detail::make_view(engine(), tiled_divide(layout(), detail::tiler_of(tilers...)));
  }

 private:
  template <class E, class Coord>
  CUTE_HOST_DEVICE static constexpr decltype(auto) at(E& engine, Coord const& c, LayoutT const& l) {
#if CUTE_CHECKS
    detail::check_coordinate("Tensor", detail::signed_coord(c), cute::shape(l));
#endif
    if constexpr (detail::has_underscore<Coord>()) {
      if constexpr (detail::slices_by_fields<typename std::remove_const_t<E>::iterator, LayoutT>) {
        return detail::slice_by_fields(engine.begin(), c, l);
      } else {
        auto [sub, shift] = detail::tensor_slice(c, l);
        return detail::make_view(engine, sub, shift);
      }
    } else {
      return engine[l(c)];
    }
  }
};

CUTE_EXPORT namespace detail {
// A view of an engine's elements through another layout, its origin moved by shift. Where the
// engine's iterator is a pointer (of any memory space) and the shift an integer, the pointer moves, as
// CuTe's iterators do: the compiler then forms addresses as the moved pointer plus the layout's offset,
// CuTe's code. Other iterators (of coordinates) keep the shift in the view's offset.
template <class It, class Shift>
concept moves_by = integer<Shift> && (std::is_pointer_v<It> || is_gmem_v<It> || is_smem_v<It> || is_rmem_v<It>) &&
                   requires(It const& it, Shift const& s) { { it + s } -> std::same_as<It>; };

template <class E, class L, class Shift>
CUTE_HOST_DEVICE constexpr auto make_view(E& engine, L const& layout, Shift const& shift) {
  using Engine = std::remove_const_t<E>;
  if constexpr (requires { engine.base(); } && moves_by<typename Engine::iterator, Shift>) {
    using Offset = cute::detail::uncvref_t<decltype(engine.offset())>;
    return Tensor<ViewEngine<typename Engine::iterator, Offset>, L>{{engine.base() + shift, engine.offset()}, layout};
  } else if constexpr (requires { engine.base(); }) {
    using Offset = decltype(engine.offset() + shift);
    return Tensor<ViewEngine<typename Engine::iterator, Offset>, L>{{engine.base(), engine.offset() + shift}, layout};
  } else {
    using It = decltype(engine.begin());
    return Tensor<ViewEngine<It, Shift>, L>{{engine.begin(), shift}, layout};
  }
}
}  // namespace detail

/// A view of t's elements through another layout (used by the algebra on tensors).
CUTE_EXPORT template <class E, class L, tensor_layout L2>
CUTE_HOST_DEVICE constexpr auto make_tensor_view(Tensor<E, L>& t, L2 const& layout) {
  return detail::make_view(t.engine(), layout);
}
CUTE_EXPORT template <class E, class L, tensor_layout L2>
CUTE_HOST_DEVICE constexpr auto make_tensor_view(Tensor<E, L> const& t, L2 const& layout) {
  return detail::make_view(t.engine(), layout);
}

/// CuTe's domain_offset of a tensor: the view whose coordinate 0 is coordinate c of t (its data moved
/// by the offset that domain_offset(c, t.layout()) gives, the layout unchanged; for a swizzled
/// layout, the offset goes into the layout).
CUTE_EXPORT template <int_tuple Coord, tensor_type Tn>
CUTE_HOST_DEVICE constexpr auto domain_offset(Coord const& c, Tn&& t) {
  auto [layout, offset] = domain_offset(c, t.layout());
  return detail::make_view(t.engine(), layout, offset);
}

// Accessors --------------------------------------------------------------------------------------

CUTE_EXPORT template <std::size_t... I, class E, class L>
CUTE_HOST_DEVICE constexpr auto layout(Tensor<E, L> const& t) {
  if constexpr (sizeof...(I) == 0) {
    return t.layout();
  } else {
    return get<I...>(t.layout());
  }
}
/// CuTe's tensor<I...>(t): the view of mode I... of t (the same elements through get<I...> of its
/// layout); with no I, t itself.
CUTE_EXPORT template <std::size_t... I, class E, class L>
CUTE_HOST_DEVICE constexpr auto tensor(Tensor<E, L>& t) {
  if constexpr (sizeof...(I) == 0) {
    return make_tensor_view(t, t.layout());
  } else {
    return make_tensor_view(t, get<I...>(t.layout()));
  }
}
CUTE_EXPORT template <std::size_t... I, class E, class L>
CUTE_HOST_DEVICE constexpr auto tensor(Tensor<E, L> const& t) {
  if constexpr (sizeof...(I) == 0) {
    return make_tensor_view(t, t.layout());
  } else {
    return make_tensor_view(t, get<I...>(t.layout()));
  }
}
CUTE_EXPORT template <std::size_t... I, class E, class L>
CUTE_HOST_DEVICE constexpr decltype(auto) shape(Tensor<E, L> const& t) {
  return shape<I...>(t.layout());
}
CUTE_EXPORT template <std::size_t... I, class E, class L>
CUTE_HOST_DEVICE constexpr decltype(auto) stride(Tensor<E, L> const& t) {
  return stride<I...>(t.layout());
}
CUTE_EXPORT template <std::size_t... I, class E, class L>
CUTE_HOST_DEVICE constexpr auto size(Tensor<E, L> const& t) {
  return size<I...>(t.layout());
}
CUTE_EXPORT namespace detail {
template <class E, class L>
inline constexpr int tuple_rank<Tensor<E, L>> = tuple_rank<L>;  // rank_v of a tensor
}  // namespace detail

CUTE_EXPORT template <std::size_t... I, class E, class L>
CUTE_HOST_DEVICE constexpr auto rank(Tensor<E, L> const& t) {
  return rank<I...>(t.layout());
}
CUTE_EXPORT template <std::size_t... I, class E, class L>
CUTE_HOST_DEVICE constexpr auto depth(Tensor<E, L> const& t) {
  return depth<I...>(t.layout());
}
CUTE_EXPORT template <class E, class L>
CUTE_HOST_DEVICE constexpr auto cosize(Tensor<E, L> const& t) {
  return cosize(t.layout());
}

// make_tensor ------------------------------------------------------------------------------------

/// A view of the elements at `it` through a layout.
CUTE_EXPORT template <tensor_iterator Iterator, tensor_layout L>
CUTE_HOST_DEVICE constexpr auto make_tensor(Iterator const& it, L const& layout) {
  return Tensor<ViewEngine<Iterator>, L>{ViewEngine<Iterator>{it, {}}, layout};
}
/// A view through make_layout(shape, stride...) (a stride, a LayoutLeft/LayoutRight tag, or none).
CUTE_EXPORT template <tensor_iterator Iterator, int_tuple Shape, class... Stride>
  requires(sizeof...(Stride) <= 1)
CUTE_HOST_DEVICE constexpr auto make_tensor(Iterator const& it, Shape const& shape, Stride const&... stride) {
  return make_tensor(it, make_layout(shape, stride...));
}

CUTE_EXPORT namespace detail {
template <class T, std::size_t N, class L>
CUTE_HOST_DEVICE constexpr auto owning_tensor(L const& layout) {
  if constexpr (is_static_v<decltype(cosize(layout))>) {
    static_assert(decltype(cosize(layout))::value <= static_cast<long long>(N),
                  "make_tensor<T, N>(layout): the layout's static cosize is more than the capacity N of the owning tensor");
  } else {
    CUTE_CHECK(cosize(layout) <= static_cast<long long>(N), "make_tensor: the layout's cosize ", cosize(layout),
               " is more than the capacity ", N, " of the owning tensor");
  }
  return Tensor<ArrayEngine<T, N>, L>{{}, layout};
}
template <class L>
inline constexpr std::size_t static_cosize = [] {
  if constexpr (is_static_v<decltype(cosize(std::declval<L>()))>) {
    constexpr auto c = decltype(cosize(std::declval<L>()))::value;
    return c > 0 ? std::size_t(c) : std::size_t(1);
  } else {
    return std::size_t(0);
  }
}();
}  // namespace detail

/// A tensor that owns its elements (registers on the GPU), shaped by a layout of static cosize.
CUTE_EXPORT template <class T, tensor_layout L>
CUTE_HOST_DEVICE constexpr auto make_tensor(L const& layout) {
  constexpr bool static_cosize = detail::static_cosize<L> > 0;
  static_assert(static_cosize,
                "make_tensor<T>(layout): an owning tensor needs a layout of static cosize; for a dynamic layout, "
                "give a capacity: make_tensor<T, N>(layout)");
  if constexpr (static_cosize) {
    return detail::owning_tensor<T, detail::static_cosize<L>>(layout);
  }
}
/// An owning tensor with room for N elements, shaped by any layout whose cosize is at most N (checked).
CUTE_EXPORT template <class T, std::size_t N, tensor_layout L>
CUTE_HOST_DEVICE constexpr auto make_tensor(L const& layout) {
  return detail::owning_tensor<T, N>(layout);
}
/// An owning tensor of make_layout(shape, stride...).
CUTE_EXPORT template <class T, int_tuple Shape, class... Stride>
  requires(sizeof...(Stride) <= 1)
CUTE_HOST_DEVICE constexpr auto make_tensor(Shape const& shape, Stride const&... stride) {
  return make_tensor<T>(make_layout(shape, stride...));
}
CUTE_EXPORT template <class T, std::size_t N, int_tuple Shape, class... Stride>
  requires(sizeof...(Stride) <= 1)
CUTE_HOST_DEVICE constexpr auto make_tensor(Shape const& shape, Stride const&... stride) {
  return make_tensor<T, N>(make_layout(shape, stride...));
}

CUTE_EXPORT namespace detail {
// The layout a fragment or tensor like l is allocated from: a swizzled layout's own layout (the
// swizzle is a shared-memory concern), as in CuTe.
template <class L>
CUTE_HOST_DEVICE constexpr auto allocated_layout(L const& l) {
  if constexpr (composed_layout_type<L>) {
    return l.layout_b();
  } else {
    return l;
  }
}
}  // namespace detail

/// An owning tensor (registers on the GPU) for a thread's partition of a larger tensor: mode 0 (the
/// atom's values) compact column-major, the other modes compact in the order of their strides
/// (make_fragment_like of the layout, as CuTe's); of a shape, compact column-major.
CUTE_EXPORT template <class T, tensor_layout L>
CUTE_HOST_DEVICE constexpr auto make_fragment_like(L const& layout) {
  return make_tensor<T>(make_fragment_like(detail::allocated_layout(layout)));
}
CUTE_EXPORT template <class T, int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto make_fragment_like(Shape const& shape) {
  return make_tensor<T>(make_layout(shape));
}
CUTE_EXPORT template <class T = void, tensor_type Tn>
CUTE_HOST_DEVICE constexpr auto make_fragment_like(Tn const& t) {
  using V = std::conditional_t<std::is_void_v<T>, typename cute::detail::uncvref_t<Tn>::value_type, T>;
  return make_fragment_like<V>(t.layout());
}
/// An owning tensor of the same shape and value type, compact with the modes in the order of the
/// strides (a static stride 0 stays 0: a broadcast mode takes one element), as CuTe's.
CUTE_EXPORT template <class T = void, tensor_type Tn>
CUTE_HOST_DEVICE constexpr auto make_tensor_like(Tn const& t) {
  using V = std::conditional_t<std::is_void_v<T>, typename cute::detail::uncvref_t<Tn>::value_type, T>;
  return make_tensor_like<V>(t.layout());
}
CUTE_EXPORT template <class T, tensor_layout L>
CUTE_HOST_DEVICE constexpr auto make_tensor_like(L const& layout) {
  return make_tensor<T>(make_layout_like(detail::allocated_layout(layout)));
}

CUTE_EXPORT namespace detail {
CUTE_HOST_DEVICE constexpr void check_coord_extent([[maybe_unused]] long long extent, [[maybe_unused]] long long limit) {
  CUTE_CHECK(extent >= 0 && extent <= limit, "make_identity_tensor: extent ", extent, " is more than the ", limit,
             " a leaf of this rank can have");
}
}  // namespace detail

CUTE_EXPORT namespace detail {
// The zero of a stride's codomain: _0 for an integer stride, an ArithmeticTuple of _0s with the
// profile of the sum of its bases otherwise (CuTe's coprofile).
template <class D>
CUTE_HOST_DEVICE constexpr auto zero_of_codomain(D const& d) {
  auto const total = transform_apply(wrap(d), [](auto const& x) { return x; }, [](auto const&... x) { return (_0{} + ... + x); });
  return transform_leaf(as_arithmetic_tuple(total), [](auto const&) { return _0{}; });
}
}  // namespace detail

/// CuTe's make_coord_tensor: the tensor whose element at each coordinate is what the layout maps it
/// to, as an ArithmeticTuple (a layout of basis strides, such as make_identity_layout's).
CUTE_EXPORT template <class S, class D>
CUTE_HOST_DEVICE constexpr auto make_coord_tensor(Layout<S, D> const& layout) {
  static_assert(detail::has_basis_v<D>, "make_coord_tensor: the layout's strides must be bases (ScaledBasis, E<...>)");
  return make_tensor(make_inttuple_iter(detail::zero_of_codomain(flatten(layout.stride()))), layout);
}

/// The identity tensor of a shape: its element at each coordinate is that coordinate (congruent
/// with the shape). Tiled and partitioned like a data tensor, it says where each element of a tile or
/// partition sits, also past the edges, for predication. Each leaf's extent must fit its field of
/// 64 / leaves bits with room to spare (checked): 2^31 for rank 2, 2^20 for rank 3.
CUTE_EXPORT template <int_tuple Shape>
CUTE_HOST_DEVICE constexpr auto make_identity_tensor(Shape const& shape) {
  constexpr int bits = detail::coord_field_bits<Shape>;
  constexpr long long limit = bits >= 63 ? std::numeric_limits<long long>::max() : (1ll << (bits - 1));
  apply(wrap(flatten(shape)), [&](auto const&... e) { (detail::check_coord_extent(static_cast<long long>(e), limit), ...); });
  return make_tensor(coord_iterator<Shape>{}, make_layout(shape, detail::coord_strides<bits, 0>(shape)));
}

}  // namespace cute
