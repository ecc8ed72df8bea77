// cute/pipeline/pipeline_state.hpp: where a producer or a consumer is in a ring of Stages buffers:
// the stage index and the phase parity of the ring's current lap. Each lap flips the parity, which is
// what an mbarrier's parity wait compares against (cute/arch/mbarrier.hpp). Plain C++20: host code and
// tests step it too.
#pragma once
#include <cute/config.hpp>

#include <cstdint>

namespace cute {

/// The position in a ring of Stages stages: index in [0, Stages) and the lap's phase parity (0 or 1).
/// Producer and consumer both start at {0, 0}; operator++ moves to the next stage, flipping the
/// phase when the index wraps around.
CUTE_EXPORT template <int Stages>
  requires(Stages >= 1)
struct PipelineState {
  static constexpr int stages = Stages;
  int index = 0;
  std::uint32_t phase = 0;

  CUTE_HOST_DEVICE constexpr PipelineState& operator++() {
    if (++index == Stages) {
      index = 0;
      phase ^= 1u;
    }
    return *this;
  }
  /// n steps at once (a consumer skipping the stages another consumer took).
  CUTE_HOST_DEVICE constexpr PipelineState& advance(int n) {
    int const laps = (index + n) / Stages;
    index = (index + n) % Stages;
    phase ^= std::uint32_t(laps & 1);
    return *this;
  }
  /// Total steps taken since {0, 0}, modulo 2 * Stages (the state is periodic with that period).
  CUTE_HOST_DEVICE constexpr int count_mod_period() const { return int(phase) * Stages + index; }
  constexpr bool operator==(PipelineState const&) const = default;
};

}  // namespace cute
