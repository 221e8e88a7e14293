#include "model/scenario/correlation_matrix.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gputco::scenario {

namespace {

// Sweeps of the cyclic Jacobi method: each squares the off-diagonal mass at worst linearly and
// soon quadratically; ten suffice below a hundred rows, fifty is a bound that is never reached.
constexpr int kMaxSweeps = 50;
constexpr int kMaxProjections = 2000;
// The nearest matrix's moves that name a pair as conflicting: well above rounding, well below
// any coefficient a person would type.
constexpr double kConflictMove = 0.005;

double frobenius(const SymmetricMatrix& m) {
    double sum = 0;
    for (double v : m.cells) sum += v * v;
    return std::sqrt(sum);
}

SymmetricMatrix positivePart(const SymmetricMatrix& m) {
    return eigenFunction(symmetricEigen(m), [](double v) { return std::max(v, 0.0); });
}

// Unit diagonal and the kept cells at their targets: the projection onto the second set.
void holdCells(SymmetricMatrix& m, const SymmetricMatrix& target, const std::vector<bool>& kept) {
    for (std::size_t i = 0; i < m.n; ++i) {
        m.at(i, i) = 1;
        for (std::size_t j = 0; j < m.n; ++j)
            if (i != j && !kept.empty() && kept[i * m.n + j]) m.at(i, j) = target.at(i, j);
    }
}

std::size_t indexOf(const std::vector<std::string>& paths, const std::string& path) {
    return static_cast<std::size_t>(std::find(paths.begin(), paths.end(), path) - paths.begin());
}

}  // namespace

SymmetricMatrix::SymmetricMatrix(std::size_t size, double diagonal) : n(size), cells(size * size, 0.0) {
    for (std::size_t i = 0; i < n; ++i) at(i, i) = diagonal;
}

EigenDecomposition symmetricEigen(const SymmetricMatrix& m) {
    const std::size_t n = m.n;
    SymmetricMatrix a = m;
    SymmetricMatrix v(n, 1.0);
    const double scale = std::max(frobenius(m), 1e-300);
    for (int sweep = 0; sweep < kMaxSweeps; ++sweep) {
        double off = 0;
        for (std::size_t p = 0; p < n; ++p)
            for (std::size_t q = p + 1; q < n; ++q) off += a.at(p, q) * a.at(p, q);
        if (std::sqrt(off) <= 1e-15 * scale) break;
        for (std::size_t p = 0; p < n; ++p)
            for (std::size_t q = p + 1; q < n; ++q) {
                const double apq = a.at(p, q);
                if (apq == 0) continue;
                // The rotation J (c on p and q, s at (p, q), -s at (q, p)) with J^T A J zero at
                // (p, q): t = tan of its angle, the smaller root of t^2 + 2 theta t - 1 = 0.
                const double theta = (a.at(q, q) - a.at(p, p)) / (2 * apq);
                const double t =
                    (theta >= 0 ? 1.0 : -1.0) / (std::fabs(theta) + std::sqrt(theta * theta + 1));
                const double c = 1 / std::sqrt(t * t + 1);
                const double s = t * c;
                for (std::size_t k = 0; k < n; ++k) {  // A J: columns p and q
                    const double kp = a.at(k, p), kq = a.at(k, q);
                    a.at(k, p) = c * kp - s * kq;
                    a.at(k, q) = s * kp + c * kq;
                }
                for (std::size_t k = 0; k < n; ++k) {  // J^T (A J): rows p and q
                    const double pk = a.at(p, k), qk = a.at(q, k);
                    a.at(p, k) = c * pk - s * qk;
                    a.at(q, k) = s * pk + c * qk;
                }
                a.at(p, q) = a.at(q, p) = 0;
                for (std::size_t k = 0; k < n; ++k) {  // V J
                    const double kp = v.at(k, p), kq = v.at(k, q);
                    v.at(k, p) = c * kp - s * kq;
                    v.at(k, q) = s * kp + c * kq;
                }
            }
    }
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return a.at(x, x) < a.at(y, y); });
    EigenDecomposition e;
    e.values.resize(n);
    e.vectors.assign(n * n, 0.0);
    for (std::size_t k = 0; k < n; ++k) {
        e.values[k] = a.at(order[k], order[k]);
        for (std::size_t r = 0; r < n; ++r) e.vectors[r * n + k] = v.at(r, order[k]);
    }
    return e;
}

SymmetricMatrix eigenFunction(const EigenDecomposition& e, const std::function<double(double)>& f) {
    const std::size_t n = e.values.size();
    SymmetricMatrix out(n);
    std::vector<double> fv(n);
    for (std::size_t k = 0; k < n; ++k) fv[k] = f(e.values[k]);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i; j < n; ++j) {
            double sum = 0;
            for (std::size_t k = 0; k < n; ++k) sum += e.vectors[i * n + k] * fv[k] * e.vectors[j * n + k];
            out.at(i, j) = out.at(j, i) = sum;
        }
    return out;
}

bool isValidCorrelation(const SymmetricMatrix& m) {
    if (m.n == 0) return true;
    return symmetricEigen(m).values.front() >= -kPsdTolerance;
}

CorrelationTargets correlationTargets(const Uncertainty& u) {
    std::vector<std::string> paths;
    for (const UncertainInput& in : u.inputs) paths.push_back(in.path);
    CorrelationTargets t;
    for (const RankCorrelation& c : u.correlations) {
        const std::size_t a = indexOf(paths, c.a), b = indexOf(paths, c.b);
        if (a == paths.size() || b == paths.size() || a == b) continue;
        t.inputs.push_back(a);
        t.inputs.push_back(b);
    }
    std::sort(t.inputs.begin(), t.inputs.end());
    t.inputs.erase(std::unique(t.inputs.begin(), t.inputs.end()), t.inputs.end());
    t.matrix = SymmetricMatrix(t.inputs.size(), 1.0);
    for (const RankCorrelation& c : u.correlations) {
        CorrelationTargets::Cell& cell = t.cells.emplace_back();
        const std::size_t a = indexOf(paths, c.a), b = indexOf(paths, c.b);
        if (a == paths.size() || b == paths.size() || a == b) continue;
        const auto row = static_cast<std::size_t>(std::lower_bound(t.inputs.begin(), t.inputs.end(), a) -
                                                  t.inputs.begin());
        const auto column = static_cast<std::size_t>(std::lower_bound(t.inputs.begin(), t.inputs.end(), b) -
                                                     t.inputs.begin());
        cell = {true, std::min(row, column), std::max(row, column)};
        t.matrix.at(row, column) = t.matrix.at(column, row) = c.rank;
    }
    return t;
}

NearestCorrelation nearestCorrelation(const SymmetricMatrix& target, const std::vector<bool>& kept) {
    NearestCorrelation out;
    SymmetricMatrix y = target;
    holdCells(y, target, kept);
    if (isValidCorrelation(y)) {
        out.matrix = y;
        return out;
    }
    SymmetricMatrix correction(target.n);  // Dykstra's, for the projection onto the PSD cone
    for (int iteration = 0; iteration < kMaxProjections; ++iteration) {
        SymmetricMatrix r = y;
        for (std::size_t k = 0; k < r.cells.size(); ++k) r.cells[k] -= correction.cells[k];
        const SymmetricMatrix x = positivePart(r);
        for (std::size_t k = 0; k < r.cells.size(); ++k) correction.cells[k] = x.cells[k] - r.cells[k];
        y = x;
        holdCells(y, target, kept);
        if (symmetricEigen(y).values.front() >= -1e-10) break;
    }
    // Wherever the projections stopped, the last step makes the matrix valid: its negative
    // eigenvalues (tiny once converged) clipped, then scaled back to a unit diagonal.
    if (const EigenDecomposition e = symmetricEigen(y); e.values.front() < 0) {
        SymmetricMatrix x = eigenFunction(e, [](double v) { return std::max(v, 1e-12); });
        for (std::size_t i = 0; i < x.n; ++i)
            for (std::size_t j = 0; j < x.n; ++j)
                if (i != j) x.at(i, j) /= std::sqrt(x.cells[i * x.n + i] * x.cells[j * x.n + j]);
        for (std::size_t i = 0; i < x.n; ++i) x.at(i, i) = 1;
        y = x;
    }
    out.matrix = y;
    for (std::size_t k = 0; k < kept.size() && k < y.cells.size(); ++k)
        if (kept[k] && std::fabs(y.cells[k] - target.cells[k]) > 1e-6) out.keptHeld = false;
    return out;
}

std::vector<RankCorrelation> nearestCorrelations(const Uncertainty& u, const std::vector<bool>& keptPairs) {
    const CorrelationTargets t = correlationTargets(u);
    std::vector<bool> kept(t.matrix.cells.size(), false);
    for (std::size_t k = 0; k < keptPairs.size() && k < t.cells.size(); ++k)
        if (keptPairs[k] && t.cells[k].used) {
            kept[t.cells[k].row * t.matrix.n + t.cells[k].column] = true;
            kept[t.cells[k].column * t.matrix.n + t.cells[k].row] = true;
        }
    const NearestCorrelation nearest = nearestCorrelation(t.matrix, kept);
    std::vector<RankCorrelation> out = u.correlations;
    for (std::size_t k = 0; k < out.size(); ++k)
        if (t.cells[k].used) out[k].rank = nearest.matrix.at(t.cells[k].row, t.cells[k].column);
    return out;
}

std::vector<std::size_t> conflictingCorrelations(const Uncertainty& u,
                                                 const std::vector<RankCorrelation>& nearest) {
    const CorrelationTargets t = correlationTargets(u);
    std::vector<std::pair<double, std::size_t>> moves;
    for (std::size_t k = 0; k < t.cells.size() && k < nearest.size(); ++k)
        if (t.cells[k].used) moves.emplace_back(std::fabs(nearest[k].rank - u.correlations[k].rank), k);
    std::stable_sort(moves.begin(), moves.end(),
                     [](const auto& x, const auto& y) { return x.first > y.first; });
    std::vector<std::size_t> out;
    for (const auto& [move, k] : moves)
        if (move > kConflictMove) out.push_back(k);
    // A matrix just past the boundary moves every pair a little: name them all then.
    if (out.empty())
        for (const auto& [move, k] : moves) out.push_back(k);
    return out;
}

}  // namespace gputco::scenario
