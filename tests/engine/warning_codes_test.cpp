// Engine warnings are typed values (issue #35): a code and its named arguments, and the result
// document's English sentence made from them. The sentences are the words the engine wrote
// before it had codes, character for character: the CLI's output and the JSON result document
// must not change (MODEL.md section 10).
#include <catch2/catch.hpp>

#include "model/engine/warnings.h"

using namespace gputco;
using engine::WarningCode;

TEST_CASE("warning codes: unserved demand carries its GPU-hours and the old sentence", "[engine][warnings]") {
    const engine::Warning w = engine::unservedDemandWarning(14016.4);
    CHECK(w.code == WarningCode::UnservedDemand);
    CHECK(w.referenceGpuHours == 14016.4);
    // 14016.4 rounds to 14,016 whole GPU-hours, grouped by thousands.
    CHECK(w.message == "unserved demand: 14,016 reference GPU-hours");
}

TEST_CASE("warning codes: a commitment past the horizon carries its amount, currency, horizon and rule",
          "[engine][warnings]") {
    const engine::Warning prorated = engine::commitmentPastHorizonWarning(1234567.8, "USD", 36, false);
    CHECK(prorated.code == WarningCode::CommitmentPastHorizon);
    CHECK(prorated.amount == 1234567.8);
    CHECK(prorated.currency == "USD");
    CHECK(prorated.horizonMonths == 36);
    CHECK_FALSE(prorated.settled);
    // 1234567.8 rounds to 1,234,568; the rule's file name in brackets, as the CLI printed it.
    CHECK(prorated.message ==
          "commitment past the horizon: 1,234,568 USD of reserved terms and leases falls after month 36; "
          "not counted (commitments_at_horizon: prorate)");
    const engine::Warning settled = engine::commitmentPastHorizonWarning(500, "EUR", 60, true);
    CHECK(settled.settled);
    CHECK(settled.message ==
          "commitment past the horizon: 500 EUR of reserved terms and leases falls after month 60; "
          "paid at the horizon (commitments_at_horizon: settle)");
}

TEST_CASE("warning codes: not like for like carries its differences", "[engine][warnings]") {
    const engine::Warning w = engine::notLikeForLikeWarning("no staff (0.25 FTE, PV 1,000 USD)");
    CHECK(w.code == WarningCode::NotLikeForLike);
    CHECK(w.differences == "no staff (0.25 FTE, PV 1,000 USD)");
    CHECK(w.message == "not like for like: no staff (0.25 FTE, PV 1,000 USD)");
}

TEST_CASE("warning codes: a service its MIG slice cannot hold carries the source, slice and job",
          "[engine][warnings]") {
    const engine::Warning w =
        engine::sliceTooSmallWarning(0, "2g.10gb", "A100-40GB-SXM4", 10.0, 16.06, "Llama 3 8B");
    CHECK(w.code == WarningCode::SliceTooSmall);
    CHECK(w.source == 0);
    CHECK(w.profile == "2g.10gb");
    CHECK(w.gpu == "A100-40GB-SXM4");
    CHECK(w.sliceGb == 10.0);
    CHECK(w.needGb == 16.06);
    CHECK(w.job == "Llama 3 8B");
    // GB to one decimal (16.06 -> 16.1), the source as the file indexes it (from 0).
    CHECK(w.message ==
          "sources[0]: the MIG slice 2g.10gb of A100-40GB-SXM4 holds 10.0 GB, less than the 16.1 GB the "
          "inference job \"Llama 3 8B\" needs: it cannot serve that job");
}
