#include "ui/pages/field_picker.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QLineEdit>

#include "ui/document/field_registry.h"

namespace gputco::ui {

FieldPicker::FieldPicker(QWidget* parent) : QComboBox(parent) {
    setObjectName(QStringLiteral("FieldToAdd"));
    setEditable(true);
    setInsertPolicy(QComboBox::NoInsert);
    setMaxVisibleItems(16);
    completer()->setFilterMode(Qt::MatchContains);
    completer()->setCaseSensitivity(Qt::CaseInsensitive);
    completer()->setCompletionMode(QCompleter::PopupCompletion);
    // The titles are long: the box stays a reasonable width, the list as wide as they need.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(24);
    view()->setTextElideMode(Qt::ElideNone);
    completer()->popup()->setTextElideMode(Qt::ElideNone);
    connect(lineEdit(), &QLineEdit::returnPressed, this, [this] {
        if (!chosenPath().isEmpty()) emit accepted();
    });
}

void FieldPicker::setFields(const scenario::Scenario& s, const std::vector<std::string>& paths) {
    const QString typed = currentText();
    const QSignalBlocker quiet(this);
    clear();
    int widest = 0;
    for (const std::string& p : paths) {
        const QString path = QString::fromStdString(p);
        const QString title = fieldTitle(s, path);
        addItem(title, path);
        setItemData(count() - 1, title, Qt::ToolTipRole);
        widest = std::max(widest, fontMetrics().horizontalAdvance(title));
    }
    // The completer sizes its list to the box; a minimum width lets it show whole titles.
    view()->setMinimumWidth(std::min(widest + 40, 900));
    completer()->popup()->setMinimumWidth(std::min(widest + 40, 900));
    setCurrentIndex(-1);
    setEditText(typed);
}

QString FieldPicker::chosenPath() const {
    const QString text = currentText().trimmed();
    if (text.isEmpty()) return {};
    if (currentIndex() >= 0 && itemText(currentIndex()) == text) return itemData(currentIndex()).toString();
    const int found = findText(text, Qt::MatchFixedString);  // whole title, any case
    return found >= 0 ? itemData(found).toString() : QString();
}

bool FieldPicker::choose(const QString& path) {
    const int found = findData(path);
    if (found < 0) return false;
    setCurrentIndex(found);
    return true;
}

void FieldPicker::clearChoice() {
    setCurrentIndex(-1);
    setEditText(QString());
}

}  // namespace gputco::ui
