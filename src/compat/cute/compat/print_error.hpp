// cute/compat/print_error.hpp (porting aid for CUTLASS's cutlass/util/print_error.hpp): the host
// checks of a result against a reference: print_relative_error (element-wise and norm-wise relative
// errors; EXIT_SUCCESS when the norm-wise one is within the margin), and for matrices (rank-2 host
// tensors) matrix_inf_norm, matrix_diff_inf_norm and print_matrix_multiply_mollified_relative_error.
// Also CuTe's CUDA error checks (CUTE_CHECK_ERROR, CUTE_CHECK_LAST), which that header gives.
#pragma once
#include <cute/compat/standard_headers.hpp>  // CUTLASS's header brings them (<iostream>, <string>, ...)
#include <cute/arch/cuda_check.hpp>
#include <cute/cute.hpp>

#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <type_traits>

/// The infinity norm (largest row sum of magnitudes) of a matrix, NaN rows skipped and flagged.
struct matrix_inf_norm_result {
  double inf_norm = 0.0;
  bool found_nan = false;
};

namespace cute::compat_detail {
template <class T>
double magnitude(T x) {
  double const d = static_cast<double>(x);
  return d < 0 ? -d : d;
}
// The infinity norm of the rows of an m x n matrix given element-wise by at(i, j) (a double).
template <class At>
matrix_inf_norm_result inf_norm_of(long long m, long long n, At at) {
  matrix_inf_norm_result result;
  for (long long i = 0; i < m; ++i) {
    double row = 0.0;
    for (long long j = 0; j < n; ++j) {
      row += magnitude(at(i, j));
    }
    if (std::isnan(row)) {
      result.found_nan = true;
    } else {
      result.inf_norm = std::fmax(result.inf_norm, row);
    }
  }
  return result;
}
}  // namespace cute::compat_detail

template <class Engine, class Layout>
matrix_inf_norm_result matrix_inf_norm(cute::Tensor<Engine, Layout> const& matrix) {
  static_assert(decltype(cute::rank(matrix))::value == 2, "matrix_inf_norm: a rank-2 tensor is needed");
  return cute::compat_detail::inf_norm_of(cute::size<0>(matrix), cute::size<1>(matrix),
                                          [&](long long i, long long j) { return static_cast<double>(matrix(i, j)); });
}

/// The infinity norm of X - Y (same shapes).
template <class EX, class LX, class EY, class LY>
matrix_inf_norm_result matrix_diff_inf_norm(cute::Tensor<EX, LX> const& X, cute::Tensor<EY, LY> const& Y) {
  static_assert(decltype(cute::rank(X))::value == 2, "matrix_diff_inf_norm: rank-2 tensors are needed");
  if (cute::size<0>(X) != cute::size<0>(Y) || cute::size<1>(X) != cute::size<1>(Y)) {
    std::cerr << "matrix_diff_inf_norm: the matrices differ in shape\n";
    std::exit(EXIT_FAILURE);
  }
  return cute::compat_detail::inf_norm_of(cute::size<0>(X), cute::size<1>(X), [&](long long i, long long j) {
    return static_cast<double>(X(i, j)) - static_cast<double>(Y(i, j));
  });
}

/// Prints the norms of A, B, C_ref and C - C_ref and the relative error |C - C_ref| / (|A| |B|)
/// ("mollified": the absolute error when |A| |B| is 0); returns that error.
template <class EA, class LA, class EB, class LB, class EC, class LC, class ER, class LR>
double print_matrix_multiply_mollified_relative_error(char const A_type[], cute::Tensor<EA, LA> const& A,
                                                      char const B_type[], cute::Tensor<EB, LB> const& B,
                                                      char const C_type[], cute::Tensor<EC, LC> const& C,
                                                      cute::Tensor<ER, LR> const& C_ref) {
  auto const a = matrix_inf_norm(A);
  auto const b = matrix_inf_norm(B);
  auto const c = matrix_inf_norm(C_ref);
  auto const diff = matrix_diff_inf_norm(C, C_ref);
  double const ab = a.inf_norm * b.inf_norm;
  double const error = ab == 0.0 ? diff.inf_norm : diff.inf_norm / ab;
  std::cout << "Matrix A: " << cute::size<0>(A) << "x" << cute::size<1>(A) << " of " << A_type << '\n'
            << "Matrix B: " << cute::size<0>(B) << "x" << cute::size<1>(B) << " of " << B_type << '\n'
            << "Matrix C: " << cute::size<0>(C) << "x" << cute::size<1>(C) << " of " << C_type << '\n'
            << std::scientific << "Infinity norm of A: " << a.inf_norm << '\n'
            << "Infinity norm of B: " << b.inf_norm << '\n'
            << "Infinity norm of C: " << c.inf_norm << '\n'
            << "Infinity norm of (C - C_ref): " << diff.inf_norm << '\n'
            << (ab == 0.0 ? "Mollified relative error: " : "Relative error: ") << error << '\n';
  if (a.found_nan || b.found_nan || c.found_nan || diff.found_nan) {
    std::cout << "NaN found in A: " << a.found_nan << ", B: " << b.found_nan << ", C: " << c.found_nan
              << ", C - C_ref: " << diff.found_nan << '\n';
  }
  return error;
}

template <class Engine, class Layout>
double print_matrix_multiply_mollified_relative_error(char const type[], cute::Tensor<Engine, Layout> const& A,
                                                      cute::Tensor<Engine, Layout> const& B,
                                                      cute::Tensor<Engine, Layout> const& C,
                                                      cute::Tensor<Engine, Layout> const& C_ref) {
  return print_matrix_multiply_mollified_relative_error(type, A, type, B, type, C, C_ref);
}

/// Compares n elements of `data` with `reference` (anything indexable with []): prints the average
/// and largest element-wise relative errors, the largest difference and the norm-wise relative error
/// ||data - reference|| / ||reference||; EXIT_SUCCESS when the latter is at most `error_margin`.
template <class T1, class T2>
int print_relative_error(std::size_t n, T1 const& data, T2 const& reference, bool print_verbose = false,
                         bool print_error = true, double error_margin = 0.00001) {
  double const tiny = 1e-200;  // keeps the relative errors of zero references finite
  double sum_relative = 0, max_relative = 0, max_difference = 0, error_squared = 0, norm_squared = 0;
  if (print_verbose) {
    std::cout << "Idx:\tVal\tRefVal\tRelError\n";
  }
  for (std::size_t i = 0; i < n; ++i) {
    double const value = static_cast<double>(data[i]);
    double const ref = static_cast<double>(reference[i]);
    double const difference = std::abs(ref - value);
    double const relative = difference / (std::abs(ref) + tiny);
    sum_relative += relative;
    max_relative = std::fmax(max_relative, relative);
    max_difference = std::fmax(max_difference, difference);
    error_squared += difference * difference;
    norm_squared += ref * ref;
    if (print_verbose) {
      std::cout << i << ":\t" << value << "\t" << ref << "\t" << relative << '\n';
    }
  }
  double const relative_norm = std::sqrt(error_squared / (norm_squared + tiny));
  if (print_error) {
    std::printf("Average relative error: %.3e\n", n == 0 ? 0.0 : sum_relative / double(n));
    std::printf("Maximum relative error: %.3e\n", max_relative);
    std::printf("Maximum difference    : %.3e\n", max_difference);
    std::printf("Vector relative error:  %.3e\n", relative_norm);
  }
  std::printf("Vector reference  norm: %.3e\n", std::sqrt(norm_squared));
  return relative_norm <= error_margin ? EXIT_SUCCESS : EXIT_FAILURE;
}

/// The same on two tensors of the same type (compared in their 1-D order).
template <class Engine, class Layout>
int print_relative_error(cute::Tensor<Engine, Layout> data, cute::Tensor<Engine, Layout> reference,
                         bool print_verbose = false, bool print_error = true, double error_margin = 0.00001) {
  if (cute::size(data) != cute::size(reference)) {
    std::cerr << "print_relative_error: the tensors differ in size\n";
    return EXIT_FAILURE;
  }
  return print_relative_error(static_cast<std::size_t>(cute::size(data)), data, reference, print_verbose,
                              print_error, error_margin);
}
