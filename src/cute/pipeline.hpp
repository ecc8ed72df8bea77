// cute/pipeline.hpp: device building blocks for Hopper kernels: the mbarrier producer/consumer ring
// (TmaPipeline, PipelineState), the persistent tile schedule (GroupedTileScheduler), warpgroup roles
// with setmaxnreg budgets (WarpSpecialization), and the cluster launch (launch_kernel_on_cluster).
// CUDA programs only (nvcc): not part of the host modules.
#pragma once
#include <cute/pipeline/cluster_launch.hpp>
#include <cute/pipeline/pipeline_state.hpp>
#include <cute/pipeline/tile_scheduler.hpp>
#include <cute/pipeline/tma_pipeline.hpp>
#include <cute/pipeline/warpgroup.hpp>
