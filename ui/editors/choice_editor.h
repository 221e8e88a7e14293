// One input of the scenario that is a choice, not a number (tax on or off, the depreciation
// method, what happens to commitments at the horizon): a combo box bound to the document,
// each pick an undoable edit, a problem at its path shown under it.
#pragma once

#include <QStringList>
#include <QWidget>
#include <functional>
#include <vector>

#include "model/scenario/field_key.h"
#include "model/scenario/scenario.h"
#include "model/scenario/validation.h"

class QComboBox;
class QLabel;

namespace gputco::ui {

class ScenarioDocument;

struct ChoiceField {
    scenario::FieldKey key;  // "accounting.depreciation"; a source's MIG profile by its ids
    QString label;           // translated
    QStringList choices;     // translated, in the order of the values
    std::function<int(const scenario::Scenario&)> get;
    std::function<void(scenario::Scenario&, int)> set;
};

class ChoiceEditor : public QWidget {
    Q_OBJECT
public:
    ChoiceEditor(ScenarioDocument* document, ChoiceField field, QWidget* parent = nullptr);

    const ChoiceField& field() const { return field_; }
    QString path() const;  // as the document names the field now (FieldEditor::path())
    QComboBox* comboBox() const { return combo_; }
    void refresh(const std::vector<scenario::Problem>& problems);

protected:
    // Shown (and styled) at last: the box is measured again in the font it is drawn in, so that
    // a Chinese choice is not cut by a width measured before the style sheet applied.
    void showEvent(QShowEvent* event) override;

private:
    ScenarioDocument* document_;
    ChoiceField field_;
    QComboBox* combo_;
    QLabel* message_;
};

// The choices of the General section: tax, the depreciation method (expense included) and
// commitments at the horizon (model revision 2).
std::vector<ChoiceField> generalChoices();

}  // namespace gputco::ui
