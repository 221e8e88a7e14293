#include "tests/io/reader_support.h"

#include <QFile>
#include <algorithm>
#include <catch2/catch.hpp>

namespace gputco::io::test {

QString examplePath(const char* name) {
    return QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/") + QString::fromUtf8(name);
}

QByteArray exampleBytes(const char* name) {
    QFile file(examplePath(name));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

std::string minimalDocument() {
    return R"({
  "format": "gputco.scenario",
  "version": 1,
  "name": "minimal",
  "currency": "USD",
  "horizon_years": 5,
  "finance": { "discount_rate": 0.08 },
  "workload": { "bound": { "tensor_fp16": 1.0 } },
  "tariffs": { "flat-tariff": { "kind": "flat", "price_per_kwh": 0.08 } },
  "demand": { "gpus": 10 },
  "options": [
    { "name": "Buy",
      "sources": [
        { "kind": "owned", "gpu": "A100-40GB-SXM4", "nodes": 2, "server_price": 199000,
          "idle_kw": 1.5, "max_kw": 6.5,
          "facility": { "pue": 1.5, "tariff": "flat-tariff" } } ] },
    { "name": "Rent",
      "sources": [
        { "kind": "on_demand", "gpu": "A100-40GB-SXM4", "price_per_hour": 21.957642 } ] }
  ]
})";
}

std::string replaced(const std::string& text, const std::string& from, const std::string& to) {
    const auto first = text.find(from);
    INFO("replacing " << from);
    REQUIRE(first != std::string::npos);
    REQUIRE(text.find(from, first + 1) == std::string::npos);
    std::string result = text;
    result.replace(first, from.size(), to);
    return result;
}

ReadResult readText(const std::string& text) {
    return readScenarioJson(QByteArray::fromStdString(text));
}

std::string listing(const ReadResult& result) {
    std::string text =
        "error: \"" + result.error + "\"; " + std::to_string(result.problems.size()) + " problems:\n";
    for (const auto& p : result.problems) text += "  " + p.text() + "\n";
    return text;
}

bool reports(const ReadResult& result, const std::string& text) {
    return std::any_of(result.problems.begin(), result.problems.end(),
                       [&](const scenario::Problem& p) { return p.text() == text; });
}

std::size_t problemsAt(const ReadResult& result, const std::string& path) {
    return static_cast<std::size_t>(
        std::count_if(result.problems.begin(), result.problems.end(),
                      [&](const scenario::Problem& p) { return p.path == path; }));
}

}  // namespace gputco::io::test
