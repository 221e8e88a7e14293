// The Import Price List dialog's preview (issue #32): a table model over the preview's rows,
// each cell's text made when the view asks for it, so that a price list of tens of thousands
// of offers opens as fast as one of ten (the dialog built an item per cell before).
#pragma once

#include <QAbstractTableModel>

#include "model/io/price_import/catalog_preview.h"

namespace gputco::ui {

class ImportPreviewModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Status, Key, Instance, Gpu, Pricing, OldPrice, NewPrice, AsOf, ColumnCount };

    explicit ImportPreviewModel(QObject* parent = nullptr);

    // Shows `preview`'s rows; the model keeps its own copy.
    void setPreview(io::library::CatalogPreview preview);
    void clear();
    const io::library::CatalogPreview& preview() const { return preview_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    io::library::CatalogPreview preview_;
};

}  // namespace gputco::ui
