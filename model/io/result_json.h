// The result document of MODEL.md section 10: `gputco-cli evaluate --json`, read by the
// report, the GUI's tests and the contract checker. Extra fields beyond the contract:
// "baseline", "reference_demand_gpus", and per option "is_baseline", "warnings", "roi".
#pragma once

#include <QByteArray>
#include <QJsonObject>

#include "model/engine/result.h"

namespace gputco::io {

QJsonObject resultObject(const engine::Result& result);
QByteArray resultJson(const engine::Result& result);

}  // namespace gputco::io
