// What the inputs panel calls each numeric field of a scenario, with its unit: one entry per
// leaf name of the file format ("pue", "server_price"), so that every field the engine reads
// (scenario::numericFieldPaths) gets an editor with a translated label.
#pragma once

#include <QString>

namespace gputco::ui {

struct FieldLabel {
    QString text;      // "Server price (USD)", "PUE"
    double scale = 1;  // shown = stored * scale: 100 for a fraction shown in %
};

// `path` as the file names it; `currency` for money units.
FieldLabel fieldLabel(const QString& path, const QString& currency);

// The section of the inputs panel a path belongs to: "general", "demand", "tariffs", "gpus",
// or "options[i]".
QString fieldSection(const QString& path);

}  // namespace gputco::ui
