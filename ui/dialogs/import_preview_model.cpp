#include "ui/dialogs/import_preview_model.h"

#include <QCoreApplication>

namespace gputco::ui {

namespace lib = gputco::io::library;

namespace {

// The words keep the dialog's translation context, where they were translated before the
// preview became a model.
QString statusText(lib::PreviewStatus status) {
    switch (status) {
        case lib::PreviewStatus::New:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "new");
        case lib::PreviewStatus::Changed:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "changed");
        case lib::PreviewStatus::Unchanged:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "unchanged");
        case lib::PreviewStatus::Conflict:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "conflict");
    }
    return {};
}

QString modeText(const lib::CatalogRow& row) {
    const QString mode = row.value("pricing_mode");
    if (mode == QLatin1String("on_demand"))
        return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "on demand");
    if (mode == QLatin1String("spot"))
        return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "spot");
    if (mode == QLatin1String("subscription"))
        return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "subscription");
    if (mode == QLatin1String("reserved"))
        return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "reserved, %1 months")
            .arg(row.value("term_months"));
    return mode;
}

QString priceText(const lib::CatalogRow& row) {
    return row.value("price_per_hour") + u' ' + row.value("currency");
}

}  // namespace

ImportPreviewModel::ImportPreviewModel(QObject* parent) : QAbstractTableModel(parent) {}

void ImportPreviewModel::setPreview(lib::CatalogPreview preview) {
    beginResetModel();
    preview_ = std::move(preview);
    endResetModel();
}

void ImportPreviewModel::clear() {
    setPreview({});
}

int ImportPreviewModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(preview_.rows.size());
}

int ImportPreviewModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ImportPreviewModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const lib::PreviewRow& p = preview_.rows[static_cast<std::size_t>(index.row())];
    const int c = index.column();
    if (role == Qt::TextAlignmentRole)
        return c == OldPrice || c == NewPrice ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role == Qt::ToolTipRole) return c == Key ? p.row.value("source").toHtmlEscaped() : QVariant();
    if (role != Qt::DisplayRole) return {};
    switch (c) {
        case Status:
            return statusText(p.status);
        case Key:
            return p.row.key();
        case Instance:
            return p.row.value("instance");
        case Gpu:
            return p.row.value("gpu");
        case Pricing:
            return modeText(p.row);
        case OldPrice:
            return p.stored ? priceText(*p.stored) : QString();
        case NewPrice:
            return priceText(p.row);
        case AsOf:
            return p.row.asOf();
        default:
            return {};
    }
}

QVariant ImportPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Status:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "Status");
        case Key:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "Key");
        case Instance:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "Instance");
        case Gpu:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "GPU model");
        case Pricing:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "Pricing");
        case OldPrice:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "Old price per hour");
        case NewPrice:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "New price per hour");
        case AsOf:
            return QCoreApplication::translate("gputco::ui::ImportPriceListDialog", "As of");
        default:
            return {};
    }
}

}  // namespace gputco::ui
