#include "ui/editors/choice_editor.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/document/field_registry.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/field_editor.h"

namespace gputco::ui {

ChoiceEditor::ChoiceEditor(ScenarioDocument* document, ChoiceField field, QWidget* parent)
    : QWidget(parent),
      document_(document),
      field_(std::move(field)),
      combo_(new QComboBox(this)),
      message_(new QLabel(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    combo_->setObjectName(path());
    combo_->addItems(field_.choices);
    combo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    layout->addWidget(combo_, 0, Qt::AlignLeft);
    message_->setTextFormat(Qt::PlainText);
    message_->setWordWrap(true);
    message_->setStyleSheet(QStringLiteral("color: #b42318;"));
    message_->hide();
    layout->addWidget(message_);
    connect(combo_, &QComboBox::activated, this, [this](int index) {
        const auto label = fieldLabelNow(field_.label, path(), QString());
        document_->edit([label] { return tr("Change %1").arg(label()); }, QString(),
                        [&](scenario::Scenario& s) { field_.set(s, index); });
    });
    refresh(document_->problems());
}

QString ChoiceEditor::path() const {
    return QString::fromStdString(scenario::fieldPath(document_->scenario(), field_.key));
}

void ChoiceEditor::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    int widest = 0;
    for (int i = 0; i < combo_->count(); ++i)
        widest = std::max(widest, combo_->fontMetrics().horizontalAdvance(combo_->itemText(i)));
    QStyleOptionComboBox option;
    option.initFrom(combo_);
    const QRect field =
        combo_->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo_);
    const int chrome = std::max(0, combo_->sizeHint().width() - field.width());
    combo_->setMinimumWidth(std::max(combo_->sizeHint().width(), widest + chrome));
}

void ChoiceEditor::refresh(const std::vector<scenario::Problem>& problems) {
    // Refreshed for every choice on every edit: set only what changed, since each set asks the
    // layout again (a label's new text, a combo box's index), and on the options board that
    // measured every column's labels again after each edit (issue #35).
    if (const int index = field_.get(document_->scenario()); combo_->currentIndex() != index) {
        const QSignalBlocker quiet(combo_);
        combo_->setCurrentIndex(index);
    }
    const std::string path = scenario::fieldPath(document_->scenario(), field_.key);
    if (const QString name = QString::fromStdString(path); combo_->objectName() != name)
        combo_->setObjectName(name);
    QString text;
    for (const scenario::Problem& p : problems)
        if (p.path == path)
            text +=
                (text.isEmpty() ? QString() : QStringLiteral("\n")) + problemText(document_->scenario(), p);
    if (message_->text() != text) message_->setText(text);
    if (message_->isVisibleTo(this) != !text.isEmpty()) message_->setVisible(!text.isEmpty());
}

std::vector<ChoiceField> generalChoices() {
    using Method = scenario::DepreciationMethod;
    // In the order of the combo box; the method enum has its own order.
    static const Method kMethods[] = {
        Method::StraightLine, Method::DecliningBalance, Method::SumOfYearsDigits,
        Method::Macrs5,       Method::CnStraightLine,   Method::Expense,
        Method::None};
    std::vector<ChoiceField> fields;
    fields.push_back(
        {scenario::FieldKey::ofScenario("tax.enabled"),
         ChoiceEditor::tr("Tax"),
         {ChoiceEditor::tr("Off (figures before tax)"), ChoiceEditor::tr("On (after-tax figures too)")},
         [](const scenario::Scenario& s) { return s.tax.enabled ? 1 : 0; },
         [](scenario::Scenario& s, int i) { s.tax.enabled = i == 1; }});
    fields.push_back({scenario::FieldKey::ofScenario("accounting.depreciation"),
                      ChoiceEditor::tr("Depreciation method"),
                      {ChoiceEditor::tr("Straight line"), ChoiceEditor::tr("Declining balance"),
                       ChoiceEditor::tr("Sum of the years' digits"), ChoiceEditor::tr("MACRS 5-year (US)"),
                       ChoiceEditor::tr("PRC straight line (5 % residual)"),
                       ChoiceEditor::tr("Expense in the purchase month"), ChoiceEditor::tr("None")},
                      [](const scenario::Scenario& s) {
                          for (int i = 0; i < 7; ++i)
                              if (kMethods[i] == s.accounting.depreciation) return i;
                          return 0;
                      },
                      [](scenario::Scenario& s, int i) { s.accounting.depreciation = kMethods[i]; }});
    fields.push_back({scenario::FieldKey::ofScenario("finance.commitments_at_horizon"),
                      ChoiceEditor::tr("Commitments at the horizon"),
                      {ChoiceEditor::tr("Count only the months inside (prorate)"),
                       ChoiceEditor::tr("Pay the rest at the horizon (settle)")},
                      [](const scenario::Scenario& s) {
                          return s.finance.commitmentsAtHorizon == scenario::CommitmentsAtHorizon::Settle ? 1
                                                                                                          : 0;
                      },
                      [](scenario::Scenario& s, int i) {
                          s.finance.commitmentsAtHorizon = i == 1 ? scenario::CommitmentsAtHorizon::Settle
                                                                  : scenario::CommitmentsAtHorizon::Prorate;
                      }});
    return fields;
}

}  // namespace gputco::ui
