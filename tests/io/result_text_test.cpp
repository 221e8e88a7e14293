// The table `gputco-cli evaluate` prints: "[!]" beside an option that does not do all the
// work asked of it, whichever way it falls short.
#include <catch2/catch.hpp>

#include <QString>

#include "model/engine/warnings.h"
#include "model/io/result_text.h"

using namespace gputco;

namespace {

engine::OptionResult option(const std::string& name) {
    engine::OptionResult o;
    o.name = name;
    return o;
}

}  // namespace

TEST_CASE("result table: [!] marks unserved demand and a service its MIG slices cannot hold", "[io]") {
    engine::Result r;
    r.currency = "USD";
    r.options.push_back(option("Serves all"));
    r.options.push_back(option("Short of GPUs"));
    r.options.back().unservedReferenceGpuHours = 7408;
    r.options.push_back(option("Sliced"));
    // engine/sizing.cpp's words for a service that does not fit the source's slices.
    r.options.back().warnings.push_back(
        engine::sliceTooSmallWarning(0, "2g.10gb", "A100-40GB-SXM4", 10.0, 16.06, "Llama 3 8B"));
    r.options.push_back(option("Rounding"));
    r.options.back().unservedReferenceGpuHours = 0.4;  // under half a GPU-hour: rounding, no mark
    const QString table = QString::fromUtf8(io::resultTable(r));
    INFO(table.toStdString());
    CHECK_FALSE(table.contains(QStringLiteral("Serves all [!]")));
    CHECK(table.contains(QStringLiteral("Short of GPUs [!]")));
    CHECK(table.contains(QStringLiteral("Sliced [!]")));  // it had no mark
    CHECK_FALSE(table.contains(QStringLiteral("Rounding [!]")));
    CHECK(table.contains(QStringLiteral("warning: Sliced: sources[0]: the MIG slice 2g.10gb")));
}
