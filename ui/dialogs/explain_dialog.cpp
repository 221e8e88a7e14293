#include "ui/dialogs/explain_dialog.h"

#include <algorithm>
#include <cmath>

#include <QColor>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QShortcut>
#include <QTableWidget>
#include <QVBoxLayout>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/scenario/price_age.h"
#include "ui/charts/category_label.h"
#include "ui/dialogs/methodology_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/field_registry.h"
#include "ui/document/price_age_words.h"
#include "ui/language.h"
#include "ui/sizing/sizing_words.h"

namespace gputco::ui {

using engine::Figure;

namespace {

// The engine's sentence in the user's language: its pattern translated, then filled in by
// the engine's own fillPattern (UTF-8 passes through it untouched).
// `withoutValue`: a step's sentence beside its value in the table ends without it ("FLOPs a
// token (2 N)", not "FLOPs a token (2 N) 1.522e+10" beside 15,220,000,000), where the
// translation also ends on it; elsewhere in the sentence it stays.
QString text(const engine::ExplainText& t, bool withoutValue = false) {
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
    return QString::fromStdString(engine::fillPattern(pattern.toStdString(), args));
}

QString formatResult(const engine::Explanation& e, const engine::FigureRef& ref, const QString& currency) {
    if (!e.result) return text(e.note);
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
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QTableWidgetItem* item(const QString& text, bool number = false) {
    auto* i = new QTableWidgetItem(text);
    i->setToolTip(text.toHtmlEscaped());
    if (number) i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}

}  // namespace

ExplainDialog::ExplainDialog(const engine::Explanation& e, const engine::FigureRef& ref,
                             const scenario::Scenario& s, QWidget* parent)
    : QDialog(parent),
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
    auto* stepsTitle = new QLabel(tr("Steps"), this);
    stepsTitle->setStyleSheet(QStringLiteral("font-weight: 600;"));
    layout->addWidget(stepsTitle);
    layout->addWidget(steps_, 2);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setExplanation(e, ref, s);
}

void ExplainDialog::setExplanation(const engine::Explanation& e, const engine::FigureRef& ref,
                                   const scenario::Scenario& s) {
    figure_ = ref;
    const QString currency = QString::fromStdString(s.currency);
    title_->setText(text(e.figure));
    result_->setText(formatResult(e, ref, currency));
    formula_->setText(tr("Formula: %1").arg(text(e.formula)));
    // A figure defined over several sections ("Owned clusters, Cloud capacity, Tax") links to
    // the first.
    sectionHeading_ = QString::fromStdString(e.section.pattern).section(QStringLiteral(", "), 0, 0);
    section_->setText(
        tr("Defined in the methodology, section “%1”")
            .arg(QStringLiteral("<a href=\"#methodology\">%1</a>").arg(text(e.section).toHtmlEscaped())));
    note_->setText(!e.note.empty() && e.result ? text(e.note) : QString());
    note_->setVisible(!note_->text().isEmpty());

    const QLocale locale = uiLocale();
    inputs_->clearContents();
    inputs_->setRowCount(static_cast<int>(e.inputs.size()));
    const scenario::CalendarDate reference = scenario::referenceDate(s, scenario::today());
    for (int r = 0; r < static_cast<int>(e.inputs.size()); ++r) {
        const engine::ExplainedInput& in = e.inputs[static_cast<std::size_t>(r)];
        const QString path = QString::fromStdString(in.path);
        // The input by its name and place; the file's path stays in reach for the audit trail.
        QTableWidgetItem* name = item(fieldTitle(s, path));
        name->setToolTip(tr("%1\nIn the scenario file: %2").arg(fieldTitle(s, path), path).toHtmlEscaped());
        inputs_->setItem(r, 0, name);
        inputs_->setItem(r, 1, item(formatFieldValue(path, in.value, currency), true));
        // A value typed over the catalog's says so, with the catalog's value and source.
        const ProvenanceWords from = provenanceWords(s, path);
        const QString source = from.override       ? from.source
                               : in.source.empty() ? tr("typed in the scenario")
                                                   : io::shownText(in.source);
        QString asOf = from.override || in.asOf.empty() ? QStringLiteral("\u2014") : io::shownText(in.asOf);
        // A price more than 12 months old says its age, in the colour the inputs use.
        const std::optional<scenario::PriceAge> age =
            from.override ? std::nullopt : scenario::priceAge(s, in.path, reference);
        if (age) asOf = asOfWithAge(*age);
        inputs_->setItem(r, 2, item(source));
        QTableWidgetItem* dated = item(asOf);
        if (age && age->stale()) {
            dated->setForeground(QColor(0x92, 0x40, 0x0e));
            dated->setToolTip(
                tr("More than 12 months old on %1: look for a current price").arg(referenceDateWords(s)));
        }
        inputs_->setItem(r, 3, dated);
    }
    inputs_->resizeColumnsToContents();
    inputs_->setColumnWidth(2, std::min(inputs_->columnWidth(2), 420));
    steps_->clearContents();
    steps_->setRowCount(static_cast<int>(e.steps.size()));
    for (int r = 0; r < static_cast<int>(e.steps.size()); ++r) {
        const engine::ExplainedStep& s = e.steps[static_cast<std::size_t>(r)];
        steps_->setItem(r, 0, item(text(s.what, true)));
        // A quantity the engine wrote in powers of ten (FLOPs: 1.522e+10 a token) reads as the
        // Sizing page writes it, 1.52 × 10¹⁰; with every digit it was 15,220,000,000.00.
        const bool powers =
            s.what.valueArg >= 0 &&
            s.what.args[static_cast<std::size_t>(s.what.valueArg)].find('e') != std::string::npos;
        steps_->setItem(r, 1, item(powers ? scientific(s.value) : stepValue(s.value, locale), true));
    }
    steps_->resizeColumnsToContents();
}

QString ExplainDialog::titleText() const {
    return title_->text();
}

QString ExplainDialog::resultText() const {
    return result_->text();
}

}  // namespace gputco::ui
