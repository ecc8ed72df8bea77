// cute/compat/pipeline_state.hpp (porting aid for CUTLASS's cutlass/pipeline/sm90_pipeline.hpp, of
// which CuTe kernels mostly use this): cutlass::PipelineState<Stages>, the position in a ring of
// `Stages` shared-memory buffers: the buffer index, the phase bit an mbarrier wait expects (it flips
// each time the index wraps), and the count of steps taken.
#pragma once
#include <cute/config.hpp>

#include <cstdint>

namespace cutlass {

template <std::uint32_t Stages_>
struct PipelineState {
  static_assert(Stages_ > 0, "PipelineState: a ring needs at least one stage");
  static constexpr std::uint32_t Stages = Stages_;

  constexpr PipelineState() = default;
  CUTE_HOST_DEVICE constexpr PipelineState(int index, std::uint32_t phase, std::uint32_t count)
      : index_(static_cast<std::uint32_t>(index)), phase_(phase), count_(count) {}

  CUTE_HOST_DEVICE constexpr int index() const { return static_cast<int>(index_); }
  CUTE_HOST_DEVICE constexpr std::uint32_t phase() const { return phase_; }
  CUTE_HOST_DEVICE constexpr std::uint32_t count() const { return count_; }

  /// One step: the next buffer, flipping the phase when the ring wraps.
  CUTE_HOST_DEVICE constexpr PipelineState& operator++() {
    ++count_;
    if (++index_ == Stages) {
      index_ = 0;
      phase_ ^= 1u;
    }
    return *this;
  }
  CUTE_HOST_DEVICE constexpr PipelineState operator++(int) {
    PipelineState before = *this;
    ++*this;
    return before;
  }

  /// `steps` steps at once: the phase flips once per wrap of the ring.
  CUTE_HOST_DEVICE constexpr PipelineState& advance(std::uint32_t steps) {
    std::uint32_t const position = index_ + steps;
    phase_ ^= (position / Stages) & 1u;
    index_ = position % Stages;
    count_ += steps;
    return *this;
  }

  constexpr bool operator==(PipelineState const&) const = default;

 private:
  std::uint32_t index_ = 0;
  std::uint32_t phase_ = 0;
  std::uint32_t count_ = 0;
};

}  // namespace cutlass
