// cute/tensor/mdspan.hpp: std::mdspan interop (C++23, where <mdspan> is; include <cute/mdspan.hpp>).
// layout_cute<L>: a layout mapping policy whose mapping is the cute layout L (one mdspan index per
// top-level mode, required_span_size() is cosize(L)); to_mdspan(tensor): an mdspan over a tensor's
// elements with its layout as the mapping; make_tensor(mdspan): a Tensor viewing an mdspan of
// layout_left, layout_right, layout_stride or layout_cute. Static sizes stay static both ways: a
// static extent becomes Int<N> and a static size a static extent.
#pragma once
#include <cute/config.hpp>
#include <cute/tensor.hpp>

#include <array>
#include <mdspan>

namespace cute {
namespace detail {

// Mode r's extent: its size, a static extent when the size is static.
template <class L, std::size_t R>
consteval std::size_t mdspan_extent() {
  using S = decltype(size<R>(std::declval<L const&>()));
  if constexpr (is_static_v<S>) {
    return static_cast<std::size_t>(S::value);
  } else {
    return std::dynamic_extent;
  }
}
template <class L, class Index, class Modes>
struct mdspan_extents;
template <class L, class Index, std::size_t... R>
struct mdspan_extents<L, Index, std::index_sequence<R...>> {
  using type = std::extents<Index, mdspan_extent<L, R>()...>;
};

}  // namespace detail

/// The std::extents of a layout: one extent per top-level mode, its size (static when static).
template <class L, class Index = std::ptrdiff_t>
  requires layout_type<L>
using mdspan_extents_t = typename detail::mdspan_extents<L, Index, std::make_index_sequence<rank_v<L>>>::type;

/// A layout mapping policy for std::mdspan: mapping<mdspan_extents_t<L>>(l) maps the index (i0, i1, ...)
/// to l(i0, i1, ...), each index a 1-D coordinate in its mode. It meets the standard's LayoutMapping
/// requirements: required_span_size() is cosize(l) (0 when a size is 0), the strides must be
/// non-negative (checked), and is_unique/is_exhaustive/is_strided are true only where they hold.
template <class L>
  requires layout_type<L>
struct layout_cute {
  template <class Extents>
  class mapping {
   public:
    using extents_type = Extents;
    using index_type = typename Extents::index_type;
    using size_type = typename Extents::size_type;
    using rank_type = typename Extents::rank_type;
    using layout_type = layout_cute;
    static_assert(std::same_as<Extents, mdspan_extents_t<L, index_type>>,
                  "layout_cute<L>::mapping<E>: E must be the sizes of L's modes, mdspan_extents_t<L, index_type>");
    static_assert(rank_v<L> >= 1, "layout_cute<L>: L must have at least one mode");

    constexpr mapping()
      requires(is_static_v<L>)
    = default;
    constexpr explicit mapping(L const& layout) : layout_(layout), extents_(extents_of(layout)) {
      CUTE_CHECK(!has_negative_stride(), "layout_cute: the layout has a negative stride (mdspan indices are non-negative)");
    }

    constexpr extents_type const& extents() const noexcept { return extents_; }
    constexpr L const& layout() const noexcept { return layout_; }

    template <class... I>
      requires(sizeof...(I) == extents_type::rank() && (std::is_convertible_v<I, index_type> && ...))
    constexpr index_type operator()(I... i) const noexcept {
      return static_cast<index_type>(layout_(static_cast<index_type>(i)...));
    }

    constexpr index_type required_span_size() const noexcept {
      return size(layout_) == 0 ? index_type(0) : static_cast<index_type>(cosize(layout_));
    }

    static constexpr bool is_always_unique() noexcept { return false; }
    static constexpr bool is_always_exhaustive() noexcept { return false; }
    // Every top-level mode an integer in the type: its stride is the mapping's.
    static constexpr bool is_always_strided() noexcept {
      return []<std::size_t... R>(std::index_sequence<R...>) {
        return (!tuple_type<std::remove_cvref_t<decltype(shape<R>(std::declval<L const&>()))>> && ...);
      }(std::make_index_sequence<rank_v<L>>{});
    }

    // Unique when the flattened modes (size > 1), sorted by stride, do not overlap: a sufficient test.
    constexpr bool is_unique() const noexcept {
      auto modes = flat_modes();
      for (std::size_t i = 1; i < modes.size(); ++i)
        for (std::size_t j = i; j > 0 && modes[j].second < modes[j - 1].second; --j) std::swap(modes[j], modes[j - 1]);
      long long reach = 0;  // the indices the smaller strides cover: [0, reach]
      for (auto const& [s, d] : modes) {
        if (s <= 1) continue;
        if (d == 0 || d <= reach) return false;
        reach += (s - 1) * d;
      }
      return true;
    }
    // Unique with cosize == size: the image is all of [0, size).
    constexpr bool is_exhaustive() const noexcept {
      return is_unique() && static_cast<long long>(cosize(layout_)) == static_cast<long long>(size(layout_));
    }
    // Each mode is linear in its index: mode(i) == i * mode(1).
    constexpr bool is_strided() const noexcept {
      if constexpr (is_always_strided()) {
        return true;
      } else {
        return [&]<std::size_t... R>(std::index_sequence<R...>) { return (mode_stride<R>().first && ...); }(
            std::make_index_sequence<rank_v<L>>{});
      }
    }
    constexpr index_type stride(rank_type r) const noexcept {
      index_type s = 0;
      [&]<std::size_t... R>(std::index_sequence<R...>) {
        ((r == R ? void(s = static_cast<index_type>(mode_stride<R>().second)) : void()), ...);
      }(std::make_index_sequence<rank_v<L>>{});
      return s;
    }

    friend constexpr bool operator==(mapping const& a, mapping const& b) noexcept { return a.layout_ == b.layout_; }

   private:
    static constexpr extents_type extents_of(L const& layout) {
      return [&]<std::size_t... R>(std::index_sequence<R...>) {
        return extents_type(static_cast<index_type>(size<R>(layout))...);
      }(std::make_index_sequence<rank_v<L>>{});
    }
    constexpr auto flat_modes() const {
      auto const s = wrap(flatten(layout_.shape()));
      auto const d = wrap(flatten(layout_.stride()));
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return std::array<std::pair<long long, long long>, sizeof...(I)>{
            std::pair<long long, long long>{static_cast<long long>(get<I>(s)), static_cast<long long>(get<I>(d))}...};
      }(std::make_index_sequence<tuple_size_v<std::remove_cvref_t<decltype(s)>>>{});
    }
    constexpr bool has_negative_stride() const {
      for (auto const& [s, d] : flat_modes())
        if (d < 0 && s > 1) return true;
      return false;
    }
    // {whether mode R is linear, its stride}
    template <std::size_t R>
    constexpr std::pair<bool, long long> mode_stride() const {
      auto const m = layout<R>(layout_);
      long long const n = static_cast<long long>(size(m));
      long long const d = n > 1 ? static_cast<long long>(m(1)) : 0;
      for (long long i = 0; i < n; ++i)
        if (static_cast<long long>(m(i)) != i * d) return {false, 0};
      return {true, d};
    }

    [[no_unique_address]] L layout_{};
    [[no_unique_address]] extents_type extents_{};
  };
};

/// An mdspan over a tensor's elements whose mapping is the tensor's layout (layout_cute), with the
/// layout's static sizes as static extents.
template <class E, class L>
  requires requires(Tensor<E, L> const& t) { raw_pointer_cast(t.data()); }
constexpr auto to_mdspan(Tensor<E, L> const& t) {
  using Extents = mdspan_extents_t<L>;
  auto* p = raw_pointer_cast(t.data());
  using T = std::remove_pointer_t<decltype(p)>;
  return std::mdspan<T, Extents, layout_cute<L>>(p, typename layout_cute<L>::template mapping<Extents>(t.layout()));
}

namespace detail {
template <class P>
inline constexpr bool is_layout_cute = false;
template <class L>
inline constexpr bool is_layout_cute<layout_cute<L>> = true;

// The shape of an mdspan's extents: Int<N> for a static extent, a signed index for a dynamic one.
template <class Extents>
constexpr auto mdspan_shape(Extents const& e) {
  using Signed = std::make_signed_t<typename Extents::index_type>;
  return [&]<std::size_t... R>(std::index_sequence<R...>) {
    return make_shape([&] {
      if constexpr (Extents::static_extent(R) != std::dynamic_extent) {
        return Int<static_cast<int>(Extents::static_extent(R))>{};
      } else {
        return static_cast<Signed>(e.extent(R));
      }
    }()...);
  }(std::make_index_sequence<Extents::rank()>{});
}
}  // namespace detail

/// The layout policies a Tensor can view: layout_left, layout_right, layout_stride and layout_cute.
template <class P>
concept mdspan_layout_policy = std::same_as<P, std::layout_left> || std::same_as<P, std::layout_right> ||
                               std::same_as<P, std::layout_stride> || detail::is_layout_cute<P>;

/// A Tensor viewing an mdspan's elements (default accessor): layout_left and layout_right are the
/// compact LayoutLeft/LayoutRight layouts of its extents (static extents give static layouts),
/// layout_stride its strides, layout_cute its layout.
template <class T, class Extents, mdspan_layout_policy P>
  requires(Extents::rank() >= 1)
constexpr auto make_tensor(std::mdspan<T, Extents, P, std::default_accessor<T>> const& m) {
  if constexpr (detail::is_layout_cute<P>) {
    return make_tensor(m.data_handle(), m.mapping().layout());
  } else {
    auto const shape = detail::mdspan_shape(m.extents());
    if constexpr (std::same_as<P, std::layout_left>) {
      return make_tensor(m.data_handle(), make_layout(shape, LayoutLeft{}));
    } else if constexpr (std::same_as<P, std::layout_right>) {
      return make_tensor(m.data_handle(), make_layout(shape, LayoutRight{}));
    } else {
      using Signed = std::make_signed_t<typename Extents::index_type>;
      auto const stride = [&]<std::size_t... R>(std::index_sequence<R...>) {
        return make_stride(static_cast<Signed>(m.stride(R))...);
      }(std::make_index_sequence<Extents::rank()>{});
      return make_tensor(m.data_handle(), make_layout(shape, stride));
    }
  }
}

}  // namespace cute
