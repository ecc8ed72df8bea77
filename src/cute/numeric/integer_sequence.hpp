// cute/numeric/integer_sequence.hpp: CuTe's names of compile-time integer sequences (the standard's
// std::integer_sequence): int_sequence, make_int_sequence, make_int_rsequence, make_int_range and the
// short seq/make_seq/make_range, and integral_constant<T, v> (CuTe's name of the static integer C<v>
// of type T). for_each over a sequence (cute/tuple/algorithm.hpp) calls a function with C<I> for each I.
#pragma once
#include <cute/config.hpp>
#include <cute/numeric/integral_constant.hpp>

namespace cute {

CUTE_EXPORT using std::index_sequence;
CUTE_EXPORT using std::integer_sequence;
CUTE_EXPORT using std::make_index_sequence;
CUTE_EXPORT using std::make_integer_sequence;

/// The static integer v of type T: C<T(v)>, as CuTe's integral_constant<T, v> is.
CUTE_EXPORT template <class T, T v>
using integral_constant = C<v>;

CUTE_EXPORT template <int... I>
using int_sequence = std::integer_sequence<int, I...>;
/// 0, 1, ..., N - 1.
CUTE_EXPORT template <int N>
using make_int_sequence = std::make_integer_sequence<int, N>;

CUTE_EXPORT namespace detail {
template <int Begin, class Seq>
struct offset_sequence;
template <int Begin, int... I>
struct offset_sequence<Begin, int_sequence<I...>> {
  using type = int_sequence<(Begin + I)...>;
};
template <int N, class Seq>
struct reversed_sequence;
template <int N, int... I>
struct reversed_sequence<N, int_sequence<I...>> {
  using type = int_sequence<(N - 1 - I)...>;
};
}  // namespace detail

/// N - 1, ..., 1, 0.
CUTE_EXPORT template <int N>
  requires(N >= 0)
using make_int_rsequence = typename detail::reversed_sequence<N, make_int_sequence<N>>::type;
/// Begin, Begin + 1, ..., End - 1 (empty when End <= Begin).
CUTE_EXPORT template <int Begin, int End>
using make_int_range = typename detail::offset_sequence<Begin, make_int_sequence<(End > Begin ? End - Begin : 0)>>::type;

CUTE_EXPORT template <int... I>
using seq = int_sequence<I...>;
CUTE_EXPORT template <int N>
using make_seq = make_int_sequence<N>;
CUTE_EXPORT template <int Begin, int End>
using make_range = make_int_range<Begin, End>;
CUTE_EXPORT template <int N>
using make_rseq = make_int_rsequence<N>;
/// The indices of a tuple type's elements (references and cv-qualifiers ignored), and reversed.
CUTE_EXPORT template <class Tuple>
using tuple_seq = make_seq<int(std::tuple_size<cute::detail::uncvref_t<Tuple>>::value)>;
CUTE_EXPORT template <class Tuple>
using tuple_rseq = make_rseq<int(std::tuple_size<cute::detail::uncvref_t<Tuple>>::value)>;

}  // namespace cute
