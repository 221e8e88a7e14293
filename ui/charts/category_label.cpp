#include "ui/charts/category_label.h"

#include <QCoreApplication>
#include <array>

namespace gputco::ui {

namespace {
// Marked for lupdate here, translated at the call, so a language switch takes effect at once.
constexpr std::array<const char*, engine::kCategoryCount> kLabels = {
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Hardware"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Installation"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Facility"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Financing"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Financing interest"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Electricity (IT)"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Electricity (cooling)"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Colocation"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Maintenance"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Staff"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Software"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Cloud compute"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Cloud storage"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Cloud egress"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Cloud support"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Unserved demand"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Resale"),
    QT_TRANSLATE_NOOP("gputco::ui::Category", "Tax shield"),
};
}  // namespace

QString categoryLabel(engine::Category category) {
    return QCoreApplication::translate("gputco::ui::Category", kLabels[engine::index(category)]);
}

}  // namespace gputco::ui
