// gputco-cli size (issue #17): a scenario's jobs sized and costed, as a table and as JSON.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "tests/cli/cli_run.h"

using gputco::test::cli;
using gputco::test::Run;
using gputco::test::writeTemp;

namespace {

// Llama 3 8B (8.03e9 parameters; Meta's config.json: 32 layers, 8 key-value heads of 128)
// served in FP16 at 2,000 tokens/s, 16 requests of 8,192 tokens at once, on 8-GPU A100 40GB
// instances rented at 16.00 an hour (scheduling efficiency 0.9 by default).
const char* const kChat = R"({
  "format": "gputco.scenario", "version": 1, "name": "chat", "currency": "USD", "horizon_years": 1,
  "finance": { "discount_rate": 0.08 },
  "workload": { "bound": { "tensor_fp16": 1.0 } },
  "gpus": { "A100-40GB-SXM4": { "datasheet": { "tensor_fp16": 312 }, "efficiency": { "tensor_fp16": 0.87 },
                                "memory_gb": 40 } },
  "tariffs": { "grid": { "kind": "flat", "price_per_kwh": 0.08 } },
  "demand": { "jobs": { "inference": [
    { "name": "Llama 3 8B chat", "tokens_per_second": 2000, "params": 8.03e9, "mfu": 0.3, "precision": "fp16",
      "layers": 32, "hidden_size": 4096, "kv_heads": 8, "head_dim": 128,
      "context_length": 8192, "concurrent_requests": 16 } ] } },
  "options": [
    { "name": "Rent", "sources": [ { "kind": "on_demand", "gpu": "A100-40GB-SXM4", "price_per_hour": 16 } ] }
  ]
})";

}  // namespace

TEST_CASE("cli: size prints each job's steps, memory fit, MIG slice and cost per million tokens",
          "[cli][sizing]") {
    QTemporaryDir dir;
    const QString file = writeTemp(dir, "chat.gputco", kChat);
    const Run json = cli({"size", file, "--json"});
    INFO(json.err.toStdString());
    REQUIRE(json.exitCode == 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
    CHECK(doc["format"].toString() == "gputco.sizing");
    const QJsonObject job = doc["jobs"].toArray().at(0).toObject();
    // 2 x 8.03e9 = 1.606e10 FLOPs a token; a million over 0.3 x 271.44e12 x 3,600 = 0.0547833 h.
    CHECK(job["flops"].toDouble() == Approx(1.606e10));
    CHECK(job["reference_gpu_hours_per_million_tokens"].toDouble() == Approx(0.0547833).epsilon(1e-5));
    // 16.06 GB of weights and 17.18 GB of KV cache (2 x 32 x 8 x 128 x 2 bytes x 8,192 x 16).
    const QJsonObject memory = job["memory"].toObject();
    CHECK(memory["weights_gb"].toDouble() == Approx(16.06));
    CHECK(memory["kv_cache_gb"].toDouble() == Approx(17.179869184));
    const QJsonObject fit = job["fits"].toArray().at(0).toObject();
    CHECK(fit["fit"].toString() == "one_gpu");
    // 33.24 GB: only the whole-GPU slice of an A100 40GB holds it.
    const QJsonObject mig = job["mig"].toArray().at(0).toObject();
    CHECK(mig["profile"].toString() == "7g.40gb");
    CHECK(mig["per_gpu"].toInt() == 1);
    // 16 / (8 x 0.9) = 2.2222 per reference GPU-hour x 0.0547833 h = 0.121741 per million tokens.
    const QJsonObject rent = doc["options"].toArray().at(0).toObject();
    CHECK(rent["levelised_cost_per_reference_gpu_hour"].toDouble() == Approx(16.0 / 7.2));
    CHECK(rent["cost_per_million_tokens"].toArray().at(0).toObject()["value"].toDouble() ==
          Approx(0.121741).epsilon(1e-5));

    const Run table = cli({"size", file});
    REQUIRE(table.exitCode == 0);
    const std::string text = table.out.toStdString();
    CHECK_THAT(text,
               Catch::Contains(
                   "memory                                  33.2 GB (weights 16.1 GB, KV cache 17.2 GB)"));
    CHECK_THAT(text, Catch::Contains("on A100-40GB-SXM4 (40.0 GB): fits one GPU"));
    CHECK_THAT(text, Catch::Contains("MIG on A100-40GB-SXM4: 7g.40gb, 1 per GPU"));
    CHECK_THAT(text, Catch::Contains("USD 0.1217"));

    // The result document carries the same cost.
    const Run evaluated = cli({"evaluate", file, "--json"});
    REQUIRE(evaluated.exitCode == 0);
    const QJsonObject option =
        QJsonDocument::fromJson(evaluated.out).object()["options"].toArray().at(0).toObject();
    const QJsonObject cost = option["cost_per_million_tokens"].toArray().at(0).toObject();
    CHECK(cost["job"].toString() == "Llama 3 8B chat");
    CHECK(cost["value"].toDouble() == Approx(0.121741).epsilon(1e-5));
    CHECK(option["cost_per_training_run"].toArray().isEmpty());
}

TEST_CASE("cli: size says when a scenario has no jobs, and refuses bad arguments", "[cli][sizing]") {
    const Run none =
        cli({"size", QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco")});
    REQUIRE(none.exitCode == 0);
    CHECK(none.out.toStdString() == "This scenario has no jobs (demand.jobs): nothing to size.\n");
    CHECK(cli({"size"}).exitCode == 2);
    CHECK(cli({"size", "a.gputco", "--nope"}).exitCode == 2);
    CHECK(cli({"size", "/nonexistent/a.gputco"}).exitCode == 1);
}
