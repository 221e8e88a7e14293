#include "ui/dialogs/explain_dialog.h"

#include <algorithm>
#include <cmath>

#include <QColor>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QShortcut>
#include <QTableWidget>
#include <QVBoxLayout>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/scenario/price_age.h"
#include "model/scenario/provenance_lookup.h"
#include "ui/charts/category_label.h"
#include "ui/dialogs/methodology_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/estimate_words.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/price_age_words.h"
#include "ui/document/sizing_words.h"

namespace gputco::ui {

using engine::Figure;

namespace {

// The engine's sentence in the user's language: its pattern translated, then filled in by
// the engine's own fillPattern (UTF-8 passes through it untouched).
// `withoutValue`: a step's sentence beside its value in the table ends without it ("FLOPs a
// token (2 N)", not "FLOPs a token (2 N) 1.522e+10" beside 15,220,000,000), where the
// translation also ends on it; elsewhere in the sentence it stays.
QString text(const engine::ExplainText& t, const scenario::Scenario& s, bool withoutValue = false) {
    QString pattern = QCoreApplication::translate("gputco::engine::Explain", t.pattern.c_str());
    if (withoutValue && t.valueArg >= 0) {
        const QString last = QStringLiteral("%%1").arg(t.valueArg + 1);
        if (pattern.trimmed().endsWith(last)) {
            pattern = pattern.trimmed();
            pattern.chop(last.size());
            while (!pattern.isEmpty() &&
                   (pattern.back().isSpace() || pattern.back() == QLatin1Char(':') ||
                    pattern.back() == QChar(0xFF1A) || pattern.back() == QLatin1Char('=')))
                pattern.chop(1);
        }
    }
    std::vector<std::string> args = t.args;
    // A cost category is named in words, as the charts name it.
    if (t.categoryArg >= 0 && static_cast<std::size_t>(t.categoryArg) < args.size())
        for (std::size_t c = 0; c < engine::kCategoryCount; ++c)
            if (engine::kCategoryNames[c] == args[static_cast<std::size_t>(t.categoryArg)])
                args[static_cast<std::size_t>(t.categoryArg)] =
                    categoryLabel(static_cast<engine::Category>(c)).toStdString();
    // An input by its place and name, never its path in the file.
    if (t.inputArg >= 0 && static_cast<std::size_t>(t.inputArg) < args.size())
        args[static_cast<std::size_t>(t.inputArg)] =
            fieldTitle(s, QString::fromStdString(args[static_cast<std::size_t>(t.inputArg)])).toStdString();
    return QString::fromStdString(engine::fillPattern(pattern.toStdString(), args));
}

QString formatResult(const engine::Explanation& e, const engine::FigureRef& ref,
                     const scenario::Scenario& s) {
    const QString currency = QString::fromStdString(s.currency);
    if (!e.result) return text(e.note, s);
    const QLocale locale = uiLocale();
    switch (ref.figure) {
        case Figure::BreakEvenMonth:
            return io::formatMonthIndex(static_cast<int>(*e.result) - 1);
        case Figure::Irr:
        case Figure::Mirr:
            return io::formatPercent(*e.result, locale);
        case Figure::ProfitabilityIndex:
            return io::formatDecimal(*e.result, locale, 2);
        case Figure::Payback:
        case Figure::DiscountedPayback:
            return io::formatMonthCount(static_cast<int>(*e.result));
        case Figure::CostPerReferenceGpuHour:
        case Figure::LevelisedCost:
            return io::formatMoney(*e.result, currency, locale, 2);
        case Figure::UnservedHours:
            return io::formatWhole(*e.result, locale);
        case Figure::Input:
            return formatFieldValue(QString::fromStdString(ref.input), *e.result, currency);
        case Figure::JobCost:
            // Cents of a dollar per million tokens matter: as the Sizing page writes it.
            return jobCostMoney(*e.result, currency);
        default:
            return io::formatMoney(*e.result, currency, locale);
    }
}

// A step's value: two decimals, as money is written, but a small quantity keeps four
// significant digits (0.0519 GPU-hours per million tokens, not 0.05), without trailing zeros
// past the second decimal (a rate of 0.08 stays 0.08).
QString stepValue(double value, const QLocale& locale) {
    if (!std::isfinite(value)) return value > 0 ? QStringLiteral("\u221e") : locale.toString(value);
    const double size = std::abs(value);
    if (size == 0 || size >= 1) return locale.toString(value, 'f', 2);
    const int decimals = std::clamp(3 - static_cast<int>(std::floor(std::log10(size))), 2, 12);
    QString text = locale.toString(value, 'f', decimals);
    for (int extra = decimals - 2; extra > 0 && text.endsWith(QLatin1Char('0')); --extra) text.chop(1);
    return text;
}

QTableWidget* table(const QStringList& headers, QWidget* parent) {
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->setVisible(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setWordWrap(false);
    t->setTextElideMode(Qt::ElideRight);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QTableWidgetItem* item(const QString& text, bool number = false) {
    auto* i = new QTableWidgetItem(text);
    i->setToolTip(text.toHtmlEscaped());
    if (number) i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}

// A cell that opens a figure of its own: drawn as a link, said in its tool tip.
void markLink(QTableWidgetItem* cell) {
    cell->setForeground(QColor(0x1d, 0x4e, 0xd8));
    QFont underlined = cell->font();
    underlined.setUnderline(true);
    cell->setFont(underlined);
    cell->setToolTip(
        QCoreApplication::translate("gputco::ui::ExplainDialog", "Click to see how this figure is computed"));
}

}  // namespace

ExplainDialog::ExplainDialog(const engine::Explanation& e, const engine::FigureRef& ref,
                             const scenario::Scenario& s, QWidget* parent)
    : QDialog(parent),
      crumbs_(new QLabel(this)),
      sourceLine_(new QLabel(this)),
      title_(new QLabel(this)),
      result_(new QLabel(this)),
      formula_(new QLabel(this)),
      section_(new QLabel(this)),
      note_(new QLabel(this)),
      inputs_(table({tr("Input"), tr("Value"), tr("Source"), tr("As of")}, this)),
      steps_(table({tr("Step"), tr("Value")}, this)) {
    setWindowTitle(tr("How this figure is computed"));
    resize(900, 680);
    auto* layout = new QVBoxLayout(this);
    // The way back up: each figure above this one, a link to it.
    crumbs_->setTextFormat(Qt::RichText);
    crumbs_->setWordWrap(true);
    crumbs_->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    crumbs_->setStyleSheet(QStringLiteral("color: #475569;"));
    connect(crumbs_, &QLabel::linkActivated, this, [this](const QString& link) { backTo(link.toInt()); });
    layout->addWidget(crumbs_);
    title_->setTextFormat(Qt::PlainText);  // option names are the user's text
    title_->setStyleSheet(QStringLiteral("font-size: 13pt; font-weight: 600;"));
    title_->setWordWrap(true);
    layout->addWidget(title_);
    result_->setTextFormat(Qt::PlainText);
    result_->setStyleSheet(QStringLiteral("font-size: 16pt; font-weight: 600; color: #1d4ed8;"));
    layout->addWidget(result_);
    formula_->setTextFormat(Qt::PlainText);
    formula_->setWordWrap(true);
    formula_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(formula_);
    // The section's name is a link: the methodology opens at it (Help > Methodology).
    section_->setTextFormat(Qt::RichText);
    section_->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(section_, &QLabel::linkActivated, this,
            [this] { MethodologyDialog::open(this, sectionHeading_); });
    // F1 here is Help > Methodology at this figure's section (the main window's F1 does not
    // reach a window of its own).
    auto* help = new QShortcut(QKeySequence::HelpContents, this);
    connect(help, &QShortcut::activated, this, [this] { MethodologyDialog::open(this, sectionHeading_); });
    section_->setStyleSheet(QStringLiteral("color: #475569;"));
    layout->addWidget(section_);
    note_->setTextFormat(Qt::PlainText);
    layout->addWidget(note_);
    auto* inputsTitle = new QLabel(tr("Inputs"), this);
    inputsTitle->setStyleSheet(QStringLiteral("font-weight: 600;"));
    layout->addWidget(inputsTitle);
    layout->addWidget(inputs_, 1);
    // A catalog row's source is long: cut in its column (and whole in the cell's tool tip), it
    // is written out whole under the table for the current input; the input's own explanation
    // shows it from the start.
    sourceLine_->setObjectName(QStringLiteral("explainSourceLine"));
    sourceLine_->setTextFormat(Qt::PlainText);
    sourceLine_->setWordWrap(true);
    sourceLine_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sourceLine_->setStyleSheet(QStringLiteral("color: #475569;"));
    inputs_->setWordWrap(true);
    inputs_->setProperty("elidedColumn", 2);
    inputs_->setProperty("elidedShownIn", sourceLine_->objectName());
    connect(inputs_, &QTableWidget::currentCellChanged, this, [this](int row) {
        const QTableWidgetItem* source = row >= 0 ? inputs_->item(row, 2) : nullptr;
        sourceLine_->setText(source ? tr("Source: %1").arg(source->text()) : QString());
    });
    layout->addWidget(sourceLine_);
    auto* stepsTitle = new QLabel(tr("Steps"), this);
    stepsTitle->setStyleSheet(QStringLiteral("font-weight: 600;"));
    layout->addWidget(stepsTitle);
    layout->addWidget(steps_, 2);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(steps_, &QTableWidget::cellClicked, this, [this](int row, int) { openStep(row); });
    connect(inputs_, &QTableWidget::cellClicked, this, [this](int row, int) { openInput(row); });
    setExplanation(e, ref, s);
}

ExplainDialog::~ExplainDialog() {
    if (controller_ && watched_) controller_->unwatch(*watched_);
}

void ExplainDialog::follow(EvaluationController* controller) {
    controller_ = controller;
    setExplainer([controller = controller_](const engine::FigureRef& ref) {
        return controller ? controller->explain(ref) : engine::Explanation{};
    });
    watchShownFigure();
    connect(controller, &EvaluationController::evaluated, this,
            [this](const std::shared_ptr<const Evaluation>& evaluation) {
                if (!evaluation || !controller_) return;
                const engine::Explanation* e = evaluation->explanationOf(figure_);
                setExplanation(e ? *e : controller_->explain(figure_), figure_, evaluation->scenario);
            });
}

void ExplainDialog::watchShownFigure() {
    if (!controller_ || watched_ == figure_) return;
    if (watched_) controller_->unwatch(*watched_);
    watched_ = figure_;
    controller_->watch(figure_);
}

std::optional<engine::FigureRef> ExplainDialog::stepLink(int row) const {
    if (row < 0 || row >= static_cast<int>(stepLinks_.size())) return std::nullopt;
    return stepLinks_[static_cast<std::size_t>(row)];
}

std::optional<engine::FigureRef> ExplainDialog::inputLink(int row) const {
    if (row < 0 || row >= static_cast<int>(inputLinks_.size())) return std::nullopt;
    return inputLinks_[static_cast<std::size_t>(row)];
}

bool ExplainDialog::openStep(int row) {
    const std::optional<engine::FigureRef> link = stepLink(row);
    if (!link || !explainer_) return false;
    open(*link);
    return true;
}

bool ExplainDialog::openInput(int row) {
    const std::optional<engine::FigureRef> link = inputLink(row);
    if (!link || !explainer_) return false;
    open(*link);
    return true;
}

void ExplainDialog::open(const engine::FigureRef& ref) {
    if (!explainer_) return;
    trail_.push_back({figure_, titleText(), explanation_});
    const scenario::Scenario s = scenario_;
    display(explainer_(ref), ref, s);
}

void ExplainDialog::backTo(int level) {
    if (!explainer_ || level < 0 || level >= depth()) return;
    const Level up = trail_[static_cast<std::size_t>(level)];
    trail_.resize(static_cast<std::size_t>(level));
    const scenario::Scenario s = scenario_;
    display(up.shown ? *up.shown : explainer_(up.ref), up.ref, s);
}

void ExplainDialog::renderCrumbs() {
    QStringList parts;
    for (std::size_t i = 0; i < trail_.size(); ++i)
        parts << QStringLiteral("<a href=\"%1\">%2</a>").arg(i).arg(trail_[i].title.toHtmlEscaped());
    // The figure shown now is the heading under them.
    crumbs_->setText(parts.join(QStringLiteral(" \u203a ")) + QStringLiteral(" \u203a"));
    crumbs_->setVisible(!trail_.empty());
}

void ExplainDialog::setExplanation(const engine::Explanation& e, const engine::FigureRef& ref,
                                   const scenario::Scenario& s) {
    // A new result: the figures above are explained again on the way back up.
    for (Level& level : trail_) level.shown.reset();
    display(e, ref, s);
}

void ExplainDialog::display(const engine::Explanation& e, const engine::FigureRef& ref,
                            const scenario::Scenario& s) {
    explanation_ = e;
    figure_ = ref;
    scenario_ = s;
    watchShownFigure();
    const QString currency = QString::fromStdString(s.currency);
    title_->setText(text(e.figure, s));
    renderCrumbs();
    result_->setText(formatResult(e, ref, s));
    formula_->setText(tr("Formula: %1").arg(text(e.formula, s)));
    // A figure defined over several sections ("Owned clusters, Cloud capacity, Tax") links to
    // the first.
    sectionHeading_ = QString::fromStdString(e.section.pattern).section(QStringLiteral(", "), 0, 0);
    section_->setText(
        tr("Defined in the methodology, section “%1”")
            .arg(QStringLiteral("<a href=\"#methodology\">%1</a>").arg(text(e.section, s).toHtmlEscaped())));
    note_->setText(!e.note.empty() && e.result ? text(e.note, s) : QString());
    note_->setVisible(!note_->text().isEmpty());

    const QLocale locale = uiLocale();
    inputs_->clearContents();
    inputs_->setRowCount(static_cast<int>(e.inputs.size()));
    inputLinks_.assign(e.inputs.size(), std::nullopt);
    const scenario::CalendarDate reference = scenario::referenceDate(s, scenario::today());
    for (int r = 0; r < static_cast<int>(e.inputs.size()); ++r) {
        const engine::ExplainedInput& in = e.inputs[static_cast<std::size_t>(r)];
        const QString path = QString::fromStdString(in.path);
        // The input by its name and place; the file's path stays in reach for the audit trail.
        QTableWidgetItem* name = item(fieldTitle(s, path));
        // Rich text throughout, its line breaks as <br>: the link's line is added as rich text
        // below, and a tool tip whose first line holds no tag is shown as plain text, so the
        // Chinese tip read "…：finance.discount_rate<br>点击…" (found by the dialog words test).
        name->setToolTip(tr("%1\nIn the scenario file: %2")
                             .arg(fieldTitle(s, path), path)
                             .toHtmlEscaped()
                             .replace(QLatin1Char('\n'), QLatin1String("<br>")));
        inputs_->setItem(r, 0, name);
        QTableWidgetItem* valueCell = item(formatFieldValue(path, in.value, currency), true);
        inputs_->setItem(r, 1, valueCell);
        // A value typed over the catalog's says so, with the catalog's value and source.
        const ProvenanceWords from = provenanceWords(s, path);
        QString source = from.override       ? from.source
                         : in.source.empty() ? tr("typed in the scenario")
                                             : io::shownText(in.source);
        // A price the user estimated says so first, in amber (issue #33).
        const bool estimated = scenario::isEstimatedPrice(s, in.path);
        if (estimated)
            source = in.source.empty() ? estimateWords()
                                       : tr("%1 (source: %2)").arg(estimateWords(), io::shownText(in.source));
        QString asOf = from.override || in.asOf.empty() ? QStringLiteral("\u2014") : io::shownText(in.asOf);
        // A price more than 12 months old says its age, in the colour the inputs use.
        const std::optional<scenario::PriceAge> age =
            from.override ? std::nullopt : scenario::priceAge(s, in.path, reference);
        if (age) asOf = asOfWithAge(*age);
        // Long sources are cut at the cell's foot (whole under the table), read from their start.
        QTableWidgetItem* sourceCell = item(source);
        sourceCell->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        if (estimated)
            for (QTableWidgetItem* cell : {valueCell, sourceCell}) {
                cell->setForeground(estimateColor());
                cell->setToolTip(estimateWords() + QLatin1Char('\n') + estimateExplanation());
            }
        inputs_->setItem(r, 2, sourceCell);
        QTableWidgetItem* dated = item(asOf);
        if (age && age->stale()) {
            dated->setForeground(QColor(0x92, 0x40, 0x0e));
            dated->setToolTip(
                tr("More than 12 months old on %1: look for a current price").arg(referenceDateWords(s)));
        }
        inputs_->setItem(r, 3, dated);
        // Each input opens its own explanation: its value and the catalog row it came from.
        if (ref.figure != Figure::Input) {
            engine::FigureRef leaf{ref.option, Figure::Input, {}, 1};
            leaf.input = in.path;
            inputLinks_[static_cast<std::size_t>(r)] = leaf;
            const QString audit = name->toolTip();
            markLink(name);
            name->setToolTip(audit + QStringLiteral("<br>") + name->toolTip().toHtmlEscaped());
        }
    }
    inputs_->resizeColumnsToContents();
    // An input's name says its option and source ("Hybrid: own 2 servers, burst to p4d spot
    // and on-demand › Source 1 › Price per hour (USD)"): it breaks onto lines rather than
    // pushing the value and source off to the side; the source is cut (whole below the table).
    inputs_->setColumnWidth(0, std::min(inputs_->columnWidth(0), 360));
    inputs_->setColumnWidth(2, std::min(inputs_->columnWidth(2), 300));
    const QFontMetrics metrics(inputs_->font());
    const int line = inputs_->verticalHeader()->defaultSectionSize();
    for (int r = 0; r < inputs_->rowCount(); ++r) {
        const QRect needed =
            metrics.boundingRect(QRect(0, 0, std::max(1, inputs_->columnWidth(0) - 8), 100000),
                                 Qt::TextWordWrap, inputs_->item(r, 0)->text());
        const int lines = std::max(1, needed.height() / std::max(1, metrics.lineSpacing()));
        inputs_->setRowHeight(r, line + (lines - 1) * metrics.lineSpacing());
    }
    sourceLine_->clear();
    if (ref.figure == Figure::Input && inputs_->rowCount() > 0) inputs_->setCurrentCell(0, 2);
    steps_->clearContents();
    steps_->clearSpans();
    // The steps, then what the result is made of under a heading row of its own.
    const int partsFrom = static_cast<int>(e.steps.size()) + (e.parts.empty() ? 0 : 1);
    steps_->setRowCount(partsFrom + static_cast<int>(e.parts.size()));
    stepLinks_.assign(static_cast<std::size_t>(steps_->rowCount()), std::nullopt);
    const auto showStep = [&](int r, const engine::ExplainedStep& step) {
        QTableWidgetItem* what = item(text(step.what, s, true));
        steps_->setItem(r, 0, what);
        // A quantity the engine wrote in powers of ten (FLOPs: 1.522e+10 a token) reads as the
        // Sizing page writes it, 1.52 × 10¹⁰; with every digit it was 15,220,000,000.00.
        const bool powers =
            step.what.valueArg >= 0 &&
            step.what.args[static_cast<std::size_t>(step.what.valueArg)].find('e') != std::string::npos;
        steps_->setItem(r, 1, item(powers ? scientific(step.value) : stepValue(step.value, locale), true));
        if (step.opens) {
            stepLinks_[static_cast<std::size_t>(r)] = step.opens;
            markLink(what);
        }
    };
    for (int r = 0; r < static_cast<int>(e.steps.size()); ++r)
        showStep(r, e.steps[static_cast<std::size_t>(r)]);
    if (!e.parts.empty()) {
        QTableWidgetItem* heading = item(tr("Made of (each opens its own explanation)"));
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        steps_->setItem(partsFrom - 1, 0, heading);
        steps_->setSpan(partsFrom - 1, 0, 1, 2);
        for (std::size_t k = 0; k < e.parts.size(); ++k)
            showStep(partsFrom + static_cast<int>(k), e.parts[k]);
    }
    steps_->resizeColumnsToContents();
    // The longer list takes more of the height: an NPV saving has many inputs and two steps.
    if (auto* box = qobject_cast<QVBoxLayout*>(layout())) {
        box->setStretchFactor(inputs_, std::clamp(inputs_->rowCount(), 2, 12));
        box->setStretchFactor(steps_, std::clamp(steps_->rowCount(), 2, 12));
    }
    // Each list shows up to three rows whatever the other holds (the NPV saving's two steps
    // were squeezed to one under its many inputs).
    for (QTableWidget* t : {inputs_, steps_}) {
        int rows = 0;
        for (int r = 0; r < std::min(3, t->rowCount()); ++r) rows += t->rowHeight(r);
        t->setMinimumHeight(t->horizontalHeader()->sizeHint().height() + rows + 2 * t->frameWidth() +
                            t->horizontalScrollBar()->sizeHint().height());
    }
}

QString ExplainDialog::titleText() const {
    return title_->text();
}

QString ExplainDialog::resultText() const {
    return result_->text();
}

}  // namespace gputco::ui
