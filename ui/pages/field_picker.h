// "Field to add" on the Risk page (issue #16): every numeric field of the scenario by its
// title ("Buy 4x 8-GPU A100 servers › Owned servers › Facility: PUE"), in file order, as a
// combo box to scroll through or type into; typing any part of a title (in either language)
// narrows the list to the titles that contain it. A person never sees or types a path.
#pragma once

#include <QComboBox>
#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::ui {

class FieldPicker : public QComboBox {
    Q_OBJECT
public:
    explicit FieldPicker(QWidget* parent = nullptr);

    // Lists `paths` of `scenario` by title, keeping what the user has typed so far.
    void setFields(const scenario::Scenario& scenario, const std::vector<std::string>& paths);
    // The path of the field whose title is chosen or typed in full (any case); empty when
    // the text names none.
    QString chosenPath() const;
    // Selects the field at `path`; false when it is not listed.
    bool choose(const QString& path);
    void clearChoice();

signals:
    // Enter pressed on a chosen field.
    void accepted();
};

}  // namespace gputco::ui
