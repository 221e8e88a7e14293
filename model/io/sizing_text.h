// `gputco-cli size`: the sizing of a scenario's jobs (engine/sizing.h) as a readable table or
// as JSON, with each option's cost per million tokens and per training run.
#pragma once

#include <QByteArray>

#include "model/engine/result.h"
#include "model/engine/sizing.h"

namespace gputco::io {

QByteArray sizingTable(const engine::SizingResult& sized, const engine::Result& result);
QByteArray sizingJson(const engine::SizingResult& sized, const engine::Result& result);

}  // namespace gputco::io
