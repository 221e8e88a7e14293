// A new option from one catalog offer (issue #34, item 1), with what it needs from the
// catalog besides the offer: the offer's GPU model when the scenario lacks it, brought in
// from the catalog's GPU models (datasheet figures, default efficiencies, source and date),
// as "Add or update a GPU model from the catalog" does. Adding an H100 offer to the A100
// example was refused with "add it first", after the dialog had closed.
#pragma once

#include <QDate>
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "model/io/library/catalog_row.h"
#include "model/scenario/scenario.h"

namespace gputco::ui {

struct CatalogOption {
    scenario::Option option;
    // The GPU model brought in with it, keyed as the offer names it; none when the scenario
    // has it already.
    std::optional<std::pair<std::string, scenario::GpuModel>> gpu;
    QString gpuName;  // its name in words ("H100 SXM"), empty when none is brought in

    // Puts both into `s`: what the one undoable edit does.
    void addTo(scenario::Scenario& s) const;
};

// The catalog's GPU model row in force for `key` on `day`: the newest dated on or before
// it, else the oldest dated after it; nullopt when the catalog has no row of that key.
std::optional<io::library::CatalogRow> gpuRowFor(const std::vector<io::library::CatalogRow>& gpus,
                                                 const QString& key, const QDate& day);

// The option for `offer` on top of `current`, with its GPU model from `gpus` (the catalog's
// GPU model rows) where `current` lacks it. nullopt, with `why` in words, when it cannot be
// added: a GPU model neither describes, an offer without a price, a currency without a rate.
std::optional<CatalogOption> catalogOption(const scenario::Scenario& current,
                                           const io::library::CatalogRow& offer,
                                           const std::vector<io::library::CatalogRow>& gpus, const QDate& day,
                                           QString* why);

// What the picker says of a chosen offer before it is used: that its GPU model comes in
// from the catalog too; empty when nothing but the option is added.
QString catalogOptionNote(const scenario::Scenario& current, const io::library::CatalogRow& offer,
                          const std::vector<io::library::CatalogRow>& gpus, const QDate& day);

}  // namespace gputco::ui
