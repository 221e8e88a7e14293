// The weekly demand profile (MODEL.md section 9, "Profile presets"): a preset, or 168 hourly
// multipliers painted on a 7 x 24 grid (day rows, hour columns). The engine scales a custom
// profile to mean 1, so only the shape matters; the dialog shows the mean it will divide by.
#pragma once

#include <QDialog>
#include <array>

#include "model/scenario/scenario.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTableWidget;

namespace gputco::ui {

class ProfileEditor : public QDialog {
    Q_OBJECT
public:
    explicit ProfileEditor(const scenario::Demand& demand, QWidget* parent = nullptr);

    // What the dialog holds now: a preset (values ignored) or a custom list.
    scenario::ProfilePreset preset() const { return preset_; }
    std::vector<double> customProfile() const;

    // Paints `value` into the slots of one day and an hour range [from, to).
    void paint(int day, int fromHour, int toHour, double value);
    void choosePreset(scenario::ProfilePreset preset);
    QTableWidget* grid() const { return grid_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void render();
    void paintSelection();

    scenario::ProfilePreset preset_;
    std::array<double, scenario::kSlotsPerWeek> values_{};
    QComboBox* presets_;
    QDoubleSpinBox* brush_;
    QLabel* mean_;
    QTableWidget* grid_;
};

}  // namespace gputco::ui
