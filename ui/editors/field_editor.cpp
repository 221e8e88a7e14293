#include "ui/editors/field_editor.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStyle>
#include <QVBoxLayout>
#include <cmath>
#include <utility>

#include "model/scenario/price_age.h"
#include "model/scenario/provenance_lookup.h"
#include "ui/document/estimate_words.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/price_age_words.h"
#include "ui/document/scenario_document.h"

namespace gputco::ui {

std::function<QString()> fieldLabelNow(const QString& label, const QString& path, const QString& currency) {
    const FieldLabel then = fieldLabel(path, currency);
    if (!then.known || !label.endsWith(then.text)) return [label] { return label; };
    const QString prefix = label.chopped(then.text.size());
    return [prefix, path, currency] { return prefix + fieldLabel(path, currency).text; };
}

namespace {

// Enough digits that a value read from a file shows as written (0.0806, 21.957642).
QString shown(double value) {
    if (!std::isfinite(value)) return QStringLiteral("∞");
    QString text = uiLocale().toString(value, 'f', 6);
    const QChar point = uiLocale().decimalPoint().front();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0'))) text.chop(1);
        if (text.endsWith(point)) text.chop(1);
    }
    return text;
}

}  // namespace

FieldEditor::FieldEditor(ScenarioDocument* document, NumberField field, QWidget* parent)
    : QWidget(parent),
      document_(document),
      field_(std::move(field)),
      edit_(new QLineEdit(this)),
      message_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    // Only the field sits at the left: the labels below take the editor's whole width, so a
    // problem wraps at the column's edge and the layout gives it the lines it needs. (With the
    // whole layout aligned, it wrapped at the field's 130 px and got one line's height: its
    // second line ran into the next field's label.)
    const QString at = path();
    if (scenario::isCatalogPrice(at.toStdString())) {
        // A price sits beside the box that marks it as the user's estimate (issue #33).
        auto* row = new QHBoxLayout;
        row->setContentsMargins(0, 0, 0, 0);
        row->setSpacing(6);
        row->addWidget(edit_);
        estimate_ = new QCheckBox(tr("My estimate"), this);
        estimate_->setObjectName(QStringLiteral("EstimateBox"));
        estimate_->setToolTip(
            tr("Mark this price as your own estimate, not a catalog price or a dated "
               "quote: it is shown in amber, and the report names the options that "
               "rest on it"));
        connect(estimate_, &QCheckBox::toggled, this, &FieldEditor::onEstimateToggled);
        row->addWidget(estimate_);
        row->addStretch(1);
        layout->addLayout(row);
    } else {
        layout->addWidget(edit_, 0, Qt::AlignLeft);
    }
    if (scenario::isCatalogPrice(at.toStdString())) {
        age_ = new QLabel(this);
        age_->setObjectName(QStringLiteral("FieldAge"));
        age_->setTextFormat(Qt::PlainText);
        // One short line ("as of 2020-05 · 6 years old"): a wrapped label in this layout would
        // be given one line's height.
        age_->hide();
        layout->addWidget(age_);
    }
    layout->addWidget(message_);
    edit_->setObjectName(at);
    edit_->setAlignment(Qt::AlignRight);
    // Narrow enough that label and field fit the inputs panel side by side.
    edit_->setMinimumWidth(70);
    edit_->setMaximumWidth(130);
    message_->setObjectName(QStringLiteral("FieldProblem"));
    message_->setTextFormat(Qt::PlainText);
    message_->setWordWrap(true);
    // Coloured by the theme (QLabel#FieldProblem): a style sheet of its own on each of a
    // thousand fields makes building the inputs panel slow.
    message_->hide();
    connect(edit_, &QLineEdit::textEdited, this, &FieldEditor::onTextEdited);
    // The field's own menu (undo, copy, paste...) with one more entry: choose it as an
    // uncertain input of the risk analysis, from where it is edited.
    edit_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(edit_, &QLineEdit::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu* menu = edit_->createStandardContextMenu();
        menu->addSeparator();
        menu->addAction(tr("Make uncertain (Risk)…"), this, [this] { emit uncertainRequested(path()); });
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(edit_->mapToGlobal(at));
    });
    // Leaving the field shows the value as the document holds it (a rejected text goes).
    connect(edit_, &QLineEdit::editingFinished, this, &FieldEditor::onEditingFinished);
    refresh(document_->problems());
}

QString FieldEditor::path() const {
    pathText();
    return path_;
}

const std::string& FieldEditor::pathText() const {
    if (pathShape_ != document_->shapeRevision()) {
        pathText_ = scenario::fieldPath(document_->scenario(), field_.key);
        path_ = QString::fromStdString(pathText_);
        pathShape_ = document_->shapeRevision();
    }
    return pathText_;
}

std::function<QString()> FieldEditor::changeText() const {
    return [label =
                fieldLabelNow(field_.label, path(), QString::fromStdString(document_->scenario().currency))] {
        return tr("Change %1").arg(label());
    };
}

QString FieldEditor::message() const {
    return message_->isVisible() || !message_->text().isEmpty() ? message_->text() : QString();
}

void FieldEditor::showMessage(const QString& text) {
    // Called for every field on every edit: a style sheet set again re-polishes the field.
    if (message_->text() == text && message_->isVisibleTo(this) == !text.isEmpty()) return;
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
    edit_->setStyleSheet(text.isEmpty() ? QString() : QStringLiteral("border: 1px solid #b42318;"));
}

void FieldEditor::onEstimateToggled(bool estimate) {
    const std::string path = this->path().toStdString();
    if (scenario::isEstimatedPrice(document_->scenario(), path) == estimate) return;  // a refresh
    // Its own undo step (no merge key): typing the price and marking it are two things.
    // Worded again after a language switch, as every edit's name (scenario_document.h).
    const auto text = [estimate,
                       label = fieldLabelNow(field_.label, QString::fromStdString(path),
                                             QString::fromStdString(document_->scenario().currency))] {
        return (estimate ? tr("Mark %1 as your estimate") : tr("Clear the estimate mark of %1")).arg(label());
    };
    document_->edit(text, QString(), [&](scenario::Scenario& s) {
        if (scenario::Provenance* p = scenario::provenanceAt(s, path)) p->estimate = estimate;
    });
    refresh(document_->problems());
}

void FieldEditor::onEditingFinished() {
    const std::optional<double> before = std::exchange(beforeTyping_, std::nullopt);
    // Read before the edit below: its refresh puts the document's value back in the field, and
    // the message quoted that instead of what was typed (seen on the Options page).
    const QString typedText = edit_->text();
    if (typedNotNumber_ && before) {
        // Each keystroke that made a number was applied as typed: undo this visit's, so that
        // "30x" does not leave 30 behind a message the user no longer sees.
        if (field_.get(document_->scenario()) != *before) {
            const QString at = path();
            const std::string path = at.toStdString();
            document_->edit(changeText(), at, [&](scenario::Scenario& s) {
                const double typed = field_.get(s);
                field_.set(s, *before);
                scenario::noteOverride(s, path, typed, *before);
            });
        }
        rejected_ =
            tr("“%1” is not a number: the field keeps %2").arg(typedText, shown(*before * field_.scale));
        rejectedKept_ = *before;
        edit_->setText(shown(*before * field_.scale));  // also when Return left the focus here
    }
    typedNotNumber_ = false;
    refresh(document_->problems());
}

void FieldEditor::onTextEdited(const QString& text) {
    rejected_.clear();
    if (!beforeTyping_) beforeTyping_ = field_.get(document_->scenario());
    bool ok = false;
    QString cleaned = text.trimmed();
    cleaned.remove(uiLocale().groupSeparator());
    const double typed = uiLocale().toDouble(cleaned, &ok);
    typedNotNumber_ = !ok || !std::isfinite(typed);
    if (typedNotNumber_) {
        showMessage(tr("not a number: “%1”").arg(text));
        return;
    }
    const double value = typed / field_.scale;
    const QString at = path();
    const std::string path = at.toStdString();
    document_->edit(changeText(), at, [&](scenario::Scenario& s) {
        const double before = field_.get(s);
        field_.set(s, value);
        // A value typed over the catalog's is the user's: the catalog's is kept beside it.
        scenario::noteOverride(s, path, before, value);
    });
    refresh(document_->problems());
}

void FieldEditor::refresh(const std::vector<scenario::Problem>& problems) {
    const QString at = path();
    const std::string& path = pathText();
    // Named by its path as the document has it now: an option or a source moved renumbers it.
    if (edit_->objectName() != at) edit_->setObjectName(at);
    const bool typing = edit_->hasFocus() && typedNotNumber_;
    const double value = field_.get(document_->scenario());
    if (!edit_->hasFocus()) {
        typedNotNumber_ = false;
        const QString text = shown(value * field_.scale);
        if (edit_->text() != text) edit_->setText(text);
    }
    const bool estimated = scenario::isEstimatedPrice(document_->scenario(), path);
    if (estimate_) {
        if (estimate_->isChecked() != estimated) {
            const QSignalBlocker quiet(estimate_);
            estimate_->setChecked(estimated);
        }
        estimate_->setEnabled(scenario::provenanceAt(document_->scenario(), path));
        // Drawn in amber by the theme (QLineEdit[estimate="true"]), like a stale price's date.
        if (edit_->property("estimate").toBool() != estimated) {
            edit_->setProperty("estimate", estimated);
            edit_->style()->unpolish(edit_);
            edit_->style()->polish(edit_);
        }
    }
    if (age_) {
        PriceAgeNote note = priceAgeNote(document_->scenario(), at);
        QString tip;
        if (note.text.isEmpty()) {
            // A price typed over the catalog's has no age of its own: the line says it is the
            // user's, with the catalog's value beside it (the source in full as its tool tip).
            const scenario::Scenario& s = document_->scenario();
            if (const std::optional<double> was = scenario::overriddenCatalogValue(s, path)) {
                note.text = tr("your value; the catalog's was %1")
                                .arg(formatFieldValue(at, *was, QString::fromStdString(s.currency)));
                tip = provenanceWords(s, at).source;
            }
        }
        if (estimated) {
            // The words first, in amber; the date (and age) it was estimated at on a second line.
            note.text =
                note.text.isEmpty() ? estimateWords() : estimateWords() + QLatin1Char('\n') + note.text;
            tip = estimateExplanation();
        }
        // The line whole on hover too: where the option's column runs past the board's edge
        // the line is cut there ("as of 2020-05 · 6 years ol", issue #34).
        age_->setToolTip(tip.isEmpty() ? note.text : tip);
        if (age_->text() != note.text) age_->setText(note.text);
        age_->setVisible(!note.text.isEmpty());
        // Amber when stale or estimated (QLabel#FieldAge[stale="true"], [estimate="true"]).
        if (age_->property("stale").toBool() != note.stale ||
            age_->property("estimate").toBool() != estimated) {
            age_->setProperty("stale", note.stale);
            age_->setProperty("estimate", estimated);
            age_->style()->unpolish(age_);
            age_->style()->polish(age_);
        }
    }
    if (typing) return;
    if (value != rejectedKept_) rejected_.clear();  // changed since (undo)
    QString text = rejected_;
    for (const scenario::Problem& p : problems)
        if (p.path == path)
            text +=
                (text.isEmpty() ? QString() : QStringLiteral("\n")) + problemText(document_->scenario(), p);
    showMessage(text);
}

}  // namespace gputco::ui
