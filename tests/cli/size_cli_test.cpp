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

// The same service with a hosted API at 0.10 per million input and 0.20 per million output
// tokens (blended 0.75 x 0.10 + 0.25 x 0.20 = 0.125), no discounting, on three options: the
// rented instances above; two such instances at most, cut into 3g.20gb slices; and one owned
// 8-GPU node, kept whole (7g.40gb), for 20,000 with no power and nothing back at the end.
const char* const kSlices = R"({
  "format": "gputco.scenario", "version": 1, "name": "chat", "currency": "USD", "horizon_years": 1,
  "finance": { "discount_rate": 0 },
  "workload": { "bound": { "tensor_fp16": 1.0 } },
  "gpus": { "A100-40GB-SXM4": { "datasheet": { "tensor_fp16": 312 }, "efficiency": { "tensor_fp16": 0.87 },
                                "memory_gb": 40 } },
  "tariffs": { "grid": { "kind": "flat", "price_per_kwh": 0.08 } },
  "demand": { "jobs": { "inference": [
    { "name": "Llama 3 8B chat", "tokens_per_second": 2000, "params": 8.03e9, "mfu": 0.3, "precision": "fp16",
      "layers": 32, "hidden_size": 4096, "kv_heads": 8, "head_dim": 128,
      "context_length": 8192, "concurrent_requests": 16, "api_input_price": 0.10, "api_output_price": 0.20 } ] } },
  "options": [
    { "name": "Rent", "sources": [ { "kind": "on_demand", "gpu": "A100-40GB-SXM4", "price_per_hour": 16 } ] },
    { "name": "Rent slices", "sources": [ { "kind": "on_demand", "gpu": "A100-40GB-SXM4", "mig_profile": "3g.20gb",
                                             "price_per_hour": 16, "max_instances": 2 } ] },
    { "name": "Own", "sources": [ { "kind": "owned", "gpu": "A100-40GB-SXM4", "mig_profile": "7g.40gb", "nodes": 1,
                                    "server_price": 20000, "max_kw": 0, "resale_decline_per_year": 1,
                                    "facility": { "tariff": "grid" } } ] }
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

TEST_CASE("cli: size shows the replicas of MIG sources and where self-hosting beats the API",
          "[cli][sizing]") {
    QTemporaryDir dir;
    const QString file = writeTemp(dir, "slices.gputco", kSlices);
    const Run json = cli({"size", file, "--json"});
    INFO(json.err.toStdString());
    REQUIRE(json.exitCode == 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
    const QJsonArray replicas = doc["jobs"].toArray().at(0).toObject()["mig_replicas"].toArray();
    REQUIRE(replicas.size() == 2);
    // 2 instances x 8 GPUs x 2 slices of 3g.20gb = 32 replicas, each 3/7 of a reference GPU; the
    // 0.394 reference GPUs of 2,000 tokens/s need 1. But 33.24 GB does not fit 20 GB.
    const QJsonObject rented = replicas.at(0).toObject();
    CHECK(rented["option"].toInt() == 1);
    CHECK(rented["profile"].toString() == "3g.20gb");
    CHECK(rented["replicas_held"].toDouble() == 32);
    CHECK(rented["replicas_needed"].toDouble() == 1);
    CHECK(rented["reference_gpus_per_slice"].toDouble() == Approx(3.0 / 7.0));
    CHECK_FALSE(rented["fits"].toBool());
    // 1 node x 8 GPUs x 1 slice of 7g.40gb = 8 replicas, and it fits.
    const QJsonObject own = replicas.at(1).toObject();
    CHECK(own["replicas_held"].toDouble() == 8);
    CHECK(own["fits"].toBool());

    const QJsonArray options = doc["options"].toArray();
    const auto breakEven = [&](int i) {
        return options.at(i).toObject()["api_break_even_tokens_per_second"].toArray().at(0).toObject();
    };
    // Rent: 0.121741 per million tokens on the hours used (above), 0.121741 / 0.0547833 = 2.22220
    // per reference GPU-hour. But the service's 33.24 GB hold one A100 40GB in every hour (MODEL.md
    // section 3), so below 1 / (0.394 / 2,000) = 5,076 tokens/s a million tokens cost
    // 2.22220 x 1e6 / (r x 3,600) on what it holds: <= 0.125 from r = 2.22220e6 / 450 = 4,938.2.
    CHECK(breakEven(0)["api_price"].toDouble() == Approx(0.125));
    CHECK(breakEven(0)["value"].toDouble() == Approx(0.121741 / 0.0547833 * 1e6 / 450.0).epsilon(2e-3));
    // Slices: 16 / (8 x 6/7 x 0.9) = 2.5926 per reference GPU-hour x 0.0547833 = 0.1420: never.
    CHECK(breakEven(1)["value"].isNull());
    CHECK(breakEven(1)["highest_rate"].toDouble() == Approx(2e6));
    // Own: 20,000 for 2,000 tokens/s x 31.536 million a year: 0.317098 per million tokens, so
    // r* = 2,000 x 0.317098 / 0.125 = 5,073.6 tokens/s, found to 0.1 %.
    CHECK(breakEven(2)["value"].toDouble() == Approx(2000.0 * (20000.0 / 63072.0) / 0.125).epsilon(1e-3));

    const Run table = cli({"size", file});
    REQUIRE(table.exitCode == 0);
    const std::string text = table.out.toStdString();
    CHECK_THAT(text,
               Catch::Contains("MIG replicas on \"Rent slices\" sources[0] (A100-40GB-SXM4 3g.20gb): holds "
                               "32, the peak needs 1 (the slice is too small for it)"));
    CHECK_THAT(text, Catch::Contains("MIG replicas on \"Own\" sources[0] (A100-40GB-SXM4 7g.40gb): holds 8"));
    CHECK_THAT(text, Catch::Contains("4,938.6 tokens/s"));
    CHECK_THAT(text, Catch::Contains(
                         "none: self-hosting does not beat the API at any rate up to 2,000,000 tokens/s"));
    CHECK_THAT(text, Catch::Contains("5,07"));

    // The result document: the same break-even, and the slices' warning.
    const Run evaluated = cli({"evaluate", file, "--json"});
    REQUIRE(evaluated.exitCode == 0);
    const QJsonArray results = QJsonDocument::fromJson(evaluated.out).object()["options"].toArray();
    CHECK(results.at(2).toObject()["api_break_even_tokens_per_second"] ==
          options.at(2).toObject()["api_break_even_tokens_per_second"]);
    CHECK(results.at(1).toObject()["warnings"].toArray().at(0).toString().startsWith(
        "sources[0]: the MIG slice 3g.20gb of A100-40GB-SXM4 holds 20.0 GB, less than the 33.2 GB"));
    CHECK(results.at(0).toObject()["warnings"].toArray().isEmpty());
}
