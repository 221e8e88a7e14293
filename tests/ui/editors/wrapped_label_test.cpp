// The options board's wrapped labels remember their height at a width (issue #35): the height
// they give must stay the one QLabel itself computes, whatever changed since it was kept.
#include <catch2/catch.hpp>

#include <QFont>
#include <QLabel>

#include "ui/editors/wrapped_label.h"

using gputco::ui::WrappedLabel;

namespace {

// The height a plain QLabel with the same words, font and settings needs at `width`: the
// independent figure each remembered height is checked against.
int qlabelHeight(const WrappedLabel& label, int width) {
    QLabel plain(label.text());
    plain.setWordWrap(true);
    plain.setFont(label.font());
    plain.setTextFormat(label.textFormat());
    plain.setMargin(label.margin());
    plain.setIndent(label.indent());
    return plain.heightForWidth(width);
}

}  // namespace

TEST_CASE("wrapped label: its height at a width follows its words, font and margins",
          "[ui][options][labels]") {
    WrappedLabel label(QStringLiteral("Server price (USD)"));
    label.setTextFormat(Qt::PlainText);
    CHECK(label.wordWrap());
    const int one = label.heightForWidth(400);
    CHECK(one == qlabelHeight(label, 400));
    // Asked again at the same width, the same; at a narrow width the words take more lines.
    CHECK(label.heightForWidth(400) == one);
    const int narrow = label.heightForWidth(60);
    CHECK(narrow > one);
    CHECK(narrow == qlabelHeight(label, 60));
    // New words (setText is not virtual: the label sees them when asked).
    label.setText(
        QStringLiteral("Reserved or subscription instances, their price per instance-hour and "
                       "their commitment in months"));
    CHECK(label.heightForWidth(400) == qlabelHeight(label, 400));
    CHECK(label.heightForWidth(400) > one);
    // A larger font (a style sheet's or the application's arrives the same way, FontChange).
    const int before = label.heightForWidth(400);
    QFont larger = label.font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    label.setFont(larger);
    CHECK(label.heightForWidth(400) > before);
    CHECK(label.heightForWidth(400) == qlabelHeight(label, 400));
    // A margin.
    label.setMargin(10);
    CHECK(label.heightForWidth(400) == qlabelHeight(label, 400));
    // Three widths in turn: the two it keeps and one more, each still QLabel's own figure.
    for (int width : {120, 240, 400, 120, 240})
        CHECK(label.heightForWidth(width) == qlabelHeight(label, width));
}
