// The options side by side (issue #16): one column per option, as a spreadsheet lays out its
// scenarios, each column the option's card from the inputs panel with the option's key
// figures on top. The board scrolls both ways; the panel builds its content.
#pragma once

#include <QScrollArea>
#include <QString>
#include <vector>

#include "model/engine/result.h"

namespace gputco::ui {

class OptionBoard : public QScrollArea {
    Q_OBJECT
public:
    // A column's width: the card's labels wrap inside it, in English and Chinese alike.
    static constexpr int kColumnWidth = 320;

    explicit OptionBoard(QWidget* parent = nullptr);

    // Shows `content` (the add button over the cards in a row) where the old content was,
    // scrolled as it was, so that no edit jumps the view.
    void replaceContent(QWidget* content);
    // Scrolls so that `card` shows from its top left.
    void reveal(QWidget* card);

    // The key figures of one option as its column shows them: PV (after tax when tax is on)
    // and cost per reference GPU-hour, then the NPV saving against the baseline.
    static QString figureText(const engine::OptionResult& option, const QString& currency);
};

}  // namespace gputco::ui
