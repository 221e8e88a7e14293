#include "ui/editors/option_board.h"

#include <QLayout>
#include <QScrollBar>
#include <algorithm>

#include "model/io/number_format.h"
#include "ui/document/language.h"

namespace gputco::ui {

OptionBoard::OptionBoard(QWidget* parent) : QScrollArea(parent) {
    setObjectName(QStringLiteral("OptionBoard"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
}

void OptionBoard::replaceContent(QWidget* content) {
    const int across = horizontalScrollBar()->value();
    const int down = verticalScrollBar()->value();
    // Deleted later: a button in the old content may be what asked for the new one.
    if (QWidget* old = takeWidget()) old->deleteLater();
    setWidget(content);
    horizontalScrollBar()->setValue(across);
    verticalScrollBar()->setValue(down);
}

void OptionBoard::reveal(QWidget* card) {
    if (!card || !widget()) return;
    // Just rebuilt: lay the content out so the card has its place before scrolling to it.
    if (QLayout* layout = widget()->layout()) layout->activate();
    const QPoint at = card->mapTo(widget(), QPoint(0, 0));
    horizontalScrollBar()->setValue(std::max(0, at.x() - 4));
    verticalScrollBar()->setValue(std::max(0, at.y() - 4));
}

QString OptionBoard::figureText(const engine::OptionResult& o, const QString& currency) {
    const QLocale locale = uiLocale();
    QString pv = o.pvCostAfterTax
                     ? tr("PV after tax %1").arg(io::formatMoney(*o.pvCostAfterTax, currency, locale))
                     : tr("PV of cost %1").arg(io::formatMoney(o.pvCost, currency, locale));
    if (o.costPerReferenceGpuHour)
        pv += QLatin1Char('\n') + tr("%1 per reference GPU-hour")
                                      .arg(io::formatMoney(*o.costPerReferenceGpuHour, currency, locale, 2));
    if (o.isBaseline)
        pv += QLatin1Char('\n') + tr("The baseline");
    else if (o.vsBaseline)
        pv += QLatin1Char('\n') +
              tr("NPV saving %1").arg(io::formatMoney(o.vsBaseline->npvSavings, currency, locale));
    return pv;
}

}  // namespace gputco::ui
