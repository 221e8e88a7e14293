#include "ui/pages/risk_page.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "model/io/display_text.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/uncertain_drift.h"
#include "ui/charts/input_distribution_chart.h"
#include "ui/charts/pv_distribution_chart.h"
#include "ui/charts/spider_chart.h"
#include "ui/charts/tornado_chart.h"
#include "ui/charts/variance_chart.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/risk_words.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/correlation_panel.h"
#include "ui/pages/field_picker.h"
#include "ui/pages/pv_percentile_table.h"
#include "ui/pages/shown_number.h"
#include "ui/pages/table_height.h"
#include "ui/pages/titled_panel.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

enum Column {
    InputColumn,
    DistColumn,
    LowColumn,
    ModeColumn,
    HighColumn,
    MeanColumn,
    StddevColumn,
    ColumnCount
};

constexpr sc::Distribution kDistributions[] = {sc::Distribution::Uniform, sc::Distribution::Triangular,
                                               sc::Distribution::Pert, sc::Distribution::Normal,
                                               sc::Distribution::Lognormal};

// An input's place and name (fieldTitle()) for an undo command's name, worded again after a
// language switch: from the scenario as it was then, as the option may since have been renamed.
std::function<QString()> titleNow(const sc::Scenario& s, const QString& path) {
    return [then = std::make_shared<const sc::Scenario>(s), path] { return fieldTitle(*then, path); };
}

// Which parameters a distribution reads; the others are shown empty.
bool uses(sc::Distribution d, int column) {
    switch (column) {
        case LowColumn:
        case HighColumn:
            return true;  // bounds, or truncation bounds for normal and lognormal
        case ModeColumn:
            return d == sc::Distribution::Triangular || d == sc::Distribution::Pert;
        case MeanColumn:
        case StddevColumn:
            return d == sc::Distribution::Normal || d == sc::Distribution::Lognormal;
    }
    return false;
}

double& parameter(sc::UncertainInput& in, int column) {
    switch (column) {
        case LowColumn:
            return in.low;
        case ModeColumn:
            return in.mode;
        case HighColumn:
            return in.high;
        case MeanColumn:
            return in.mean;
        default:
            return in.stddev;
    }
}

// The file's name of a parameter, for the edit's merge key (the document's change names it).
const char* memberName(int column) {
    switch (column) {
        case LowColumn:
            return "low";
        case ModeColumn:
            return "mode";
        case HighColumn:
            return "high";
        case MeanColumn:
            return "mean";
        default:
            return "stddev";
    }
}

// A parameter as the cell shows it: in the unit of the field the input moves, a fraction as
// a percentage ("40 %"); other units are in the input's title ("Price (USD/kWh)").
QString cellText(const FieldLabel& field, double stored) {
    const QString shown = shownNumber(stored, field.scale, uiLocale());
    return field.unit == FieldUnit::Percent ? shown + QStringLiteral(" %") : shown;
}

// To 12 significant digits: 12 x 0.2 is 2.4000000000000004 in binary, and a standard deviation
// of 1.2000000000000002 was shown and saved.
double tidy(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.12g", x);
    return std::strtod(text, nullptr);
}

// A value dropped by a handle, rounded to a step of about a two-hundredth of the input's range
// (a power of ten), so the table shows 1.35, not 1.3487612.
double draggedValue(const sc::UncertainInput& in, double stored) {
    const double span = std::fabs(in.high - in.low) > 0 ? std::fabs(in.high - in.low) : std::fabs(stored);
    if (!(span > 0)) return stored;
    const double step = std::pow(10.0, std::floor(std::log10(span / 200)));
    return tidy(std::round(stored / step) * step);
}

}  // namespace

RiskPage::RiskPage(ScenarioDocument* document, EvaluationController* controller, QWidget* parent)
    : QWidget(parent), document_(document), controller_(controller) {
    // The tornado comes with each evaluation, the Monte Carlo on request: both from the
    // controller, the page only shows them.
    connect(controller_, &EvaluationController::evaluated, this, &RiskPage::onEvaluated);
    connect(controller_, &EvaluationController::monteCarloFinished, this, &RiskPage::onMonteCarloDone);
    connect(controller_, &EvaluationController::monteCarloProgress, this,
            [this](int percent) { progress_->setValue(percent); });
    connect(controller_, &EvaluationController::monteCarloCancelled, this, [this] {
        runButton_->setEnabled(true);
        cancelButton_->setEnabled(false);
        progress_->setValue(0);
        status_->setText(tr("Cancelled; the last complete run is still shown"));
    });
    connect(document_, &ScenarioDocument::changed, this, &RiskPage::onDocumentChanged);
    build();
    retranslate();
    onDocumentChanged(DocumentChange{});
}

RiskPage::~RiskPage() = default;

void RiskPage::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    intro_ = new QLabel(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);

    auto* top = new QHBoxLayout;
    auto* inputsBox = new QVBoxLayout;
    table_ = new QTableWidget(0, ColumnCount, this);
    table_->setObjectName(QStringLiteral("UncertainInputs"));
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(InputColumn, QHeaderView::Stretch);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    // A long title wraps in its cell rather than being cut; the table grows to its rows
    // (fitTableHeight) and the page scrolls.
    table_->setWordWrap(true);
    table_->setTextElideMode(Qt::ElideNone);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!refreshing_) editInput(item->row(), item->column(), item->text());
    });
    connect(table_, &QTableWidget::itemSelectionChanged, this, &RiskPage::refreshPreview);
    // At another width the titles wrap onto other lines: the rows and the table follow.
    connect(table_->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column == InputColumn) fitTableHeight();
    });
    inputsBox->addWidget(table_);
    drift_ = new QLabel(this);
    drift_->setObjectName(QStringLiteral("RiskDrift"));
    drift_->setTextFormat(Qt::PlainText);
    drift_->setWordWrap(true);
    drift_->setStyleSheet(QStringLiteral("color: #92400e;"));  // amber, as a stale price
    drift_->hide();
    inputsBox->addWidget(drift_);
    auto* addRow = new QHBoxLayout;
    addPath_ = new FieldPicker(this);
    addButton_ = new QPushButton(this);
    const auto addChosen = [this] {
        const QString path = addPath_->chosenPath();
        if (path.isEmpty())
            status_->setText(tr("Choose a field from the list to add it"));
        else
            addInput(path);
    };
    connect(addButton_, &QPushButton::clicked, this, addChosen);
    connect(addPath_, &FieldPicker::accepted, this, addChosen);
    removeButton_ = new QPushButton(this);
    connect(removeButton_, &QPushButton::clicked, this, [this] {
        if (table_->currentRow() >= 0) removeInput(table_->currentRow());
    });
    addRow->addWidget(addPath_, 1);
    addRow->addWidget(addButton_);
    addRow->addWidget(removeButton_);
    inputsBox->addLayout(addRow);
    inputsBox->addStretch(1);
    top->addLayout(inputsBox, 3);

    preview_ = new InputDistributionChart(this);
    top->addWidget(preview_, 1);
    layout->addLayout(top);

    // The pairs of inputs that move together, under the inputs they name.
    correlationsTitle_ = new QLabel;
    correlationsTitle_->setWordWrap(true);
    correlations_ = new CorrelationPanel(document_);
    layout->addWidget(titledPanel(correlationsTitle_, correlations_));

    auto* runRow = new QHBoxLayout;
    trialsLabel_ = new QLabel(this);
    trials_ = new QSpinBox(this);
    trials_->setRange(1, 10'000'000);
    trials_->setSingleStep(10000);
    trials_->setGroupSeparatorShown(true);
    seedLabel_ = new QLabel(this);
    seed_ = new QSpinBox(this);
    seed_->setRange(0, std::numeric_limits<int>::max());
    connect(trials_, &QSpinBox::valueChanged, this, [this](int v) {
        if (refreshing_ || !document_->scenario().uncertainty) return;
        document_->edit([] { return tr("Change trials"); }, QStringLiteral("uncertainty.trials"),
                        [v](sc::Scenario& s) { s.uncertainty->trials = v; });
    });
    connect(seed_, &QSpinBox::valueChanged, this, [this](int v) {
        if (refreshing_ || !document_->scenario().uncertainty) return;
        document_->edit([] { return tr("Change seed"); }, QStringLiteral("uncertainty.seed"),
                        [v](sc::Scenario& s) { s.uncertainty->seed = static_cast<std::uint64_t>(v); });
    });
    runButton_ = new QPushButton(this);
    runButton_->setDefault(true);
    connect(runButton_, &QPushButton::clicked, this, &RiskPage::runMonteCarlo);
    cancelButton_ = new QPushButton(this);
    cancelButton_->setEnabled(false);
    connect(cancelButton_, &QPushButton::clicked, this, &RiskPage::cancel);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, 100);
    progress_->setValue(0);
    status_ = new QLabel(this);
    status_->setTextFormat(Qt::PlainText);
    status_->setWordWrap(true);  // a long message wraps instead of widening the page
    for (QWidget* w :
         std::initializer_list<QWidget*>{trialsLabel_, trials_, seedLabel_, seed_, runButton_, cancelButton_})
        runRow->addWidget(w);
    runRow->addWidget(progress_, 1);
    runRow->addWidget(status_, 2);
    layout->addLayout(runRow);

    auto* charts = new QGridLayout;
    tornado_ = new TornadoChart;
    tornadoTitle_ = new QLabel;
    distribution_ = new PvDistributionChart;
    distributionTitle_ = new QLabel;
    cheapest_ = new CheapestProbabilityChart;
    cheapestTitle_ = new QLabel;
    percentiles_ = new PvPercentileTable;
    percentilesTitle_ = new QLabel;
    connect(preview_, &InputDistributionChart::noteRequested, this, &RiskPage::noteRequested);
    // A handle dropped on the preview is the same edit as typing in the input's row.
    connect(preview_, &InputDistributionChart::parameterDragged, this,
            [this](InputDistributionChart::Handle handle, double stored) {
                const int column = handle == InputDistributionChart::Handle::Low    ? LowColumn
                                   : handle == InputDistributionChart::Handle::Mode ? ModeColumn
                                                                                    : HighColumn;
                const int row = table_->currentRow();
                const sc::Scenario& s = document_->scenario();
                if (!s.uncertainty || row < 0 || row >= static_cast<int>(s.uncertainty->inputs.size()))
                    return;
                setParameter(row, column,
                             draggedValue(s.uncertainty->inputs[static_cast<std::size_t>(row)], stored));
            });
    connect(tornado_, &TornadoChart::noteRequested, this, &RiskPage::noteRequested);
    connect(distribution_, &PvDistributionChart::noteRequested, this, &RiskPage::noteRequested);
    connect(cheapest_, &CheapestProbabilityChart::noteRequested, this, &RiskPage::noteRequested);
    connect(percentiles_, &PvPercentileTable::noteRequested, this, &RiskPage::noteRequested);
    for (QLabel* title : {tornadoTitle_, distributionTitle_, cheapestTitle_, percentilesTitle_})
        title->setWordWrap(true);
    // The percentiles right under the curves they are read from (at 10, 50 and 90 %), across
    // the page so that long option names and amounts have room.
    // The tornado's option, chosen above the chart it changes.
    auto* tornadoBox = new QWidget;
    auto* tornadoLayout = new QVBoxLayout(tornadoBox);
    tornadoLayout->setContentsMargins(0, 0, 0, 0);
    auto* chooserRow = new QHBoxLayout;
    tornadoChooserLabel_ = new QLabel;
    tornadoChooser_ = new QComboBox;
    tornadoChooser_->setObjectName(QStringLiteral("TornadoOption"));
    tornadoChooser_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    tornadoChooserLabel_->setBuddy(tornadoChooser_);
    connect(tornadoChooser_, &QComboBox::activated, this, [this](int index) {
        if (index >= 0 && index < static_cast<int>(optionIds_.size())) {
            const auto& options = document_->scenario().options;
            for (std::size_t i = 0; i < options.size(); ++i)
                if (options[i].id == optionIds_[static_cast<std::size_t>(index)]) compareOption(i);
        }
    });
    chooserRow->addWidget(tornadoChooserLabel_);
    chooserRow->addWidget(tornadoChooser_);
    chooserRow->addStretch(1);
    tornadoLayout->addLayout(chooserRow);
    tornadoLayout->addWidget(tornado_, 1);
    charts->addWidget(titledPanel(tornadoTitle_, tornadoBox), 0, 0, 1, 2);
    // The same option's spider, and after a run what drives its saving's variance.
    spider_ = new SpiderChart;
    spiderTitle_ = new QLabel;
    variance_ = new VarianceContributionChart;
    varianceTitle_ = new QLabel;
    for (QLabel* title : {spiderTitle_, varianceTitle_}) title->setWordWrap(true);
    connect(spider_, &SpiderChart::noteRequested, this, &RiskPage::noteRequested);
    connect(variance_, &VarianceContributionChart::noteRequested, this, &RiskPage::noteRequested);
    charts->addWidget(titledPanel(spiderTitle_, spider_), 1, 0);
    charts->addWidget(titledPanel(varianceTitle_, variance_), 1, 1);
    charts->addWidget(titledPanel(distributionTitle_, distribution_), 2, 0);
    charts->addWidget(titledPanel(cheapestTitle_, cheapest_), 2, 1);
    // Under the percentiles: why their means are not the figures at the file's values.
    auto* percentilesBox = new QWidget;
    auto* percentilesLayout = new QVBoxLayout(percentilesBox);
    percentilesLayout->setContentsMargins(0, 0, 0, 0);
    percentilesLayout->addWidget(percentiles_);
    meanShift_ = new QLabel;
    meanShift_->setObjectName(QStringLiteral("RiskMeanShift"));
    meanShift_->setWordWrap(true);
    meanShift_->setTextFormat(Qt::PlainText);
    meanShift_->hide();
    percentilesLayout->addWidget(meanShift_);
    charts->addWidget(titledPanel(percentilesTitle_, percentilesBox), 3, 0, 1, 2);
    charts->setColumnStretch(0, 3);
    charts->setColumnStretch(1, 2);
    layout->addLayout(charts, 1);
}

void RiskPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // After the layout has given the table its new width (a posted request).
    QTimer::singleShot(0, this, [this] {
        if (!refreshing_) fitTableHeight();
    });
}

void RiskPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void RiskPage::retranslate() {
    intro_->setText(
        tr("Inputs you are unsure of, each with a distribution. The tornado moves each one to its 5th "
           "and 95th percentile in turn; Monte Carlo draws all of them at once, the same draws for "
           "every option."));
    QStringList headers;
    for (int column = 0; column < ColumnCount; ++column) headers << columnName(column);
    table_->setHorizontalHeaderLabels(headers);
    for (int column = LowColumn; column < ColumnCount; ++column)
        table_->horizontalHeaderItem(column)->setToolTip(
            tr("In the input's own unit: a percentage in %, an amount in the currency its title names"));
    addPath_->lineEdit()->setPlaceholderText(tr("Field to add: type part of its name, such as PUE"));
    addPath_->setToolTip(tr("Every input of the scenario; type any part of a name to narrow the list"));
    addButton_->setText(tr("Add input"));
    removeButton_->setText(tr("Remove"));
    trialsLabel_->setText(tr("Trials"));
    seedLabel_->setText(tr("Seed"));
    runButton_->setText(tr("Run Monte Carlo"));
    cancelButton_->setText(tr("Cancel"));
    showTornadoTitle();
    correlationsTitle_->setText(tr("Correlated inputs"));
    tornadoChooserLabel_->setText(tr("&Compare with the baseline:"));
    distributionTitle_->setText(tr("Distribution of PV by option"));
    cheapestTitle_->setText(tr("Probability of being the cheapest"));
    percentilesTitle_->setText(
        tr("PV percentiles by option, %1: one trial in ten costs less than P10, nine in "
           "ten less than P90")
            .arg(riskBasisWords(document_->scenario())));
    refreshMeanShift();
    tornado_->retranslate();
    showSpiderTitle();
    spider_->retranslate();
    variance_->retranslate();
    showVariance();
    distribution_->retranslate();
    cheapest_->retranslate();
    percentiles_->retranslate();
    refreshTable();
    refreshAddList();
    refreshPreview();
    showStatus();
}

void RiskPage::onDocumentChanged(const DocumentChange& change) {
    refreshTable();
    // The list names every field by its title: it changes with the scenario's shape, its
    // uncertain inputs (listed ones are left out) and the names of options in the titles.
    if (change.reshapes() || change.path.startsWith(QLatin1String("uncertainty")) ||
        change.path.endsWith(QLatin1String(".name")) || change.path.isEmpty())
        refreshAddList();
    refreshPreview();
    showStatus();
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || s.uncertainty->inputs.empty()) {
        sensitivity_.reset();
        tornado_->clearResult();
    }
    correlations_->setAchieved(isResultCurrent() ? &*monteCarlo_ : nullptr);
}

void RiskPage::refreshTable() {
    refreshing_ = true;
    const sc::Scenario& s = document_->scenario();
    const QString currency = QString::fromStdString(s.currency);
    const std::vector<sc::UncertainInput> inputs =
        s.uncertainty ? s.uncertainty->inputs : std::vector<sc::UncertainInput>{};
    if (table_->rowCount() != static_cast<int>(inputs.size()))
        table_->setRowCount(static_cast<int>(inputs.size()));
    for (int row = 0; row < static_cast<int>(inputs.size()); ++row) {
        const sc::UncertainInput& in = inputs[static_cast<std::size_t>(row)];
        const QString path = QString::fromStdString(in.path);
        auto* title = new QTableWidgetItem(fieldTitle(s, path));
        title->setFlags(title->flags() & ~Qt::ItemIsEditable);
        table_->setItem(row, InputColumn, title);
        auto* combo = qobject_cast<QComboBox*>(table_->cellWidget(row, DistColumn));
        if (!combo) {
            combo = new QComboBox;
            table_->setCellWidget(row, DistColumn, combo);
            connect(combo, &QComboBox::activated, this, [this, combo](int index) {
                for (int r = 0; r < table_->rowCount(); ++r)
                    if (table_->cellWidget(r, DistColumn) == combo)
                        document_->edit([title = inputTitleNow(
                                             r)] { return tr("Change the distribution of %1").arg(title()); },
                                        QString(),
                                        [r, index](sc::Scenario& x) {
                                            x.uncertainty->inputs.at(static_cast<std::size_t>(r)).dist =
                                                kDistributions[index];
                                        });
            });
        }
        combo->clear();
        combo->addItems({tr("uniform"), tr("triangular"), tr("PERT"), tr("normal"), tr("lognormal")});
        for (int i = 0; i < 5; ++i)
            if (kDistributions[i] == in.dist) combo->setCurrentIndex(i);
        const FieldLabel field = fieldLabel(path, currency);
        for (int column = LowColumn; column < ColumnCount; ++column) {
            sc::UncertainInput copy = in;
            auto* item = new QTableWidgetItem(uses(in.dist, column) ? cellText(field, parameter(copy, column))
                                                                    : QString());
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (!uses(in.dist, column)) item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            table_->setItem(row, column, item);
        }
    }
    // Problems the validator finds in an input, in words, as the row's tool tip and in red.
    std::vector<QStringList> rowProblems(inputs.size());
    // A problem of input `row` is at its path or one of its members.
    const auto rowOf = [&inputs](const std::string& path) -> std::optional<std::size_t> {
        for (std::size_t row = 0; row < inputs.size(); ++row) {
            const std::string at = "uncertainty.inputs[" + std::to_string(row) + "]";
            if (path == at || path.rfind(at + ".", 0) == 0) return row;
        }
        return std::nullopt;
    };
    for (const sc::Problem& p : document_->problems()) {
        const std::optional<std::size_t> found = rowOf(p.path);
        if (!found) continue;
        const std::size_t row = *found;
        // "Low: must be at most the high value (40 %), got 50 %"
        const QString member = QString::fromStdString(p.path).section(QLatin1Char('.'), -1);
        const QString what =
            member.startsWith(QLatin1String("inputs[")) ? QString() : fieldLabel(member, currency).text;
        rowProblems[row] << (what.isEmpty() ? QString() : what + QStringLiteral(": ")) + problemText(s, p);
    }
    for (int row = 0; row < static_cast<int>(rowProblems.size()); ++row) {
        if (rowProblems[static_cast<std::size_t>(row)].isEmpty()) continue;
        for (int c = InputColumn; c < ColumnCount; ++c)
            if (QTableWidgetItem* item = table_->item(row, c)) {
                item->setForeground(QColor(0xb4, 0x23, 0x18));
                item->setToolTip(rowProblems[static_cast<std::size_t>(row)].join(QLatin1Char('\n')));
            }
    }
    const int trials = s.uncertainty ? s.uncertainty->trials : sc::Uncertainty{}.trials;
    trials_->setValue(trials);
    seed_->setValue(s.uncertainty ? static_cast<int>(std::min<std::uint64_t>(s.uncertainty->seed, INT32_MAX))
                                  : 1);
    fitTableHeight();
    refreshDrift();
    refreshing_ = false;
}

void RiskPage::refreshDrift() {
    const sc::Scenario& s = document_->scenario();
    const QString currency = QString::fromStdString(s.currency);
    QStringList lines;
    for (const sc::UncertainDrift& d : sc::uncertainDrift(s)) {
        const sc::UncertainInput& in = s.uncertainty->inputs[d.input];
        const QString path = QString::fromStdString(in.path);
        const auto value = [&](double v) { return formatFieldValue(path, v, currency); };
        const QString title = fieldTitle(s, path);
        if (d.outside)
            lines << tr("%1 is %2 in the inputs, outside its distribution's range, %3 to %4.")
                         .arg(title, value(d.value), value(d.range->first), value(d.range->second));
        else if (in.dist == sc::Distribution::Normal || in.dist == sc::Distribution::Lognormal)
            lines << tr("%1 is %2 in the inputs; its distribution's mean is %3.")
                         .arg(title, value(d.value), value(*d.centre));
        else
            lines << tr("%1 is %2 in the inputs; its distribution's most likely value is %3.")
                         .arg(title, value(d.value), value(*d.centre));
    }
    if (!lines.isEmpty())
        lines << tr(
            "The Monte Carlo and the tornado use the distributions, so their figures do not "
            "follow these inputs: change the distribution to match, or the input back.");
    drift_->setText(lines.join(QLatin1Char('\n')));
    drift_->setVisible(!lines.isEmpty());
}

void RiskPage::fitTableHeight() {
    fitTableToRows(table_, 150);
}

QString RiskPage::columnName(int column) {
    switch (column) {
        case InputColumn:
            return tr("Input");
        case DistColumn:
            return tr("Distribution");
        case LowColumn:
            return tr("Low");
        case ModeColumn:
            return tr("Most likely");
        case HighColumn:
            return tr("High");
        case MeanColumn:
            return tr("Mean");
        case StddevColumn:
            return tr("Std dev");
        default:
            return {};
    }
}

std::function<QString()> RiskPage::inputTitleNow(int row) const {
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || row < 0 || row >= static_cast<int>(s.uncertainty->inputs.size()))
        return [] { return QString(); };
    return titleNow(s, QString::fromStdString(s.uncertainty->inputs[static_cast<std::size_t>(row)].path));
}

QString RiskPage::inputTitle(int row) const {
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || row < 0 || row >= static_cast<int>(s.uncertainty->inputs.size())) return {};
    return fieldTitle(s, QString::fromStdString(s.uncertainty->inputs[static_cast<std::size_t>(row)].path));
}

void RiskPage::refreshAddList() {
    const sc::Scenario& s = document_->scenario();
    std::vector<std::string> paths;
    for (const std::string& p : sc::numericFieldPaths(s)) {
        bool used = false;
        if (s.uncertainty)
            for (const sc::UncertainInput& in : s.uncertainty->inputs) used = used || in.path == p;
        if (!used) paths.push_back(p);
    }
    addPath_->setFields(s, paths);
}

void RiskPage::editInput(int row, int column, const QString& text) {
    if (column < LowColumn || column >= ColumnCount) return;
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || row < 0 || row >= static_cast<int>(s.uncertainty->inputs.size())) return;
    const sc::UncertainInput& in = s.uncertainty->inputs[static_cast<std::size_t>(row)];
    const FieldLabel field = fieldLabel(QString::fromStdString(in.path), QString::fromStdString(s.currency));
    // Typed in the unit shown (40 for 40 %), stored as the file keeps it (0.4).
    const std::optional<double> v = storedNumber(text, field.scale, uiLocale());
    if (!v) {
        refreshTable();  // not a number: the cell shows the value the document holds
        status_->setText(tr("Not a number: “%1”").arg(text));
        return;
    }
    setParameter(row, column, *v);
}

void RiskPage::setParameter(int row, int column, double stored) {
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || row < 0 || row >= static_cast<int>(s.uncertainty->inputs.size())) return;
    document_->edit(
        [column, title = inputTitleNow(row)] {
            return tr("Change %1 of %2").arg(columnName(column), title());
        },
        QStringLiteral("uncertainty.inputs[%1].%2").arg(row).arg(QLatin1String(memberName(column))),
        [row, column, stored](sc::Scenario& x) {
            parameter(x.uncertainty->inputs.at(static_cast<std::size_t>(row)), column) = stored;
        });
}

bool RiskPage::addInput(const QString& path) {
    sc::Scenario copy = document_->scenario();
    const sc::FieldLookup found = sc::findField(copy, path.toStdString());
    if (!found.field) {
        status_->setText(tr("There is no such input in this scenario"));
        return false;
    }
    // A field that is uncertain already: show it rather than list it twice.
    if (copy.uncertainty)
        for (std::size_t i = 0; i < copy.uncertainty->inputs.size(); ++i)
            if (copy.uncertainty->inputs[i].path == path.toStdString()) {
                table_->selectRow(static_cast<int>(i));
                status_->setText(tr("%1 is an uncertain input already").arg(fieldTitle(copy, path)));
                return true;
            }
    // Around the current value: triangular from -20 % to +20 %, kept inside the field's range,
    // each value tidied.
    const sc::FieldRef& f = *found.field;
    const double v = f.get();
    const double spread = tidy(v != 0 ? std::abs(v) * 0.2 : 0.1);
    sc::UncertainInput in;
    in.path = path.toStdString();
    in.dist = sc::Distribution::Triangular;
    in.low = f.admissible(tidy(v - spread));
    in.high = f.admissible(tidy(v + spread));
    in.mode = std::clamp(v, in.low, in.high);
    in.mean = v;
    in.stddev = tidy(spread / 2);
    document_->edit([title = titleNow(copy, path)] { return tr("Add uncertain input %1").arg(title()); },
                    QString(),
                    [&](sc::Scenario& s) {
                        if (!s.uncertainty) s.uncertainty.emplace();
                        s.uncertainty->inputs.push_back(in);
                    });
    addPath_->clearChoice();
    table_->selectRow(table_->rowCount() - 1);
    return true;
}

void RiskPage::removeInput(int index) {
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || index < 0 || index >= static_cast<int>(s.uncertainty->inputs.size())) return;
    document_->edit(
        [title = inputTitleNow(index)] { return tr("Remove uncertain input %1").arg(title()); }, QString(),
        [index](sc::Scenario& x) {
            // A rank correlation goes with either of its inputs.
            auto& pairs = x.uncertainty->correlations;
            const std::string path = x.uncertainty->inputs.at(static_cast<std::size_t>(index)).path;
            pairs.erase(
                std::remove_if(pairs.begin(), pairs.end(),
                               [&path](const sc::RankCorrelation& c) { return c.a == path || c.b == path; }),
                pairs.end());
            x.uncertainty->inputs.erase(x.uncertainty->inputs.begin() + index);
        });
}

void RiskPage::refreshPreview() {
    const int row = table_->currentRow();
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || row < 0 || row >= static_cast<int>(s.uncertainty->inputs.size()))
        preview_->showHint(tr("Select an input to see its distribution"));
    else if (!document_->isEvaluable())
        preview_->showHint(tr("Fix the input's problems to see its distribution"));
    else
        preview_->setInput(s, s.uncertainty->inputs[static_cast<std::size_t>(row)]);
}

void RiskPage::onEvaluated(const std::shared_ptr<const Evaluation>& evaluation) {
    evaluation_ = evaluation;
    if (!evaluation->sensitivity) {
        sensitivity_.reset();
        tornado_->clearResult();
        tornadoChooser_->clear();
        optionIds_.clear();
        return;
    }
    // The user's pick while the scenario has that option (by id: it survives moves and
    // renames), else the option most of the inputs belong to (engine::optionOfInputs).
    const sc::Scenario& s = evaluation->scenario;
    const engine::SensitivityResult& computed = *evaluation->sensitivity;
    tornadoOption_.reset();
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (!pickedId_.empty() && s.options[i].id == pickedId_ && i != computed.baseline) tornadoOption_ = i;
    if (!tornadoOption_) tornadoOption_ = engine::optionOfInputs(s, computed.basePvs, computed.baseline);
    refreshing_ = true;
    tornadoChooser_->clear();
    optionIds_.clear();
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        if (i == computed.baseline) continue;
        tornadoChooser_->addItem(io::shownText(s.options[i].name));
        optionIds_.push_back(s.options[i].id);
        if (i == *tornadoOption_) tornadoChooser_->setCurrentIndex(tornadoChooser_->count() - 1);
    }
    tornadoChooser_->setEnabled(tornadoChooser_->count() > 1);
    refreshing_ = false;
    showTornado();
}

void RiskPage::compareOption(std::size_t option) {
    if (!evaluation_ || !evaluation_->sensitivity || option >= evaluation_->scenario.options.size() ||
        option == evaluation_->sensitivity->baseline)
        return;
    tornadoOption_ = option;
    pickedId_ = evaluation_->scenario.options[option].id;
    for (std::size_t k = 0; k < optionIds_.size(); ++k)
        if (optionIds_[k] == pickedId_) tornadoChooser_->setCurrentIndex(static_cast<int>(k));
    showTornado();
}

// The evaluation's swings ranked for the chosen option: no engine call (engine::rankedFor).
void RiskPage::showTornado() {
    const sc::Scenario& s = evaluation_->scenario;
    sensitivity_ = engine::rankedFor(*evaluation_->sensitivity, tornadoOption_.value_or(0));
    tornado_->setResult(*sensitivity_, s);
    tornadoCompared_.clear();
    tornadoBaseline_.clear();
    if (sensitivity_->compared < s.options.size() && sensitivity_->baseline < s.options.size()) {
        tornadoCompared_ = io::shownText(s.options[sensitivity_->compared].name);
        tornadoBaseline_ = io::shownText(s.options[sensitivity_->baseline].name);
    }
    showTornadoTitle();
    spiderStale_ = true;
    if (isVisible()) requestSpider();
    showVariance();
    emit sensitivityShown();
}

void RiskPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (spiderStale_) requestSpider();
}

void RiskPage::requestSpider() {
    if (!evaluation_ || !evaluation_->sensitivity || !tornadoOption_) return;
    spiderStale_ = false;
    const std::shared_ptr<const Evaluation> asked = evaluation_;
    const std::size_t option = *tornadoOption_;
    QPointer<RiskPage> self(this);
    controller_->requestSpider(asked->scenario, option, [self, asked, option](const engine::SpiderResult& r) {
        // Shown only while the page still shows that evaluation and that option.
        if (!self || self->evaluation_ != asked || self->tornadoOption_ != option) return;
        self->spider_->setResult(r, asked->scenario);
    });
    showSpiderTitle();
}

void RiskPage::showSpiderTitle() {
    spiderTitle_->setText(
        tornadoCompared_.isEmpty()
            ? tr("Spider: the PV difference as each input moves from its 5th to its 95th percentile")
            : tr("Spider: PV of %1 minus PV of %2 as each input moves from its 5th to its 95th percentile")
                  .arg(tornadoCompared_, tornadoBaseline_));
}

// What drives the variance of the chosen option's NPV saving, from the last run of this scenario.
void RiskPage::showVariance() {
    if (!monteCarlo_ || !isResultCurrent() || !tornadoOption_ ||
        *tornadoOption_ >= monteCarlo_->options.size() || !evaluation_) {
        variance_->clearResult();
        varianceTitle_->setText(tr("What drives the NPV saving's variance: run the Monte Carlo to see"));
        return;
    }
    variance_->setResult(*monteCarlo_, *tornadoOption_, document_->scenario());
    varianceTitle_->setText(tr("What drives the variance of the NPV saving of %1 (share of the variance, %2)")
                                .arg(io::shownText(document_->scenario().options[*tornadoOption_].name),
                                     riskBasisWords(document_->scenario())));
}

// With its options' names in every language (a change of language kept only the English one's).
void RiskPage::showTornadoTitle() {
    tornadoTitle_->setText(
        tornadoCompared_.isEmpty()
            ? tr("Tornado: what moves the PV difference most")
            : tr("Tornado: what moves PV of %1 minus PV of %2 most").arg(tornadoCompared_, tornadoBaseline_));
}

bool RiskPage::isRunning() const {
    return controller_->isMonteCarloRunning();
}

bool RiskPage::isResultCurrent() const {
    return monteCarlo_ && controller_->isMonteCarloCurrent();
}

void RiskPage::runMonteCarlo() {
    const sc::Scenario& s = document_->scenario();
    if (!document_->isEvaluable() || !s.uncertainty || s.uncertainty->inputs.empty() || isResultCurrent()) {
        showStatus();
        return;
    }
    progress_->setValue(0);
    runButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    controller_->requestMonteCarlo();
    showStatus();
}

void RiskPage::cancel() {
    controller_->cancelMonteCarlo();
}

void RiskPage::onMonteCarloDone(const std::shared_ptr<const engine::MonteCarloResult>& result) {
    runButton_->setEnabled(true);
    cancelButton_->setEnabled(false);
    monteCarlo_ = *result;
    correlations_->setAchieved(isResultCurrent() ? &*monteCarlo_ : nullptr);
    showVariance();
    progress_->setValue(100);
    const QString currency = QString::fromStdString(document_->scenario().currency);
    distribution_->setResult(*monteCarlo_, currency);
    cheapest_->setResult(*monteCarlo_);
    percentiles_->setResult(*monteCarlo_, currency);
    percentilesTitle_->setText(
        tr("PV percentiles by option, %1: one trial in ten costs less than P10, nine in "
           "ten less than P90")
            .arg(riskBasisWords(document_->scenario())));
    refreshMeanShift();
    showStatus();
    emit monteCarloFinished();
}

void RiskPage::showStatus() {
    const sc::Scenario& s = document_->scenario();
    if (isRunning()) {
        status_->setText(tr("Running…"));
    } else if (!s.uncertainty || s.uncertainty->inputs.empty()) {
        status_->setText(tr("Add an uncertain input to run the analysis"));
    } else if (!document_->isEvaluable()) {
        status_->setText(tr("The scenario has problems: fix them first"));
    } else if (monteCarlo_ && !isResultCurrent()) {
        status_->setText(tr("The inputs changed since the last run: run it again"));
    } else if (monteCarlo_) {
        status_->setText(
            tr("%1 trials, seed %2").arg(uiLocale().toString(monteCarlo_->trials)).arg(monteCarlo_->seed));
    } else {
        status_->setText(QString());
    }
    runButton_->setEnabled(!isRunning() && document_->isEvaluable() && s.uncertainty &&
                           !s.uncertainty->inputs.empty());
    percentiles_->setOutOfDate(monteCarlo_ && !isResultCurrent());
    if (monteCarlo_ && !isResultCurrent()) {
        meanShift_->hide();
        if (variance_->hasResult()) showVariance();
    }
}

// Each option whose mean PV is more than 5 % from its PV at the file's values, and why, once.
void RiskPage::refreshMeanShift() {
    if (!monteCarlo_ || !isResultCurrent() || !evaluation_ || !evaluation_->sensitivity) {
        meanShift_->hide();
        return;
    }
    const QStringList lines =
        meanShiftLines(document_->scenario(), evaluation_->sensitivity->basePvs, *monteCarlo_);
    meanShift_->setText(lines.join(QLatin1Char('\n')));
    meanShift_->setVisible(!lines.isEmpty());
}

}  // namespace gputco::ui
