// The result document of MODEL.md section 10: `gputco-cli evaluate --json`, read by the
// report, the GUI's tests and the contract checker. Extra fields beyond the contract:
// "baseline", "reference_demand_gpus", and per option "is_baseline", "warnings", "roi".
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <vector>

#include "model/engine/result.h"

namespace gputco::io {

QJsonObject resultObject(const engine::Result& result);
QByteArray resultJson(const engine::Result& result);
// [{"job": name, "value": cost or null}]: an option's cost_per_million_tokens or
// cost_per_training_run, as the result document and `gputco-cli size --json` write it.
QJsonArray jobCostsJson(const std::vector<engine::JobCost>& costs);
// [{"job": name, "api_price": blended price per million tokens, "value": tokens per second or
// null, "highest_rate": the top of the range searched}]: an option's API break-even.
QJsonArray apiBreakEvenJson(const std::vector<engine::ApiBreakEven>& breakEven);

}  // namespace gputco::io
