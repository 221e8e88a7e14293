// Internal to the scenario reader: JSON sections of a format version 1 file into the
// Scenario value type. Every function records problems through JsonFields and never throws.
#pragma once

#include <QJsonObject>

#include "model/io/json_fields.h"
#include "model/scenario/scenario.h"

namespace gputco::io::detail {

// Everything below "format" and "version", which the caller has already checked.
void readScenarioBody(const QJsonObject& root, scenario::Scenario& out, JsonFields& fields);

// options[i] (source_reader.cpp).
void readOptions(const QJsonArray& options, scenario::Scenario& out, JsonFields& fields);

void readProvenance(const QJsonObject& object, const std::string& path, scenario::Provenance& out,
                    JsonFields& fields);

}  // namespace gputco::io::detail
