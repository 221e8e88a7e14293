// "Add option" (issue #16): one click on a template adds it; "From the catalog…" goes on to
// the catalog's cloud offers. The dialog only says which was chosen; the inputs panel builds
// the option (option_templates.h) and adds it as one undoable edit.
#pragma once

#include <QDialog>
#include <map>
#include <optional>

#include "ui/document/option_templates.h"

class QPushButton;

namespace gputco::ui {

class AddOptionDialog : public QDialog {
    Q_OBJECT
public:
    // Without a catalog, "From the catalog…" is shown disabled.
    explicit AddOptionDialog(bool catalogAvailable, QWidget* parent = nullptr);

    std::optional<OptionTemplate> chosen() const { return chosen_; }
    // The template's button: clicking it chooses the template and closes the dialog.
    QPushButton* button(OptionTemplate t) const { return buttons_.at(t); }

private:
    std::map<OptionTemplate, QPushButton*> buttons_;
    std::optional<OptionTemplate> chosen_;
};

}  // namespace gputco::ui
