// Target rank correlations as a matrix (MODEL.md section 8; issue #36): the eigen decomposition
// against closed forms, a set of targets that contradicts itself refused with its pairs named,
// and the nearest valid matrix, which keeps the pairs the user holds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

#include "model/scenario/correlation_matrix.h"
#include "model/scenario/validation.h"
#include "tests/scenario/valid_scenario.h"

using namespace gputco::scenario;

namespace {

SymmetricMatrix matrixOf(std::size_t n, std::initializer_list<double> cells) {
    SymmetricMatrix m(n);
    m.cells.assign(cells.begin(), cells.end());
    return m;
}

double smallest(const SymmetricMatrix& m) {
    return symmetricEigen(m).values.front();
}

// Three inputs of the example scenario's kind, each uniform.
Uncertainty threeInputs(double ab, double ac, double bc) {
    Uncertainty u;
    for (const char* path : {"demand.gpus", "demand.growth_per_year", "options[2].sources[0].facility.pue"})
        u.inputs.push_back({path, Distribution::Uniform, 1, 0, 2});
    u.correlations = {{"demand.gpus", "demand.growth_per_year", ab},
                      {"demand.gpus", "options[2].sources[0].facility.pue", ac},
                      {"demand.growth_per_year", "options[2].sources[0].facility.pue", bc}};
    return u;
}

}  // namespace

TEST_CASE("correlation matrix: eigenvalues against closed forms", "[scenario][correlation]") {
    // [[1, r], [r, 1]] has eigenvalues 1 - r and 1 + r, vectors (1, -1) / sqrt 2 and (1, 1) / sqrt 2.
    const EigenDecomposition two = symmetricEigen(matrixOf(2, {1, 0.6, 0.6, 1}));
    CHECK(two.values[0] == Approx(0.4).epsilon(1e-14));
    CHECK(two.values[1] == Approx(1.6).epsilon(1e-14));
    CHECK(std::fabs(two.vectors[0 * 2 + 1]) == Approx(1 / std::sqrt(2.0)));
    // The 3 x 3 equicorrelation matrix with r = 0.5: 1 - r twice and 1 + 2 r once.
    const EigenDecomposition three = symmetricEigen(matrixOf(3, {1, .5, .5, .5, 1, .5, .5, .5, 1}));
    CHECK(three.values[0] == Approx(0.5).epsilon(1e-13));
    CHECK(three.values[1] == Approx(0.5).epsilon(1e-13));
    CHECK(three.values[2] == Approx(2.0).epsilon(1e-13));
    // V L V^T gives the matrix back, and the square root squared is the matrix.
    const SymmetricMatrix m =
        matrixOf(3, {2, -1, 0, -1, 2, -1, 0, -1, 2});  // eigenvalues 2 - sqrt 2, 2, 2 + sqrt 2
    const EigenDecomposition e = symmetricEigen(m);
    CHECK(e.values[0] == Approx(2 - std::sqrt(2.0)));
    CHECK(e.values[2] == Approx(2 + std::sqrt(2.0)));
    const SymmetricMatrix back = eigenFunction(e, [](double v) { return v; });
    const SymmetricMatrix root = eigenFunction(e, [](double v) { return std::sqrt(v); });
    for (std::size_t i = 0; i < 3; ++i)
        for (std::size_t j = 0; j < 3; ++j) {
            CHECK(back.at(i, j) == Approx(m.at(i, j)).margin(1e-14));
            double square = 0;
            for (std::size_t k = 0; k < 3; ++k) square += root.at(i, k) * root.at(k, j);
            CHECK(square == Approx(m.at(i, j)).margin(1e-13));
        }
}

TEST_CASE("correlation matrix: a singular matrix is valid, a contradictory one is not",
          "[scenario][correlation]") {
    // A rank correlation of 1 (eigenvalues 0 and 2) is valid: MODEL.md says it is factored, not refused.
    CHECK(isValidCorrelation(matrixOf(2, {1, 1, 1, 1})));
    // a ~ b 0.9, a ~ c 0.9, b ~ c -0.9: if a moves with b and with c, b cannot move against c.
    // Its eigenvalues: 1.9 twice (vectors (1, 1, 0) and (1, 0, 1) directions) and 1 - 1.8 = -0.8.
    const Uncertainty bad = threeInputs(0.9, 0.9, -0.9);
    const CorrelationTargets t = correlationTargets(bad);
    CHECK(smallest(t.matrix) == Approx(-0.8));
    CHECK_FALSE(isValidCorrelation(t.matrix));
    CHECK(isValidCorrelation(correlationTargets(threeInputs(0.9, 0.9, 0.8)).matrix));
}

TEST_CASE("correlation matrix: the nearest valid matrix is valid, close, and keeps held pairs",
          "[scenario][correlation]") {
    const Uncertainty bad = threeInputs(0.9, 0.9, -0.9);
    const std::vector<RankCorrelation> offered = nearestCorrelations(bad);
    Uncertainty repaired = bad;
    repaired.correlations = offered;
    CHECK(smallest(correlationTargets(repaired).matrix) >= -kPsdTolerance);
    // By symmetry (swapping b and c maps the targets onto themselves) a ~ b = a ~ c = x and
    // b ~ c = y. [[1, x, x], [x, 1, y], [x, y, 1]] is valid when 1 + y >= 2 x^2; the closest point
    // of that boundary to (0.9, -0.9), weighing x twice, is where the gradient of
    // 2 (x - 0.9)^2 + (y + 0.9)^2, (-1.6, 0.8), is parallel to the boundary's normal (4x, -1):
    // x = 0.5, y = -0.5 (1 - 0.5 = 2 x 0.25).
    CHECK(offered[0].rank == Approx(0.5).margin(1e-6));
    CHECK(offered[1].rank == Approx(0.5).margin(1e-6));
    CHECK(offered[2].rank == Approx(-0.5).margin(1e-6));
    // Holding a ~ b at 0.9 leaves it there; the others move further.
    const std::vector<RankCorrelation> held = nearestCorrelations(bad, {true, false, false});
    CHECK(held[0].rank == Approx(0.9).margin(1e-6));
    repaired.correlations = held;
    CHECK(smallest(correlationTargets(repaired).matrix) >= -kPsdTolerance);
    // A valid set is offered back unchanged.
    const Uncertainty good = threeInputs(0.5, -0.3, 0.2);
    CHECK(nearestCorrelations(good) == good.correlations);
}

TEST_CASE("correlation validation: contradictory pairs are refused by name", "[scenario][correlation]") {
    Scenario s = test::validScenario();
    s.uncertainty = threeInputs(0.9, 0.9, -0.9);
    s.uncertainty->inputs[0].low = 8;  // demand.gpus: within its field
    s.uncertainty->inputs[0].high = 16;
    s.uncertainty->inputs[1].low = 0;
    s.uncertainty->inputs[1].high = 0.2;
    s.uncertainty->inputs[2].low = 1.2;
    s.uncertainty->inputs[2].high = 1.6;
    const auto problems = validate(s);
    INFO(test::listing(problems));
    REQUIRE(problems.size() == 1);
    const Problem p = validate(s).front();
    CHECK(p.rule == Rule::CorrelationInvalid);
    CHECK(p.path == "uncertainty.correlations");
    CHECK(p.numbers.at(0) == Approx(-0.8));
    // Every pair moves here, so all three are named.
    CHECK(p.name.find("demand.gpus ~ demand.growth_per_year") != std::string::npos);
    CHECK(p.name.find("demand.growth_per_year ~ options[2].sources[0].facility.pue") != std::string::npos);
    s.uncertainty->correlations[2].rank = 0.8;
    CHECK_VALID(s);
}

TEST_CASE("correlation validation: each pair names two listed inputs once, within -1 and 1",
          "[scenario][correlation]") {
    Scenario s = test::validScenario();
    s.uncertainty = threeInputs(0.5, 0.2, 0.1);
    s.uncertainty->inputs[0].low = 8;
    s.uncertainty->inputs[0].high = 16;
    s.uncertainty->inputs[1].low = 0;
    s.uncertainty->inputs[1].high = 0.2;
    s.uncertainty->inputs[2].low = 1.2;
    s.uncertainty->inputs[2].high = 1.6;
    CHECK_VALID(s);
    const auto rulesOf = [](const Scenario& x) {
        std::vector<std::pair<std::string, Rule>> out;
        for (const Problem& p : validate(x)) out.emplace_back(p.path, p.rule);
        return out;
    };
    Scenario unknown = s;
    unknown.uncertainty->correlations[0].b = "finance.discount_rate";
    CHECK(rulesOf(unknown) == std::vector<std::pair<std::string, Rule>>{
                                  {"uncertainty.correlations[0].b", Rule::CorrelationUnknown}});
    Scenario self = s;
    self.uncertainty->correlations[1].b = "demand.gpus";
    CHECK(rulesOf(self) == std::vector<std::pair<std::string, Rule>>{
                               {"uncertainty.correlations[1].b", Rule::CorrelationSelf}});
    Scenario twice = s;
    twice.uncertainty->correlations.push_back({"demand.growth_per_year", "demand.gpus", 0.4});
    CHECK(rulesOf(twice) == std::vector<std::pair<std::string, Rule>>{
                                {"uncertainty.correlations[3]", Rule::CorrelationDuplicate}});
    Scenario outside = s;
    outside.uncertainty->correlations[2].rank = -1.2;
    CHECK(rulesOf(outside) ==
          std::vector<std::pair<std::string, Rule>>{{"uncertainty.correlations[2].rank", Rule::Between}});
    Scenario edge = s;
    edge.uncertainty->correlations = {{"demand.gpus", "demand.growth_per_year", -1}};
    CHECK_VALID(edge);  // -1 is a valid (singular) target
}
