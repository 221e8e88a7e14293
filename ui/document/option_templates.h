// New options (issue #16, "Add option"): a template (buy, reserved + on-demand overflow,
// hybrid, subscription) or one cloud offer from the catalog, named after the offer. No price
// is made up here: a template's sources are copies of sourced ones (the scenario's own, else
// the bundled example's), a catalog option copies the row's price, source and date
// (catalog_apply.h), and a source with nothing to copy keeps a price of 0 for the user to fill
// (the inputs panel says so at the source).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "model/io/library/catalog_row.h"
#include "model/scenario/scenario.h"

namespace gputco::ui {

enum class OptionTemplate { BuyServers, ReservedWithOverflow, Hybrid, Subscription, FromCatalog };

class OptionTemplates {
    Q_DECLARE_TR_FUNCTIONS(OptionTemplates)

public:
    // The template's title and one line saying what it builds.
    static QString title(OptionTemplate t);
    static QString description(OptionTemplate t);

    // The name of a source kind (the variant index of scenario::Source), as the editor shows it.
    static QString sourceKindName(std::size_t kind);
    // `source` with no price at all, no offer and no provenance (an owned one as it is): a
    // cloud source whose price is the user's to fill in.
    static scenario::Source unpriced(scenario::Source source);
    // A source of `kind` to start from: the first of its kind in `current`, else in the bundled
    // example; nullopt when neither has one.
    static std::optional<scenario::Source> templateSource(const scenario::Scenario& current,
                                                          std::size_t kind);

    // A new option for `t` (not FromCatalog), named after the template, started like the
    // baseline (scenario::startLikeBaseline); nullopt when a source it needs has nothing to
    // start from.
    static std::optional<scenario::Option> fromTemplate(const scenario::Scenario& current, OptionTemplate t);

    // A one-source option from a cloud offer: the source's kind from the row's pricing mode,
    // the row copied in with applyOffer(), the option named after the offer. `error` says why
    // not (nothing built).
    static std::optional<scenario::Option> fromOffer(const scenario::Scenario& current,
                                                     const io::library::CatalogRow& row, QString* error);
    // "GCP a2-highgpu-8g, 1-year reserved", "AWS p4d.24xlarge, on-demand".
    static QString offerName(const io::library::CatalogRow& row);
};

}  // namespace gputco::ui
