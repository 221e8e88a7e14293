#include "ui/editors/profile_editor.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <numeric>

#include "model/engine/weekly_profile.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

constexpr sc::ProfilePreset kPresets[] = {sc::ProfilePreset::Flat, sc::ProfilePreset::OfficeHours,
                                          sc::ProfilePreset::NightlyBatch, sc::ProfilePreset::Custom};

}  // namespace

ProfileEditor::ProfileEditor(const sc::Demand& demand, QWidget* parent)
    : QDialog(parent),
      preset_(demand.preset),
      presets_(new QComboBox(this)),
      brush_(new QDoubleSpinBox(this)),
      mean_(new QLabel(this)),
      grid_(new QTableWidget(7, 24, this)) {
    setWindowTitle(tr("Weekly demand profile"));
    if (demand.preset == sc::ProfilePreset::Custom && demand.customProfile.size() == values_.size())
        std::copy(demand.customProfile.begin(), demand.customProfile.end(), values_.begin());
    else
        values_ = engine::presetProfile(demand.preset == sc::ProfilePreset::Custom ? sc::ProfilePreset::Flat
                                                                                   : demand.preset);

    auto* layout = new QVBoxLayout(this);
    auto* intro =
        new QLabel(tr("How busy each hour of the week is, relative to the average. Pick a preset, or "
                      "select cells and paint a value into them. The profile is scaled to an average of 1."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* row = new QHBoxLayout;
    presets_->addItems({tr("Flat"), tr("Office hours (Mon–Fri 08:00–20:00)"),
                        tr("Nightly batch (20:00–08:00)"), tr("Custom")});
    for (int i = 0; i < 4; ++i)
        if (kPresets[i] == preset_) presets_->setCurrentIndex(i);
    connect(presets_, &QComboBox::activated, this, [this](int i) { choosePreset(kPresets[i]); });
    row->addWidget(new QLabel(tr("Preset"), this));
    row->addWidget(presets_);
    row->addSpacing(16);
    row->addWidget(new QLabel(tr("Value to paint"), this));
    brush_->setRange(0, 100);
    brush_->setDecimals(2);
    brush_->setSingleStep(0.1);
    brush_->setValue(1.0);
    row->addWidget(brush_);
    auto* paintButton = new QPushButton(tr("Paint selection"), this);
    connect(paintButton, &QPushButton::clicked, this, &ProfileEditor::paintSelection);
    row->addWidget(paintButton);
    row->addStretch(1);
    row->addWidget(mean_);
    layout->addLayout(row);

    QStringList days;
    for (int d = 0; d < 7; ++d) days << uiLocale().dayName(d + 1, QLocale::ShortFormat);  // 1 = Monday
    grid_->setVerticalHeaderLabels(days);
    QStringList hours;
    for (int h = 0; h < 24; ++h) hours << QString::number(h);
    grid_->setHorizontalHeaderLabels(hours);
    grid_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    grid_->verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    grid_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    grid_->setWordWrap(false);
    grid_->setMinimumSize(760, 260);
    // Painting by dragging: the selection is the brush stroke; releasing the mouse paints it.
    grid_->viewport()->installEventFilter(this);
    layout->addWidget(grid_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    render();
}

bool ProfileEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched == grid_->viewport() && event->type() == QEvent::MouseButtonRelease) paintSelection();
    return QDialog::eventFilter(watched, event);
}

std::vector<double> ProfileEditor::customProfile() const {
    return {values_.begin(), values_.end()};
}

void ProfileEditor::choosePreset(sc::ProfilePreset preset) {
    preset_ = preset;
    if (preset != sc::ProfilePreset::Custom) values_ = engine::presetProfile(preset);
    render();
}

void ProfileEditor::paint(int day, int fromHour, int toHour, double value) {
    for (int h = std::max(0, fromHour); h < std::min(24, toHour); ++h)
        values_[static_cast<std::size_t>(day * 24 + h)] = value;
    preset_ = sc::ProfilePreset::Custom;
    render();
}

void ProfileEditor::paintSelection() {
    const QList<QTableWidgetItem*> items = grid_->selectedItems();
    if (items.isEmpty()) return;
    for (QTableWidgetItem* item : items)
        values_[static_cast<std::size_t>(item->row() * 24 + item->column())] = brush_->value();
    preset_ = sc::ProfilePreset::Custom;
    render();
}

void ProfileEditor::render() {
    for (int i = 0; i < 4; ++i)
        if (kPresets[i] == preset_) presets_->setCurrentIndex(i);
    const double peak = std::max(1e-9, *std::max_element(values_.begin(), values_.end()));
    for (int d = 0; d < 7; ++d)
        for (int h = 0; h < 24; ++h) {
            const double v = values_[static_cast<std::size_t>(d * 24 + h)];
            auto* item = grid_->item(d, h);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(Qt::AlignCenter);
                grid_->setItem(d, h, item);
            }
            item->setText(uiLocale().toString(v, 'g', 2));
            // Light to dark blue with the value: the shape is visible at a glance.
            const int shade = static_cast<int>(235 - 160 * v / peak);
            item->setBackground(QColor(shade, shade + 10 > 255 ? 255 : shade + 10, 255));
            item->setForeground(v / peak > 0.6 ? Qt::white : Qt::black);
        }
    const double mean = std::accumulate(values_.begin(), values_.end(), 0.0) / values_.size();
    mean_->setText(tr("Average: %1").arg(uiLocale().toString(mean, 'f', 3)));
}

}  // namespace gputco::ui
