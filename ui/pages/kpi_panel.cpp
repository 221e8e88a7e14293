#include "ui/pages/kpi_panel.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/document/language.h"
#include "ui/document/like_for_like_words.h"
#include "ui/document/risk_words.h"
#include "ui/document/warning_words.h"
#include "ui/pages/kpi_card.h"

namespace gputco::ui {

namespace {}

KpiPanel::KpiPanel(QWidget* parent)
    : QWidget(parent),
      cheapest_(new KpiCard(this)),
      saving_(new KpiCard(this)),
      mirr_(new KpiCard(this)),
      profitability_(new KpiCard(this)),
      payback_(new KpiCard(this)),
      levelised_(new KpiCard(this)),
      warningsLayout_(new QVBoxLayout) {
    for (KpiCard* card : {cheapest_, saving_, mirr_, profitability_, payback_, levelised_}) {
        card->setCursor(Qt::PointingHandCursor);
        connect(card, &KpiCard::activated, this, [this, card] { cardActivated(card); });
    }
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(12);
    cards_ = new QGridLayout;
    cards_->setSpacing(12);
    placeCards(kWideColumns);
    outer->addLayout(cards_);
    // The cards folded into one line; opening it shows them under it.
    summary_ = new QPushButton(this);
    summary_->setObjectName(QStringLiteral("WarningsSummary"));
    summary_->setCheckable(true);
    summary_->setFlat(true);
    summary_->setFocusPolicy(Qt::StrongFocus);
    summary_->setCursor(Qt::PointingHandCursor);
    // Its width is the panel's: the text is elided to it (elideSummary), whole in the tool tip.
    summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    summary_->hide();
    connect(summary_, &QPushButton::toggled, this, [this](bool open) { setWarningsExpanded(open); });
    outer->addWidget(summary_);
    warningsBox_ = new QWidget(this);
    warningsLayout_->setSpacing(8);
    warningsLayout_->setContentsMargins(0, 0, 0, 0);
    warningsBox_->setLayout(warningsLayout_);
    warningsBox_->hide();
    outer->addWidget(warningsBox_);
    render();
}

void KpiPanel::placeCards(int columns) {
    // Six in a row where they fit, else three (two rows), else two: never a card cut off
    // (issue #16: at 1280x720 the row was wider than the page).
    columns_ = columns;
    const std::array<KpiCard*, 6> order{cheapest_, saving_, mirr_, profitability_, payback_, levelised_};
    for (KpiCard* card : order) cards_->removeWidget(card);
    for (int c = 0; c < kWideColumns; ++c) cards_->setColumnStretch(c, 0);
    for (std::size_t i = 0; i < order.size(); ++i)
        cards_->addWidget(order[i], static_cast<int>(i) / columns, static_cast<int>(i) % columns);
    // The first two carry the longest texts (a name, a sentence): more room when in one row.
    for (int c = 0; c < columns; ++c) cards_->setColumnStretch(c, columns == kWideColumns && c < 2 ? 3 : 2);
}

int KpiPanel::columnsFor(int width) {
    const int spacing = 12;
    const auto need = [&](int n) { return n * (KpiCard::kMinimumWidth + 10) + (n - 1) * spacing; };
    if (width >= need(kWideColumns)) return kWideColumns;
    if (width >= need(3)) return 3;
    return 2;
}

void KpiPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    const int columns = columnsFor(width());
    if (columns != columns_) placeCards(columns);
    elideSummary();
}

void KpiPanel::setWarningsExpanded(bool expanded) {
    if (summary_->isChecked() != expanded) summary_->setChecked(expanded);  // comes back here
    if (expanded == expanded_) return;
    expanded_ = expanded;
    renderSummary();
}

void KpiPanel::renderSummary() {
    const int count = static_cast<int>(warningCards_.size());
    warningsBox_->setVisible(expanded_ && count > 0);
    summary_->setVisible(count > 0);
    if (count == 0) return;
    // Each kind once, in the order the cards stand, with how many cards it has.
    QStringList kinds;
    QList<int> counts;
    for (const QString& what : warningWhats_) {
        const auto at = kinds.indexOf(what);
        if (at < 0) {
            kinds << what;
            counts << 1;
        } else {
            ++counts[at];
        }
    }
    QStringList parts;
    for (qsizetype i = 0; i < kinds.size(); ++i)
        parts << (counts[i] > 1 ? tr("%1 (%2)").arg(kinds[i]).arg(counts[i]) : kinds[i]);
    const QString list = parts.join(tr(", "));
    // A triangle that points down when open, as a tree's branch does.
    const QString arrow = expanded_ ? QStringLiteral("▾ ") : QStringLiteral("▸ ");
    summaryText_ =
        arrow + (count == 1 ? tr("1 note: %1").arg(list) : tr("%1 notes: %2").arg(count).arg(list));
    QStringList lines;
    for (const KpiCard* card : warningCards_) lines << card->value();
    summary_->setToolTip((lines.join(QLatin1Char('\n')) + QLatin1Char('\n') +
                          (expanded_ ? tr("Click to fold them into this line") : tr("Click to show them")))
                             .toHtmlEscaped());
    // Red when one of them is a warning, blue when all are notes (as the cards are).
    const bool warning = std::any_of(warningCards_.begin(), warningCards_.end(),
                                     [](const KpiCard* c) { return c->kind() == KpiCard::Kind::Warning; });
    if (summary_->property("warning").toBool() != warning) {
        summary_->setProperty("warning", warning);
        summary_->style()->unpolish(summary_);
        summary_->style()->polish(summary_);
    }
    elideSummary();
}

void KpiPanel::elideSummary() {
    if (summaryText_.isEmpty()) return;
    // The button's own padding and frame: its size hint less its text's width.
    const QFontMetrics metrics = summary_->fontMetrics();
    const int padding = 32;
    summary_->setText(
        metrics.elidedText(summaryText_, Qt::ElideRight, std::max(40, summary_->width() - padding)));
}

QSize KpiPanel::minimumSizeHint() const {
    // Two cards side by side at the least, whatever the row holds now.
    const QSize hint = QWidget::minimumSizeHint();
    return {2 * KpiCard::kMinimumWidth + 12, hint.height()};
}

void KpiPanel::setResult(std::shared_ptr<const engine::Result> result) {
    result_ = std::move(result);
    render();
}

void KpiPanel::setMonteCarlo(const engine::MonteCarloResult* result, bool pending, int drifted) {
    drifted_ = drifted;
    expectedSaving_.clear();
    decisionHolds_.clear();
    expectedTrials_ = 0;
    monteCarloPending_ = pending;
    if (result && !result->cancelled) {
        for (const engine::OptionRisk& o : result->options) {
            expectedSaving_.push_back(o.saving ? std::optional<double>(o.saving->mean) : std::nullopt);
            decisionHolds_.push_back(o.pBeatsBaseline);
        }
        expectedTrials_ = result->trials;
    }
    render();
}

void KpiPanel::setJobsDemand(const std::optional<JobsDemand>& demand) {
    jobsDemand_ = demand;  // shown by the setResult() that follows
}

void KpiPanel::clear() {
    result_.reset();
    render();
}

void KpiPanel::retranslate() {
    render();
}

namespace {

// With jobs (issue #17) the levelised card shows what the work costs on the cheapest option:
// a million tokens of the first inference service, else a run of the first training job.
// The job's index in the explanation's order (training first) and its cost; none without jobs.
struct JobFigure {
    std::size_t job = 0;
    const engine::JobCost* cost = nullptr;
    bool perRun = false;
};
JobFigure jobFigure(const engine::OptionResult& o) {
    if (!o.costPerMillionTokens.empty())
        return {o.costPerTrainingRun.size(), &o.costPerMillionTokens.front(), false};
    if (!o.costPerTrainingRun.empty()) return {0, &o.costPerTrainingRun.front(), true};
    return {};
}

std::size_t cheapestOption(const engine::Result& r) {
    std::size_t best = 0;
    for (std::size_t i = 1; i < r.options.size(); ++i)
        if (r.options[i].comparablePv() < r.options[best].comparablePv()) best = i;
    return best;
}

}  // namespace

void KpiPanel::cardActivated(KpiCard* card) {
    if (!result_ || result_->options.empty()) return;
    const engine::Result& r = *result_;
    const std::size_t best = cheapestOption(r);
    const bool taxOn = r.options[best].pvCostAfterTax.has_value();
    engine::Figure figure = taxOn ? engine::Figure::PvCostAfterTax : engine::Figure::PvCost;
    if (card == saving_) figure = engine::Figure::NpvSavings;
    if (card == mirr_) figure = engine::Figure::Mirr;
    if (card == profitability_) figure = engine::Figure::ProfitabilityIndex;
    if (card == payback_) figure = engine::Figure::Payback;
    if (card == levelised_) figure = engine::Figure::LevelisedCost;
    engine::FigureRef ref{best, figure, {}, 1};
    if (const JobFigure job = jobFigure(r.options[best]); card == levelised_ && job.cost) {
        ref.figure = engine::Figure::JobCost;
        ref.job = job.job;
    }
    emit explainRequested(ref);
}

void KpiPanel::render() {
    // Warning cards are kept and refilled on every render (a new result, a language switch):
    // creating and styling new ones took most of an edit's redraw; unused ones are hidden.
    warningCards_.clear();
    warningWhats_.clear();

    const bool taxOn =
        result_ && !result_->options.empty() && result_->options.front().pvCostAfterTax.has_value();
    cheapest_->setCaption(taxOn ? tr("Cheapest option (PV after tax)") : tr("Cheapest option (PV)"));
    saving_->setCaption(taxOn ? tr("NPV saving vs baseline (after tax)") : tr("NPV saving vs baseline"));
    mirr_->setCaption(tr("MIRR (unlevered)"));
    profitability_->setCaption(tr("Profitability index"));
    payback_->setCaption(taxOn ? tr("Payback (after tax)") : tr("Payback (before tax)"));
    levelised_->setCaption(tr("Levelised cost per GPU-hour"));
    const QString explainTip = tr("Click to see how this figure is computed");
    for (KpiCard* card : {cheapest_, saving_, mirr_, profitability_, payback_, levelised_})
        card->setToolTip(explainTip);

    if (!result_ || result_->options.empty()) {
        for (KpiCard* card : {cheapest_, saving_, mirr_, profitability_, payback_, levelised_}) {
            card->setValue(io::kNoFigure);
            card->setDetail(QString());
        }
        for (KpiCard* card : warningPool_) card->hide();
        renderSummary();
        return;
    }

    const engine::Result& r = *result_;
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(r.currency);
    const std::size_t bestIndex = cheapestOption(r);
    const engine::OptionResult& best = r.options[bestIndex];
    const QString bestName = io::shownText(best.name);
    const QString baselineName =
        r.baseline < r.options.size() ? io::shownText(r.options[r.baseline].name) : QString();

    cheapest_->setValue(io::formatMoney(best.comparablePv(), currency, locale));
    const double delay = best.categoryTotal(engine::Category::Unserved);
    // The imputed cost of waiting is part of the total but no cash: said apart (issue #16).
    cheapest_->setDetail(delay > 0 ? bestName + QLatin1Char('\n') +
                                         tr("includes an imputed delay cost of %1 (not cash)")
                                             .arg(io::formatMoney(delay, currency, locale))
                                   : bestName);
    levelised_->setValue(best.levelisedCostPerReferenceGpuHour
                             ? io::formatMoney(*best.levelisedCostPerReferenceGpuHour, currency, locale, 2)
                             : io::kNoFigure);
    levelised_->setDetail(tr("PV of cost over PV of reference GPU-hours served"));
    if (const JobFigure job = jobFigure(best); job.cost) {
        levelised_->setCaption(job.perRun ? tr("Cost per training run") : tr("Cost per million tokens"));
        const int decimals = job.cost->value && std::abs(*job.cost->value) < 1 ? 4 : 2;
        levelised_->setValue(job.cost->value ? io::formatMoney(*job.cost->value, currency, locale, decimals)
                                             : io::kNoFigure);
        levelised_->setDetail(
            tr("%1 on %2").arg(io::shownText(job.cost->job), bestName) + QLatin1Char('\n') +
            tr("levelised %1 per GPU-hour")
                .arg(best.levelisedCostPerReferenceGpuHour
                         ? io::formatMoney(*best.levelisedCostPerReferenceGpuHour, currency, locale, 2)
                         : io::kNoFigure));
    }

    if (!best.vsBaseline) {
        // The baseline itself is cheapest: there is nothing to compare it with.
        saving_->setValue(io::kNoFigure);
        saving_->setDetail(tr("The baseline is the cheapest option"));
        for (KpiCard* card : {mirr_, profitability_, payback_}) {
            card->setValue(io::kNoFigure);
            card->setDetail(QString());
        }
    } else {
        const engine::VsBaseline& vs = *best.vsBaseline;
        saving_->setValue(io::formatMoney(vs.npvSavings, currency, locale));
        QStringList detail{tr("against %1").arg(baselineName)};
        // With uncertain inputs the expected saving stands beside the one at the file's values.
        if (bestIndex < expectedSaving_.size() && expectedSaving_[bestIndex]) {
            detail << tr("expected %1 (Monte Carlo mean of %2 trials)")
                          .arg(io::formatMoney(*expectedSaving_[bestIndex], currency, locale))
                          .arg(locale.toString(expectedTrials_));
            if (bestIndex < decisionHolds_.size() && decisionHolds_[bestIndex])
                detail << tr("the saving is positive in %1 of the trials")
                              .arg(io::formatPercent(*decisionHolds_[bestIndex], locale));
            // Far from the figure at the file's values: the Risk page says which inputs did it.
            if (meanShifted(vs.npvSavings, *expectedSaving_[bestIndex]))
                detail << tr(
                    "the mean differs from the figure at the file's values by more than 5 %: see Risk");
            if (drifted_ > 0)
                detail << (drifted_ == 1
                               ? tr("an uncertain input has left its value in the inputs: see Risk")
                               : tr("%1 uncertain inputs have left their values in the inputs: see Risk")
                                     .arg(drifted_));
        } else if (monteCarloPending_) {
            detail << tr("expected saving: the Monte Carlo is running…");
        }
        // The imputed delay cost is a valuation: the saving in cash alone beside it.
        if (std::abs(vs.npvSavingsCash - vs.npvSavings) > 0.5)
            detail << tr("in cash alone %1 (without the imputed delay cost)")
                          .arg(io::formatMoney(vs.npvSavingsCash, currency, locale));
        if (best.financingNpv)
            detail << tr("the loan is worth %1 at the cost of debt")
                          .arg(io::formatMoney(*best.financingNpv, currency, locale));
        saving_->setDetail(detail.join(QLatin1Char('\n')));

        mirr_->setValue(io::formatPercent(vs.mirr, locale));
        const QString irr =
            vs.irr ? tr("IRR %1 a year").arg(io::formatPercent(vs.irr, locale)) : tr("no IRR");
        mirr_->setToolTip(tr("IRR on the same flows: %1. %2")
                              .arg(vs.irr ? io::formatPercent(vs.irr, locale) : io::kNoFigure, explainTip));
        if (vs.irr && *vs.irr > 1.0)
            // A huge IRR from a small outlay is not a return anyone can earn again (MODEL.md
            // section 9): MIRR reinvests at the discount rate.
            mirr_->setDetail(tr("%1: MIRR is the figure to trust").arg(irr));
        else if (!vs.mirr)
            mirr_->setDetail(tr("the savings come first: no outlay to earn a return on"));
        else
            mirr_->setDetail(irr);

        profitability_->setValue(vs.profitabilityIndex ? io::formatDecimal(*vs.profitabilityIndex, locale, 2)
                                                       : io::kNoFigure);
        profitability_->setDetail(tr("PV of the savings per unit of PV invested"));
        payback_->setValue(io::formatMonthCount(vs.paybackMonths));
        payback_->setDetail(tr("until the savings repay the extra outlay, paid in cash"));
    }

    if (jobsDemand_) {
        KpiCard* card = nextWarningCard(tr("demand from the Sizing page"), KpiCard::Kind::Note);
        card->setCaption(tr("Demand from the Sizing page"));
        if (jobsDemand_->addsToTyped)
            card->setValue(tr("%1 typed + %2 from the jobs = %3 reference GPUs on average")
                               .arg(locale.toString(jobsDemand_->typedGpus, 'g', 6),
                                    locale.toString(jobsDemand_->jobsGpus - jobsDemand_->typedGpus, 'f', 2),
                                    locale.toString(jobsDemand_->jobsGpus, 'f', 2)));
        else
            card->setValue(jobsDemand_->jobCount == 1
                               ? tr("%1 reference GPUs on average, from one job")
                                     .arg(locale.toString(jobsDemand_->jobsGpus, 'f', 2))
                               : tr("%1 reference GPUs on average, from %2 jobs")
                                     .arg(locale.toString(jobsDemand_->jobsGpus, 'f', 2))
                                     .arg(jobsDemand_->jobCount));
        // "Every option serves it" only when it is so: an option may leave part of it unserved,
        // or hold slices that a service does not fit (their warnings follow this card).
        std::size_t short_ = 0;
        for (std::size_t i = 0; i < r.options.size(); ++i)
            short_ += r.options[i].unservedReferenceGpuHours >= 0.5 ||
                      std::any_of(jobsDemand_->shortfalls.begin(), jobsDemand_->shortfalls.end(),
                                  [&](const MigShortfall& f) { return f.option == i; });
        const QString typed = locale.toString(jobsDemand_->typedGpus, 'g', 6);
        if (short_ == 0)
            card->setDetail(
                jobsDemand_->typedGpus > 0 && !jobsDemand_->addsToTyped
                    ? tr("Every option serves it; the %1 GPUs typed under Demand do not count.").arg(typed)
                    : tr("Every option serves it."));
        else
            card->setDetail(
                (short_ == 1 ? tr("One option of %1 cannot serve all of it: see its warnings below.")
                                   .arg(r.options.size())
                             : tr("%1 options of %2 cannot serve all of it: see their warnings below.")
                                   .arg(short_)
                                   .arg(r.options.size())) +
                (jobsDemand_->typedGpus > 0 && !jobsDemand_->addsToTyped
                     ? QLatin1Char(' ') + tr("The %1 GPUs typed under Demand do not count.").arg(typed)
                     : QString()));
    }
    // Each option's warnings by their code (engine::Warning), in the words of warning_words.h:
    // the note that it is not like for like first, then unserved demand, a commitment past the
    // horizon, and each service its MIG slices cannot hold.
    static constexpr std::array kCardOrder{
        engine::WarningCode::NotLikeForLike, engine::WarningCode::UnservedDemand,
        engine::WarningCode::CommitmentPastHorizon, engine::WarningCode::SliceTooSmall};
    for (std::size_t index = 0; index < r.options.size(); ++index)
        for (const engine::WarningCode code : kCardOrder)
            for (const engine::Warning& w : r.options[index].warnings) {
                if (w.code != code) continue;
                const WarningWords words = warningWords(r, index, w, locale);
                KpiCard* card =
                    nextWarningCard(words.what, words.note ? KpiCard::Kind::Note : KpiCard::Kind::Warning);
                card->setCaption(words.caption);
                card->setValue(words.value);
                card->setDetail(words.detail);
            }
    for (std::size_t i = warningCards_.size(); i < warningPool_.size(); ++i) warningPool_[i]->hide();
    renderSummary();
    // New words change the height each card needs (a language switch, a longer name): the
    // page lays out again up to its scroll area, which sizes the page by it; else the page
    // keeps the old heights and cuts a card's last line (Chinese details at 1280x720).
    updateGeometry();
    if (parentWidget()) parentWidget()->updateGeometry();
}

KpiCard* KpiPanel::nextWarningCard(const QString& what, KpiCard::Kind kind) {
    warningWhats_ << what;
    const std::size_t i = warningCards_.size();
    if (i == warningPool_.size()) {
        auto* card = new KpiCard(this);
        card->setParent(warningsBox_);
        warningsLayout_->addWidget(card);
        warningPool_.push_back(card);
    }
    KpiCard* card = warningPool_[i];
    card->setKind(kind);  // a pooled card may have been the other kind
    card->show();         // a child added to a visible widget stays hidden until shown
    warningCards_.push_back(card);
    return card;
}

}  // namespace gputco::ui
