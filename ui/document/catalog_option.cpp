#include "ui/document/catalog_option.h"

#include <QCoreApplication>

#include "model/scenario/option_edits.h"
#include "ui/document/catalog_apply.h"
#include "ui/document/option_templates.h"

namespace gputco::ui {

namespace sc = gputco::scenario;
using io::library::CatalogRow;

namespace {

QString optionText(const char* text) {
    return QCoreApplication::translate("gputco::ui::CatalogOption", text);
}

// Whether `current` must be given the offer's GPU model: named, not the reference GPU (which
// every scenario knows), and not described.
bool lacksGpu(const sc::Scenario& current, const std::string& gpu) {
    return !gpu.empty() && gpu != sc::kReferenceGpu && current.gpus.count(gpu) == 0;
}

QString gpuName(const CatalogRow& row) {
    const QString name = row.value("name");
    return name.isEmpty() ? row.key() : name;
}

}  // namespace

void CatalogOption::addTo(sc::Scenario& s) const {
    if (gpu) s.gpus[gpu->first] = gpu->second;
    sc::addOption(s, option);
}

std::optional<CatalogRow> gpuRowFor(const std::vector<CatalogRow>& gpus, const QString& key,
                                    const QDate& day) {
    const QString on = day.toString(Qt::ISODate);  // ISO dates compare as text in date order
    std::optional<CatalogRow> inForce;
    std::optional<CatalogRow> later;
    for (const CatalogRow& row : gpus) {
        if (row.key() != key) continue;
        const QString asOf = row.asOf();
        if (asOf <= on) {
            if (!inForce || asOf > inForce->asOf()) inForce = row;
        } else if (!later || asOf < later->asOf()) {
            later = row;
        }
    }
    return inForce ? inForce : later;
}

std::optional<CatalogOption> catalogOption(const sc::Scenario& current, const CatalogRow& offer,
                                           const std::vector<CatalogRow>& gpus, const QDate& day,
                                           QString* why) {
    CatalogOption made;
    sc::Scenario withGpu = current;
    const QString gpu = offer.value("gpu");
    if (lacksGpu(current, gpu.toStdString())) {
        const std::optional<CatalogRow> row = gpuRowFor(gpus, gpu, day);
        if (!row) {
            if (why)
                *why = optionText(QT_TRANSLATE_NOOP("gputco::ui::CatalogOption",
                                                    "its GPU model %1 is in neither the scenario nor the "
                                                    "catalog's GPU models: describe it first (GPU models: "
                                                    "Add or update a GPU model from the catalog…, or import "
                                                    "it into the library)"))
                           .arg(gpu);
            return std::nullopt;
        }
        if (const QString refused = applyGpu(withGpu, *row); !refused.isEmpty()) {
            if (why)
                *why = optionText(
                           QT_TRANSLATE_NOOP("gputco::ui::CatalogOption",
                                             "its GPU model %1 cannot be brought in from the catalog: %2"))
                           .arg(gpuName(*row), refused);
            return std::nullopt;
        }
        made.gpu.emplace(gpu.toStdString(), withGpu.gpus.at(gpu.toStdString()));
        made.gpuName = gpuName(*row);
    }
    QString refused;
    std::optional<sc::Option> option = OptionTemplates::fromOffer(withGpu, offer, &refused);
    if (!option) {
        if (why) *why = refused;
        return std::nullopt;
    }
    made.option = std::move(*option);
    return made;
}

QString catalogOptionNote(const sc::Scenario& current, const CatalogRow& offer,
                          const std::vector<CatalogRow>& gpus, const QDate& day) {
    const QString gpu = offer.value("gpu");
    if (!lacksGpu(current, gpu.toStdString())) return {};
    const std::optional<CatalogRow> row = gpuRowFor(gpus, gpu, day);
    if (!row) return {};  // refused when used, with the reason
    return optionText(
               QT_TRANSLATE_NOOP("gputco::ui::CatalogOption",
                                 "Its GPU model, %1, is not in the scenario yet: it is brought in from "
                                 "the catalog with the option (datasheet figures, default efficiencies, "
                                 "source and date %2)."))
        .arg(gpuName(*row), row->asOf());
}

}  // namespace gputco::ui
