#include "ui/kpi_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/kpi_card.h"
#include "ui/language.h"

namespace gputco::ui {

namespace {
const QString kDash = QStringLiteral("\u2014");
}

KpiPanel::KpiPanel(QWidget* parent)
    : QWidget(parent),
      cheapest_(new KpiCard(this)),
      saving_(new KpiCard(this)),
      breakEven_(new KpiCard(this)),
      irr_(new KpiCard(this)),
      payback_(new KpiCard(this)),
      warningsLayout_(new QVBoxLayout) {
    for (KpiCard* card : {cheapest_, saving_, breakEven_, irr_, payback_}) {
        card->setCursor(Qt::PointingHandCursor);
        card->setToolTip(tr("Click to see how this figure is computed"));
        connect(card, &KpiCard::activated, this, [this, card] { cardActivated(card); });
    }
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(12);
    auto* cards = new QHBoxLayout;
    cards->setSpacing(12);
    // The cheapest option's card carries the longest text (its name), so it gets more room.
    cards->addWidget(cheapest_, 3);
    for (KpiCard* card : {saving_, breakEven_, irr_, payback_}) cards->addWidget(card, 2);
    outer->addLayout(cards);
    warningsLayout_->setSpacing(8);
    warningsLayout_->setContentsMargins(0, 0, 0, 0);
    outer->addLayout(warningsLayout_);
    render();
}

void KpiPanel::setResult(const engine::Result& result) {
    result_ = result;
    render();
}

void KpiPanel::clear() {
    result_.reset();
    render();
}

void KpiPanel::retranslate() {
    render();
}

void KpiPanel::cardActivated(KpiCard* card) {
    if (!result_ || result_->options.empty()) return;
    const engine::Result& r = *result_;
    std::size_t best = 0;
    for (std::size_t i = 1; i < r.options.size(); ++i)
        if (r.options[i].comparablePv() < r.options[best].comparablePv()) best = i;
    const bool taxOn = r.options[best].pvCostAfterTax.has_value();
    engine::Figure figure = taxOn ? engine::Figure::PvCostAfterTax : engine::Figure::PvCost;
    if (card == saving_) figure = engine::Figure::NpvSavings;
    if (card == breakEven_) figure = engine::Figure::BreakEvenMonth;
    if (card == irr_) figure = engine::Figure::Irr;
    if (card == payback_) figure = engine::Figure::Payback;
    emit explainRequested({best, figure, {}, 1});
}

void KpiPanel::render() {
    // Rebuilt on every render (a new result, a language switch); deleted at once so that the
    // layout never holds a stale card.
    for (KpiCard* card : warningCards_) delete card;
    warningCards_.clear();

    const bool taxOn =
        result_ && !result_->options.empty() && result_->options.front().pvCostAfterTax.has_value();
    cheapest_->setCaption(taxOn ? tr("Cheapest option (PV after tax)") : tr("Cheapest option (PV)"));
    saving_->setCaption(tr("Saving vs baseline (NPV)"));
    breakEven_->setCaption(tr("Break-even month"));
    irr_->setCaption(tr("IRR"));
    payback_->setCaption(tr("Payback period"));

    if (!result_ || result_->options.empty()) {
        for (KpiCard* card : {cheapest_, saving_, breakEven_, irr_, payback_}) {
            card->setValue(kDash);
            card->setDetail(QString());
        }
        return;
    }

    const engine::Result& r = *result_;
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(r.currency);
    const auto cheapestIt =
        std::min_element(r.options.begin(), r.options.end(),
                         [](const auto& a, const auto& b) { return a.comparablePv() < b.comparablePv(); });
    const engine::OptionResult& best = *cheapestIt;
    const QString bestName = io::shownText(best.name);
    const QString baselineName =
        r.baseline < r.options.size() ? io::shownText(r.options[r.baseline].name) : QString();

    cheapest_->setValue(io::formatMoney(best.comparablePv(), currency, locale));
    cheapest_->setDetail(bestName);

    if (!best.vsBaseline) {
        // The baseline itself is cheapest: there is nothing to compare it with.
        saving_->setValue(kDash);
        saving_->setDetail(tr("The baseline is the cheapest option"));
        for (KpiCard* card : {breakEven_, irr_, payback_}) {
            card->setValue(kDash);
            card->setDetail(QString());
        }
    } else {
        const engine::VsBaseline& vs = *best.vsBaseline;
        saving_->setValue(io::formatMoney(vs.npvSavings, currency, locale));
        saving_->setDetail(tr("against %1").arg(baselineName));
        breakEven_->setValue(io::formatMonthIndex(vs.breakEvenMonth));
        breakEven_->setDetail(tr("cumulative cost stays below the baseline from then on"));
        irr_->setValue(io::formatPercent(vs.irr, locale));
        irr_->setDetail(tr("of the cash flows saved against the baseline"));
        payback_->setValue(io::formatMonthCount(vs.paybackMonths));
        payback_->setDetail(tr("until the savings repay the extra outlay"));
    }

    for (const engine::OptionResult& option : r.options) {
        const QString name = io::shownText(option.name);
        if (option.unservedReferenceGpuHours > 0) {
            auto* card = new KpiCard(this);
            card->setWarning(true);
            card->setCaption(tr("Warning: unserved demand"));
            card->setValue(tr("%1: %2 reference GPU-hours of demand are not served")
                               .arg(name, io::formatWhole(option.unservedReferenceGpuHours, locale)));
            card->setDetail(tr("Its costs cover less work than the other options; compare with care."));
            warningCards_.push_back(card);
        }
        // Other warnings (a lease shorter than the horizon, ...) come from the engine in English.
        for (const std::string& w : option.warnings) {
            if (w.rfind("unserved demand", 0) == 0) continue;
            auto* card = new KpiCard(this);
            card->setWarning(true);
            card->setCaption(tr("Warning"));
            card->setValue(name);
            card->setDetail(io::shownText(w));
            warningCards_.push_back(card);
        }
    }
    for (KpiCard* card : warningCards_) {
        warningsLayout_->addWidget(card);
        // A child added to a visible widget stays hidden until shown.
        card->show();
    }
}

}  // namespace gputco::ui
