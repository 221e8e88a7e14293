// One numeric input of the scenario: a line edit in the UI locale, bound to a field by its key
// (model/scenario/field_key.h), so that it stays bound to its field when its option or source
// moves.
// What the user types goes to the document as an undoable edit as they type; a problem the
// validator finds at this path is shown under the field, and the engine never sees it.
#pragma once

#include <QWidget>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

#include "model/scenario/field_key.h"
#include "model/scenario/scenario.h"
#include "model/scenario/validation.h"

class QCheckBox;
class QLabel;
class QLineEdit;

namespace gputco::ui {

class ScenarioDocument;

struct NumberField {
    scenario::FieldKey key;  // the field's option and source by id, and its member
    QString label;           // translated, with the unit: "PUE", "Server price (USD)"
    std::function<double(const scenario::Scenario&)> get;
    std::function<void(scenario::Scenario&, double)> set;
    double scale = 1;  // shown = value * scale: 100 for a fraction shown in %
};

// A field's label as the registry words it in the language in use, for an undo command's name
// (scenario_document.h, UndoText): `label` was the editor's label when the edit was made; a
// prefix it carries (a tariff's or GPU model's key) is kept, and a label of the editor's own
// that the registry does not word stays as it was.
std::function<QString()> fieldLabelNow(const QString& label, const QString& path, const QString& currency);

class FieldEditor : public QWidget {
    Q_OBJECT
public:
    FieldEditor(ScenarioDocument* document, NumberField field, QWidget* parent = nullptr);

    const NumberField& field() const { return field_; }
    // The field's path in the document as it is now ("options[2].sources[0].facility.pue"):
    // what validation problems, provenance and the file name it by.
    QString path() const;
    QLineEdit* lineEdit() const { return edit_; }
    // A price's "my estimate" box (issue #33); null for a field that is not a price.
    QCheckBox* estimateBox() const { return estimate_; }
    QString message() const;  // the problem shown under the field; empty when none

    // Shows the document's value (unless the user is typing here) and the problem at this path.
    void refresh(const std::vector<scenario::Problem>& problems);

signals:
    // "Make uncertain" from the field's context menu: the Risk page adds it as an input.
    void uncertainRequested(const QString& path);

private:
    void onTextEdited(const QString& text);
    void onEditingFinished();
    void showMessage(const QString& text);
    // "Change PUE", worded again after a language switch (scenario_document.h, UndoText).
    std::function<QString()> changeText() const;
    void onEstimateToggled(bool estimate);

    ScenarioDocument* document_;
    NumberField field_;
    QLineEdit* edit_;
    QLabel* message_;
    // A catalog price's date and, when stale, its age (price_age_words.h); null elsewhere.
    QLabel* age_ = nullptr;
    // Beside a price: marks it as the user's estimate, not a catalog price (issue #33).
    QCheckBox* estimate_ = nullptr;
    // path(), worked out once for each shape of the document (ScenarioDocument::shapeRevision):
    // every editor is refreshed on every edit, and a thousand of them find their option and
    // source again for nothing.
    mutable std::uint64_t pathShape_ = std::numeric_limits<std::uint64_t>::max();
    mutable QString path_;
    mutable std::string pathText_;
    const std::string& pathText() const;
    bool typedNotNumber_ = false;
    // The value before this visit's typing: the field goes back to it when it is left with
    // text that is no number ("30x" would otherwise keep the 30 typed on the way).
    std::optional<double> beforeTyping_;
    QString rejected_;  // what was said about that text, shown until the next change
    double rejectedKept_ = 0;
};

}  // namespace gputco::ui
