// The target rank correlations of a scenario as a matrix (MODEL.md section 8;
// docs/methodology.md "Correlated inputs"): whether it is a valid correlation matrix (positive
// semi-definite), which pairs make it invalid, and the nearest valid matrix to offer instead.
// Small dense linear algebra, one row and column per correlated input: a cyclic Jacobi eigen
// decomposition is exact to rounding at the tens of inputs a scenario has, and needs no library.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

// A symmetric n x n matrix, row-major.
struct SymmetricMatrix {
    std::size_t n = 0;
    std::vector<double> cells;

    SymmetricMatrix() = default;
    explicit SymmetricMatrix(std::size_t size, double diagonal = 0);
    double& at(std::size_t i, std::size_t j) { return cells[i * n + j]; }
    double at(std::size_t i, std::size_t j) const { return cells[i * n + j]; }
};

struct EigenDecomposition {
    std::vector<double> values;   // ascending
    std::vector<double> vectors;  // row-major n x n: column k is the unit vector of values[k]
};

EigenDecomposition symmetricEigen(const SymmetricMatrix& m);
// V f(L) V^T: a function of a symmetric matrix through its eigenvalues (square root, inverse
// square root, clipping at zero).
SymmetricMatrix eigenFunction(const EigenDecomposition& e, const std::function<double(double)>& f);

// An eigenvalue above -kPsdTolerance counts as non-negative, so that a valid matrix on the
// boundary (a rank correlation of 1, the nearest matrix this file offers) stays valid after
// rounding.
inline constexpr double kPsdTolerance = 1e-9;

bool isValidCorrelation(const SymmetricMatrix& m);

// The targets of `u` as a matrix over the inputs they name. A pair naming an input that is not
// listed, or one input twice, is left out (validate() reports it); a pair named twice counts
// once, its last value (validate() reports the duplicate).
struct CorrelationTargets {
    std::vector<std::size_t> inputs;  // indices into u.inputs, ascending
    SymmetricMatrix matrix;           // unit diagonal; a pair not named is 0
    // For each of u.correlations its cell (row < column) in `matrix`, or none.
    struct Cell {
        bool used = false;
        std::size_t row = 0, column = 0;
    };
    std::vector<Cell> cells;
};
CorrelationTargets correlationTargets(const Uncertainty& u);

// The nearest valid correlation matrix in the Frobenius norm (Higham 2002: alternating
// projections, with Dykstra's correction, between the positive semi-definite matrices and those
// with a unit diagonal), keeping the cells marked in `kept` (row-major, empty: none) at their
// targets. `keptHeld` is false when the kept cells themselves allow no valid matrix; the matrix
// is then valid but moves some of them.
struct NearestCorrelation {
    SymmetricMatrix matrix;
    bool keptHeld = true;
};
NearestCorrelation nearestCorrelation(const SymmetricMatrix& target, const std::vector<bool>& kept = {});

// u.correlations with the nearest valid matrix's coefficients, keeping those whose index is
// marked in `keptPairs` (empty: none): what the app offers, never applies by itself.
std::vector<RankCorrelation> nearestCorrelations(const Uncertainty& u,
                                                 const std::vector<bool>& keptPairs = {});

// The indices into u.correlations of the pairs that make the (invalid) targets invalid: those
// `nearest` (nearestCorrelations(u), computed once by the caller) moves by more than 0.005, the
// largest move first (each one the user might change).
std::vector<std::size_t> conflictingCorrelations(const Uncertainty& u,
                                                 const std::vector<RankCorrelation>& nearest);

}  // namespace gputco::scenario
