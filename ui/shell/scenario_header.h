// The scenario's name and the line under it (its file, whether it has unsaved changes, options,
// horizon and currency), above the pages, and the window's title with its modified marker.
// Both are the user's text, of any length: shown elided to the window's width, whole in the
// tool tip.
#pragma once

#include <QWidget>

namespace gputco::ui {

class ElidedLabel;
class ScenarioDocument;

class ScenarioHeader : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioHeader(QWidget* parent);

    // `open`: the window holds a scenario; `readOnlyLabel`: what it shows read-only ("file,
    // revision of date"), empty for a scenario being edited.
    void render(const ScenarioDocument& document, bool open, const QString& readOnlyLabel);
    QString line() const;  // the line under the name

private:
    ElidedLabel* title_;
    ElidedLabel* subtitle_;
};

}  // namespace gputco::ui
