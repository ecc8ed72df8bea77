// cute/atom/mma_traits.hpp: MMA_Traits<Op>, what an MMA operation computes, as CuTe describes it:
// its value types (ValTypeD/A/B/C), its tile Shape_MNK, ThrID (the atom's threads -> thread index),
// and the thread/value layouts ALayout, BLayout, CLayout, (thread, value) -> the column-major index
// of (m, k), (n, k) and (m, n) in the atom's tile. Here: the primary template and the universal FMA.
#pragma once
#include <cute/config.hpp>
#include <cute/arch/mma.hpp>
#include <cute/atom/value_types.hpp>
#include <cute/layout.hpp>

namespace cute {

/// The description of an MMA operation; specialized for each operation.
CUTE_EXPORT template <class Op>
struct MMA_Traits;

/// An operation with MMA_Traits, whose layouts are Layouts of the stated ranks.
CUTE_EXPORT template <class Op>
concept mma_operation = requires {
  typename MMA_Traits<Op>::ValTypeD;
  typename MMA_Traits<Op>::ValTypeA;
  typename MMA_Traits<Op>::ValTypeB;
  typename MMA_Traits<Op>::ValTypeC;
  typename MMA_Traits<Op>::Shape_MNK;
  typename MMA_Traits<Op>::ThrID;
  typename MMA_Traits<Op>::ALayout;
  typename MMA_Traits<Op>::BLayout;
  typename MMA_Traits<Op>::CLayout;
};

/// One thread computes one d = a * b + c: the tile is 1x1x1.
template <class D, class A, class B, class C>
struct MMA_Traits<UniversalFMA<D, A, B, C>> {
  using ValTypeD = D;
  using ValTypeA = A;
  using ValTypeB = B;
  using ValTypeC = C;
  using Shape_MNK = Shape<_1, _1, _1>;
  using ThrID = Layout<_1>;
  using ALayout = Layout<Shape<_1, _1>>;
  using BLayout = Layout<Shape<_1, _1>>;
  using CLayout = Layout<Shape<_1, _1>>;
};

}  // namespace cute
