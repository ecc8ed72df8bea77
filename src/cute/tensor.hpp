// cute/tensor.hpp: the tensor layer (module cute.tensor): tagged pointers, engines, Tensor, the
// algebra on tensors, tiling and partitioning, the element-wise algorithms and print_tensor.
#ifndef CUTE_TENSOR_HPP
#define CUTE_TENSOR_HPP
#include <cute/config.hpp>
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/print.hpp>
#include <cute/tensor/subbyte_iterator.hpp>
#include <cute/tensor/pointer.hpp>
#include <cute/tensor/array_subbyte.hpp>
#include <cute/tensor/array.hpp>
#include <cute/tensor/engine.hpp>
#include <cute/tensor/tensor.hpp>
#include <cute/tensor/partition.hpp>
#include <cute/tensor/copy.hpp>
#include <cute/tensor/fill.hpp>
#include <cute/tensor/transform.hpp>
#include <cute/tensor/counting_iterator.hpp>
#include <cute/tensor/reduce.hpp>
#include <cute/tensor/gemm.hpp>
#include <cute/tensor/lazy_transform.hpp>
#include <cute/tensor/print_tensor.hpp>
#endif
