#include "ui/pages/calibration_page.h"

#include <qcustomplot.h>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "model/calibration/probe_attachment.h"
#include "model/io/display_text.h"
#include "model/io/library/library.h"
#include "model/io/number_format.h"
#include "model/io/probe_reader.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/drawn_chart.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/probe_process.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/titled_panel.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

// The metrics a GPU model's rate is made of, in the order the workload usually weighs them.
const char* const kMetrics[] = {"tensor_fp16", "hbm_bandwidth", "fp32"};

QTableWidget* readOnlyTable(int columns) {
    auto* t = new QTableWidget(0, columns);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->setVisible(false);
    // The names take the room the figures do not need: the figures stay beside their headers
    // rather than pushed to the far edge of a wide page.
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    // As tall as its rows: a few GPU models and options need no scrolling, and no blank space.
    t->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    t->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    t->setMinimumHeight(90);
    return t;
}

void setCell(QTableWidget* t, int row, int column, const QString& text, bool numeric) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(numeric ? (Qt::AlignRight | Qt::AlignVCenter)
                                   : (Qt::AlignLeft | Qt::AlignVCenter));
    t->setItem(row, column, item);
}

// Sentences one after another: a space after an English full stop, none after a Chinese one.
QString joinSentences(const QStringList& sentences) {
    QString text;
    for (const QString& sentence : sentences) {
        if (sentence.isEmpty()) continue;
        if (!text.isEmpty() && !text.endsWith(QChar(0x3002))) text += QLatin1Char(' ');
        text += sentence;
    }
    return text;
}

QString change(double before, double after) {
    if (before == 0) return QStringLiteral("\u2014");
    const double ratio = after / before - 1;
    return (ratio > 0 ? QStringLiteral("+") : QString()) + io::formatPercent(ratio, uiLocale(), 1);
}

}  // namespace

CalibrationPage::CalibrationPage(ScenarioDocument* document, EvaluationController* controller,
                                 io::library::Library* library, QWidget* parent)
    : QWidget(parent),
      document_(document),
      controller_(controller),
      library_(library),
      probe_(new ProbeProcess(this)) {
    build();
    // The calibration effect comes with each evaluation. Hidden, the page only notes that it is
    // out of date: it would redraw a chart nobody sees.
    connect(controller_, &EvaluationController::evaluated, this, [this] {
        if (isVisible())
            refresh();
        else
            stale_ = true;
    });
    connect(probe_, &ProbeProcess::finished, this, &CalibrationPage::onProbeFinished);
    retranslate();
    refresh();
}

CalibrationPage::~CalibrationPage() = default;

void CalibrationPage::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 8, 0, 0);
    layout->setSpacing(12);
    intro_ = new QLabel;
    intro_->setWordWrap(true);
    layout->addWidget(intro_);

    auto* actions = new QHBoxLayout;
    runButton_ = new QPushButton;
    runButton_->setObjectName(QStringLiteral("RunProbe"));
    connect(runButton_, &QPushButton::clicked, this, [this] { runProbe(); });
    importButton_ = new QPushButton;
    connect(importButton_, &QPushButton::clicked, this, [this] { importProbe(); });
    gpuLabel_ = new QLabel;
    gpu_ = new QComboBox;
    gpu_->setMinimumWidth(180);
    connect(gpu_, &QComboBox::currentIndexChanged, this, [this] {
        if (refreshing_) return;
        refreshChart();
        refreshTables();
    });
    gpuLabel_->setBuddy(gpu_);
    detachButton_ = new QPushButton;
    connect(detachButton_, &QPushButton::clicked, this, [this] { detachChosen(); });
    actions->addWidget(runButton_);
    actions->addWidget(importButton_);
    actions->addSpacing(16);
    actions->addWidget(gpuLabel_);
    actions->addWidget(gpu_);
    actions->addWidget(detachButton_);
    actions->addStretch(1);
    layout->addLayout(actions);

    auto* accepts = new QHBoxLayout;
    allowUnstable_ = new QCheckBox;
    allowPeakKernel_ = new QCheckBox;
    accepts->addWidget(allowUnstable_);
    accepts->addWidget(allowPeakKernel_);
    accepts->addStretch(1);
    layout->addLayout(accepts);

    auto* statusRow = new QHBoxLayout;
    progress_ = new QProgressBar;
    progress_->setRange(0, 0);  // the probe reports no steps: a busy bar while it runs
    progress_->setMaximumWidth(160);
    progress_->setVisible(false);
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("CalibrationStatus"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    statusRow->addWidget(progress_);
    statusRow->addWidget(status_, 1);
    layout->addLayout(statusRow);

    chart_ = new DrawnChart;
    chart_->setObjectName(QStringLiteral("EfficiencyChart"));
    chart_->setMinimumHeight(260);
    placeLegendBelow(*chart_, 2);
    chart_->draw = [this](QCustomPlot& chart) { drawEfficiency(chart); };
    chart_->tip = [this](const QPointF& pixel) {
        const std::optional<ChartNote> note = metricNote(pixel);
        return note ? QStringLiteral("<b>%1</b><br>%2")
                          .arg(note->title.toHtmlEscaped(),
                               note->body.section(QStringLiteral("\n\n"), 0, 0)
                                   .toHtmlEscaped()
                                   .replace(QLatin1Char('\n'), QStringLiteral("<br>")))
                    : QString();
    };
    chart_->note = [this](const QPointF& pixel) { return metricNote(pixel); };
    connect(chart_, &Chart::noteRequested, this, &CalibrationPage::noteRequested);
    chartTitle_ = new QLabel;
    layout->addWidget(titledPanel(chartTitle_, chart_));

    // One above the other: side by side, a 1280 x 720 window left the cost table room for its
    // option names only, and its figures behind a scroll bar.
    auto* tables = new QVBoxLayout;
    tables->setSpacing(12);
    speeds_ = readOnlyTable(4);
    speeds_->setObjectName(QStringLiteral("SpeedTable"));
    speedsTitle_ = new QLabel;
    costs_ = readOnlyTable(4);
    costs_->setObjectName(QStringLiteral("CostTable"));
    costsTitle_ = new QLabel;
    connect(speeds_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (const auto note = speedNote(row)) emit noteRequested(*note);
    });
    // A cost opens the engine's explanation of the option's cost per reference GPU-hour (the
    // figure with the probe's calibrations, as the scenario now stands).
    connect(costs_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (!effect_ || row < 0 || row >= static_cast<int>(effect_->options.size())) return;
        const auto& options = document_->scenario().options;
        for (std::size_t o = 0; o < options.size(); ++o)
            if (options[o].name == effect_->options[static_cast<std::size_t>(row)].option)
                emit explainRequested({o, engine::Figure::CostPerReferenceGpuHour, {}, 1});
    });
    tables->addWidget(titledPanel(speedsTitle_, speeds_));
    tables->addWidget(titledPanel(costsTitle_, costs_));
    layout->addLayout(tables);

    auto* libraryBox = new QWidget;
    auto* libraryLayout = new QVBoxLayout(libraryBox);
    libraryLayout->setContentsMargins(0, 0, 0, 0);
    libraryList_ = readOnlyTable(5);
    libraryList_->setObjectName(QStringLiteral("ProbeLibrary"));
    connect(libraryList_, &QTableWidget::cellDoubleClicked, this,
            [this](int row, int) { attachLibraryResult(row); });
    attachButton_ = new QPushButton;
    connect(attachButton_, &QPushButton::clicked, this,
            [this] { attachLibraryResult(libraryList_->currentRow()); });
    libraryLayout->addWidget(libraryList_);
    auto* attachRow = new QHBoxLayout;
    attachRow->addStretch(1);
    attachRow->addWidget(attachButton_);
    libraryLayout->addLayout(attachRow);
    libraryTitle_ = new QLabel;
    layout->addWidget(titledPanel(libraryTitle_, libraryBox));
    layout->addStretch(1);
}

void CalibrationPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void CalibrationPage::showEvent(QShowEvent* event) {
    // gputco-cli calibrate may have added results since the page was last shown.
    refreshLibrary();
    if (stale_) refresh();
    QWidget::showEvent(event);
}

void CalibrationPage::retranslate() {
    intro_->setText(
        tr("The probe measures this computer's NVIDIA GPU in about a second, so that the "
           "throughput behind every cost per GPU-hour is measured, not copied from a datasheet. "
           "A probe result made on another machine (the server room, a trial cloud instance) "
           "can be imported. Attaching one sets that GPU model's efficiencies to measured / "
           "datasheet; Edit > Undo takes it back."));
    runButton_->setText(tr("Run probe on this computer"));
    importButton_->setText(tr("Import probe result..."));
    gpuLabel_->setText(tr("GPU &model:"));
    detachButton_->setText(tr("Detach probe"));
    allowUnstable_->setText(tr("Accept an unstable run"));
    allowUnstable_->setToolTip(tr("Calibrate even when a metric's repeats spread more than %1.")
                                   .arg(io::formatPercent(calibration::kMaxStableSpread, uiLocale(), 1)));
    allowPeakKernel_->setText(tr("Use a peak-kernel tensor figure"));
    allowPeakKernel_->setToolTip(
        tr("Calibrate FP16 tensor compute from a peak kernel too, though the cost model means the rate a "
           "real GEMM reaches."));
    chartTitle_->setText(tr("Measured against datasheet"));
    speedsTitle_->setText(
        tr("Speed against the %1 reference (this workload mix)").arg(QLatin1String(sc::kReferenceGpu)));
    costsTitle_->setText(tr("Cost per reference GPU-hour"));
    libraryTitle_->setText(tr("Probe results in the library"));
    attachButton_->setText(tr("Attach to the chosen GPU model"));
    speeds_->setHorizontalHeaderLabels({tr("GPU model"), tr("Before the probes"), tr("Now"), tr("Change")});
    costs_->setHorizontalHeaderLabels({tr("Option"), tr("Before the probes"), tr("Now"), tr("Change")});
    libraryList_->setHorizontalHeaderLabels(
        {tr("Measured"), tr("Device"), tr("Status"), tr("Kept"), tr("Where")});
    refreshLibrary();  // the Where column's words
    // The idle line is said again in the new language; a run's own status stays as it was.
    if ((status_->text().isEmpty() || statusIsIdle_) && !isProbeRunning()) {
        setStatus(ProbeProcess::executable().isEmpty()
                      ? tr("gputco-probe is not installed beside gputco: import a probe result instead.")
                      : tr("No probe run yet in this session."),
                  false);
        statusIsIdle_ = true;
    }
    refresh();
}

QString CalibrationPage::statusText() const {
    return status_->text();
}

bool CalibrationPage::isProbeRunning() const {
    return probe_->isRunning();
}

void CalibrationPage::setStatus(const QString& text, bool problem) {
    statusIsIdle_ = false;
    status_->setText(text);
    status_->setProperty("problem", problem);
    status_->setStyleSheet(problem ? QStringLiteral("color: #b91c1c;") : QString());
}

QString CalibrationPage::chosenGpu() const {
    return gpu_->currentData().toString();
}

void CalibrationPage::refresh() {
    stale_ = false;
    refreshGpuChooser();
    effect_.reset();
    if (const auto e = controller_->current();
        e && document_->isEvaluable() && e->scenario == document_->scenario())
        effect_ = e->calibration;
    refreshChart();
    refreshTables();
}

void CalibrationPage::refreshGpuChooser() {
    refreshing_ = true;
    const QString keep = chosenGpu();
    gpu_->clear();
    const sc::Scenario& s = document_->scenario();
    std::vector<std::string> keys;
    for (const auto& [key, gpu] : s.gpus) keys.push_back(key);
    if (!s.gpus.count(sc::kReferenceGpu)) keys.insert(keys.begin(), sc::kReferenceGpu);
    for (const std::string& key : keys) {
        const auto it = s.gpus.find(key);
        const bool calibrated = it != s.gpus.end() && it->second.calibration;
        const QString name = io::shownText(key);
        gpu_->addItem(calibrated ? tr("%1 (measured)").arg(name) : name, name);
    }
    int index = gpu_->findData(keep);
    if (index < 0)  // the first calibrated model, else the first
        for (int i = 0; i < gpu_->count() && index < 0; ++i) {
            const auto it = s.gpus.find(gpu_->itemData(i).toString().toStdString());
            if (it != s.gpus.end() && it->second.calibration) index = i;
        }
    gpu_->setCurrentIndex(std::max(index, 0));
    refreshing_ = false;
    const auto it = s.gpus.find(chosenGpu().toStdString());
    detachButton_->setEnabled(it != s.gpus.end() && it->second.calibration.has_value());
}

std::optional<ChartNote> CalibrationPage::speedNote(int row) const {
    if (!effect_ || row < 0 || row >= static_cast<int>(effect_->speeds.size())) return std::nullopt;
    const calibration::SpeedChange& sp = effect_->speeds[static_cast<std::size_t>(row)];
    const QLocale locale = uiLocale();
    ChartNote note;
    note.title = tr("Speed of %1").arg(io::shownText(sp.gpu));
    note.body = tr("One of these GPUs does the work of %1 reference GPUs with the catalog's efficiencies, "
                   "and of %2 with the probe's measurements (%3).")
                    .arg(io::formatDecimal(sp.before, locale, 3), io::formatDecimal(sp.after, locale, 3),
                         change(sp.before, sp.after)) +
                QStringLiteral("\n\n") +
                tr("The speed is the time-weighted mix of the workload's bound metrics: 1 over the sum, "
                   "for each metric, of the workload's share bound by it times the reference GPU's rate "
                   "over this GPU's rate (datasheet rate times efficiency). The reference GPU's speed is "
                   "1.");
    return note;
}

std::optional<ChartNote> CalibrationPage::metricNote(const QPointF& pos) const {
    const auto& gpus = document_->scenario().gpus;
    const auto it = gpus.find(chosenGpu().toStdString());
    const int index = static_cast<int>(std::lround(chart_->xAxis->pixelToCoord(pos.x()))) - 1;
    if (it == gpus.end() || index < 0 || index >= static_cast<int>(std::size(kMetrics)) ||
        !chart_->axisRect()->rect().contains(pos.toPoint()))
        return std::nullopt;
    const std::string metric = kMetrics[index];
    const sc::GpuModel& m = it->second;
    const auto d = m.datasheet.find(metric);
    if (d == m.datasheet.end()) return std::nullopt;
    const auto e = m.efficiency.find(metric);
    const double eff = e != m.efficiency.end() ? e->second : 1.0;
    const QLocale locale = uiLocale();
    ChartNote note;
    note.title = tr("%1 of %2").arg(metricLabel(QString::fromStdString(metric)), io::shownText(it->first));
    QStringList lines;
    const QString unit = metricUnit(QString::fromStdString(metric));
    const auto rate = [&](double v) { return io::formatDecimal(v, locale, 1) + QLatin1Char(' ') + unit; };
    lines
        << tr("Datasheet %1").arg(rate(d->second))
        << tr("Rate used %1 (%2 of datasheet)").arg(rate(d->second * eff), io::formatPercent(eff, locale, 1));
    if (m.calibration) {
        if (const auto p = m.calibration->previousEfficiency.find(metric);
            p != m.calibration->previousEfficiency.end())
            lines << tr("Before the probe %1").arg(io::formatPercent(p->second, locale, 1));
        if (const auto measured = m.calibration->measured.find(metric);
            measured != m.calibration->measured.end())
            lines << tr("Measured by the probe on %1 (%2): %3")
                         .arg(io::shownText(m.calibration->device),
                              shownDateTime(io::shownText(m.calibration->measuredAt)),
                              rate(measured->second));
        if (const auto method = m.calibration->methods.find(metric); method != m.calibration->methods.end())
            lines << tr("Measured with: %1").arg(methodName(io::shownText(method->second)));
    }
    lines << QString()
          << tr("The engine turns this GPU's datasheet rate into the rate it plans with by this "
                "efficiency; a probe run replaces the catalog's efficiency by the measured rate over the "
                "datasheet's, and the throughput of every option using this GPU follows.");
    note.body = lines.join(QLatin1Char('\n'));
    return note;
}

void CalibrationPage::refreshChart() {
    chart_->refresh();  // drawn now when shown, else when the page is next shown (Chart::redraw)
}

void CalibrationPage::drawEfficiency(QCustomPlot& chart) const {
    styleChart(chart, uiLocale());
    const sc::Scenario& s = document_->scenario();
    const auto it = s.gpus.find(chosenGpu().toStdString());
    const sc::GpuModel* gpu = it != s.gpus.end() ? &it->second : nullptr;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (std::size_t i = 0; i < std::size(kMetrics); ++i)
        ticker->addTick(static_cast<double>(i + 1), metricName(QString::fromLatin1(kMetrics[i])));
    chart.xAxis->setTicker(ticker);
    chart.xAxis->setTickLength(0, 0);
    chart.xAxis->setRange(0.4, std::size(kMetrics) + 0.6);
    chart.yAxis->setLabel(tr("% of datasheet"));
    chart.yAxis->setRange(0, 115);

    auto* before = new QCPBars(chart.xAxis, chart.yAxis);
    auto* now = new QCPBars(chart.xAxis, chart.yAxis);
    const QColor catalog(0x94, 0xa3, 0xb8);
    const QColor measured(0x25, 0x63, 0xeb);
    before->setBrush(catalog);
    before->setPen(QPen(catalog.darker(115), 0.8));
    now->setBrush(measured);
    now->setPen(QPen(measured.darker(115), 0.8));
    const bool calibrated = gpu && gpu->calibration;
    before->setName(calibrated ? tr("Before the probe (catalog)") : tr("Catalog efficiency"));
    now->setName(tr("Measured by the probe"));
    // Side by side when there is a measurement, one bar per metric when there is none.
    constexpr double kWidth = 0.32;
    const double shift = calibrated ? kWidth / 2 + 0.02 : 0;
    for (QCPBars* b : {before, now}) b->setWidth(kWidth);
    auto label = [&chart](double key, double value) {
        auto* text = new QCPItemText(&chart);
        text->position->setType(QCPItemPosition::ptPlotCoords);
        text->position->setCoords(key, value * 100);
        text->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        text->setText(io::formatPercent(value, uiLocale(), 1));
        text->setColor(QColor(0x33, 0x41, 0x55));
    };
    if (gpu) {
        for (std::size_t i = 0; i < std::size(kMetrics); ++i) {
            const std::string metric = kMetrics[i];
            if (!gpu->datasheet.count(metric)) continue;
            const auto e = gpu->efficiency.find(metric);
            const double used = e != gpu->efficiency.end() ? e->second : 1.0;
            double old = used;
            if (calibrated)
                if (const auto p = gpu->calibration->previousEfficiency.find(metric);
                    p != gpu->calibration->previousEfficiency.end())
                    old = p->second;
            const double key = static_cast<double>(i + 1);
            before->addData(key - shift, old * 100);
            label(key - shift, old);
            if (calibrated && gpu->calibration->measured.count(metric)) {
                now->addData(key + shift, used * 100);
                label(key + shift, used);
            }
        }
    }
    if (!calibrated) now->setVisible(false);
    auto* full = new QCPItemStraightLine(&chart);
    full->point1->setCoords(0, 100);
    full->point2->setCoords(1, 100);
    full->setPen(QPen(QColor(0x64, 0x74, 0x8b), 1, Qt::DashLine));
    chart.legend->setVisible(true);
    if (!calibrated) chart.legend->removeItem(chart.legend->itemCount() - 1);
}

void CalibrationPage::refreshTables() {
    speeds_->setRowCount(0);
    costs_->setRowCount(0);
    if (!effect_) return;
    const QLocale locale = uiLocale();
    for (const auto& sp : effect_->speeds) {
        const int row = speeds_->rowCount();
        speeds_->insertRow(row);
        setCell(speeds_, row, 0, io::shownText(sp.gpu), false);
        setCell(speeds_, row, 1, io::formatDecimal(sp.before, locale, 3), true);
        setCell(speeds_, row, 2, io::formatDecimal(sp.after, locale, 3), true);
        setCell(speeds_, row, 3, change(sp.before, sp.after), true);
    }
    const QString currency = QString::fromStdString(document_->scenario().currency);
    auto money = [&](const std::optional<double>& v) {
        return v ? io::formatMoney(*v, currency, locale, 2) : QStringLiteral("\u2014");
    };
    for (const auto& o : effect_->options) {
        const int row = costs_->rowCount();
        costs_->insertRow(row);
        setCell(costs_, row, 0, io::shownText(o.option), false);
        setCell(costs_, row, 1, money(o.costPerReferenceGpuHourBefore), true);
        setCell(costs_, row, 2, money(o.costPerReferenceGpuHourAfter), true);
        setCell(costs_, row, 3,
                o.costPerReferenceGpuHourBefore && o.costPerReferenceGpuHourAfter
                    ? change(*o.costPerReferenceGpuHourBefore, *o.costPerReferenceGpuHourAfter)
                    : QStringLiteral("\u2014"),
                true);
    }
    for (QTableWidget* t : {speeds_, costs_}) t->resizeColumnsToContents();
}

void CalibrationPage::setTeamProbeResults(std::vector<io::library::ProbeRecord> results) {
    teamProbes_ = std::move(results);
    refreshLibrary();
}

void CalibrationPage::refreshLibrary() {
    libraryList_->setRowCount(0);
    std::vector<io::library::ProbeRecord> local;
    if (library_ && library_->state().usable()) local = library_->probeResults();
    QSet<QByteArray> keptHere;
    for (const io::library::ProbeRecord& record : local) keptHere.insert(record.document);
    const auto list = [&](const io::library::ProbeRecord& record, bool team) {
        const io::ProbeReadResult read = io::readProbeDocument(record.document);
        const int row = libraryList_->rowCount();
        libraryList_->insertRow(row);
        const QString measured = read.probe && !read.probe->measuredAt.empty()
                                     ? shownDateTime(io::shownText(read.probe->measuredAt))
                                     : tr("not recorded");
        setCell(libraryList_, row, 0, measured, false);
        setCell(libraryList_, row, 1, io::neutraliseBidi(record.device), false);
        // The library keeps only runs that measured; an older build's record may be another.
        setCell(libraryList_, row, 2,
                !read.probe                  ? tr("unreadable")
                : read.probe->status == "ok" ? tr("measured")
                                             : tr("not measured"),
                false);
        setCell(libraryList_, row, 3, shownDateTime(record.measuredAt), false);
        setCell(libraryList_, row, 4,
                team ? tr("Team library, shared by %1").arg(io::neutraliseBidi(record.addedBy))
                     : tr("This computer"),
                false);
        libraryList_->item(row, 0)->setData(Qt::UserRole, record.id);
        libraryList_->item(row, 0)->setData(Qt::UserRole + 1, team);
    };
    for (const io::library::ProbeRecord& record : local) list(record, false);
    for (const io::library::ProbeRecord& record : teamProbes_)
        if (!keptHere.contains(record.document)) list(record, true);
    // Where a result is kept says something only beside the team library's.
    libraryList_->setColumnHidden(4, teamProbes_.empty());
    libraryList_->resizeColumnsToContents();
    attachButton_->setEnabled(libraryList_->rowCount() > 0);
}

void CalibrationPage::runProbe(bool quick) {
    if (isProbeRunning()) return;
    runButton_->setEnabled(false);
    progress_->setVisible(true);
    setStatus(
        tr("Measuring this computer's GPU (at most %1 s)...").arg(ProbeProcess::kDefaultTimeoutMs / 1000),
        false);
    probe_->start(quick);
}

void CalibrationPage::onProbeFinished(const ProbeProcess::Outcome& outcome) {
    runButton_->setEnabled(true);
    progress_->setVisible(false);
    if (!outcome.probe) {
        setStatus(outcome.error, true);
    } else if (outcome.probe->status != "ok") {
        setStatus(notMeasured(*outcome.probe, true), true);
    } else {
        keep(outcome.document, *outcome.probe);
        attach(*outcome.probe, tr("this computer"));
    }
    emit probeFinished();
}

QString CalibrationPage::notMeasured(const calibration::ProbeResult& probe, bool ranHere) const {
    // The model's calibration::statusExplanation() says the same in English for the CLI;
    // here it is in the user's language.
    QString text;
    if (probe.status == "driver_missing")
        text =
            ranHere
                ? tr("No NVIDIA driver on this computer: import a probe result from a GPU machine instead.")
                : tr("The computer that ran the probe had no NVIDIA driver: nothing was measured.");
    else if (probe.status == "no_device")
        text = ranHere
                   ? tr("No NVIDIA GPU on this computer: import a probe result from a GPU machine instead.")
                   : tr("The computer that ran the probe had no NVIDIA GPU: nothing was measured.");
    else if (probe.status == "driver_too_old")
        text = ranHere
                   ? tr("The NVIDIA driver on this computer is too old for the probe, which needs R535 or "
                        "newer (R580 for GPUs newer than Hopper): update the driver, or import a probe "
                        "result from another GPU machine.")
                   : tr("The NVIDIA driver on the computer that ran the probe is too old for it: the probe "
                        "needs R535 or newer (R580 for GPUs newer than Hopper). Update the driver there and "
                        "run the probe again.");
    else if (probe.status == "not_compiled")
        text = ranHere
                   ? tr("This gputco-probe was built without CUDA: import a probe result from a GPU machine "
                        "(run a CUDA build of gputco-probe there) instead.")
                   : tr("The gputco-probe that made this file was built without CUDA: nothing was measured.");
    else
        text = tr("The probe failed on the GPU: nothing was measured.");
    // The probe's own line is English and technical: shown where it says more than the sentence
    // above (which entry point a driver lacks, which CUDA call failed), not to repeat "no driver".
    const bool saysMore =
        probe.status != "driver_missing" && probe.status != "no_device" && probe.status != "not_compiled";
    if (probe.message.empty() || !saysMore) return text;
    return joinSentences({text, tr("Details: %1").arg(QString::fromStdString(probe.message))});
}

QString CalibrationPage::refusalText(const calibration::AttachOutcome& outcome,
                                     const calibration::ProbeResult& probe) const {
    using calibration::Refusal;
    const QLocale locale = uiLocale();
    const QString device = io::shownText(probe.deviceName);
    const QString gpu = io::shownText(outcome.gpu);
    const auto percent = [&](double ratio) { return io::formatPercent(ratio, locale, 1); };
    const auto rate = [&](double value, const std::string& metric) {
        return io::formatDecimal(value, locale, 1) + QLatin1Char(' ') +
               metricUnit(QString::fromStdString(metric));
    };
    const auto figure = [&](const char* sentence) {
        const calibration::MetricChange& f = *outcome.refusedFigure;
        return tr(sentence).arg(rate(f.measured, f.metric), metricName(QString::fromStdString(f.metric)),
                                device, percent(f.after), rate(f.datasheet, f.metric), gpu);
    };
    switch (outcome.refusal) {
        case Refusal::Status:
            return notMeasured(probe, false);
        case Refusal::MigSlice:
            return tr("The probe ran on a MIG slice of %1: it measured part of a GPU, so it cannot stand for "
                      "the "
                      "whole GPU model.")
                .arg(device);
        case Refusal::Implausible:
            return tr("The probe flagged its own figures as implausible (a measurement above %1 of the "
                      "datasheet): run it again before using it.")
                .arg(percent(calibration::kPlausibleRatio));
        case Refusal::Unstable:
            return unstableText(outcome.unstable);
        case Refusal::NoMatchingGpu:
            return tr("No GPU model of this scenario matches the probe's %1: choose one in the GPU model "
                      "box.")
                .arg(io::shownText(probe.datasheetModel.empty() ? probe.deviceName : probe.datasheetModel));
        case Refusal::NoSuchGpu:
            return tr("The scenario has no GPU model \"%1\".").arg(gpu);
        case Refusal::NotPositive:
            return tr("The probe's %1 figure is not a positive number: nothing was attached.")
                .arg(metricName(QString::fromStdString(outcome.refusedFigure->metric)));
        case Refusal::AboveDatasheet:
            return figure(
                QT_TR_NOOP("The probe measured %1 for %2 on %3, %4 of the datasheet's %5 for %6: more "
                           "than the datasheet is a measurement error or another GPU model, so nothing "
                           "was attached."));
        case Refusal::BelowDatasheet:
            return figure(
                QT_TR_NOOP("The probe measured %1 for %2 on %3, %4 of the datasheet's %5 for %6: so "
                           "little is a broken run, not a slow GPU, so nothing was attached."));
        case Refusal::NothingMeasured:
            return tr("The probe measured none of the metrics %1 has a datasheet rate for.").arg(gpu);
        case Refusal::OnlySkipped:
            return joinSentences(
                QStringList{tr("The probe measured nothing %1 can be calibrated with.").arg(gpu)} +
                qualityNotes(outcome));
        case Refusal::None:
            break;
    }
    return QString::fromStdString(outcome.error);
}

QString CalibrationPage::noteText(const calibration::AttachNote& note) const {
    using Kind = calibration::AttachNote::Kind;
    const QLocale locale = uiLocale();
    const QString metric = metricName(QString::fromStdString(note.metric));
    const auto rate = [&](double value) {
        return io::formatDecimal(value, locale, 1) + QLatin1Char(' ') +
               metricUnit(QString::fromStdString(note.metric));
    };
    switch (note.kind) {
        case Kind::DatasheetFromProbe:
            return tr("%1: the scenario had no datasheet rate; the probe's %2 is used.")
                .arg(metric, rate(note.datasheet));
        case Kind::DatasheetsDiffer:
            return tr("%1: the probe's datasheet says %2, the scenario's %3; the measured rate is kept as "
                      "measured.")
                .arg(metric, rate(note.probeDatasheet), rate(note.datasheet));
        case Kind::NotMeasured:
            return tr("%1 was not measured: its efficiency stays as it was.").arg(metric);
        case Kind::ReferenceGpu:
            return tr("%1 is the reference GPU, the unit demand is counted in: calibrating it moves the "
                      "other GPU "
                      "models' speeds, not its own.")
                .arg(QString::fromLatin1(sc::kReferenceGpu));
        case Kind::Throttled:
            break;
    }
    return tr(
        "The GPU ran below its maximum clock during the probe (throttled): the efficiencies may understate "
        "it.");
}

void CalibrationPage::keep(const QByteArray& document, const calibration::ProbeResult& probe) {
    if (probe.status != "ok") return;
    emit probeKept(QString::fromStdString(probe.deviceName), document);
    if (!library_ || !library_->state().usable()) return;
    library_->addProbeResult(QString::fromStdString(probe.deviceName), document);
    refreshLibrary();
}

bool CalibrationPage::importProbe(const QString& given) {
    const QString path = given.isEmpty() ? Prompts::openFileName(this, tr("Import probe result"), QString(),
                                                                 tr("Probe results (*.json);;All files (*)"))
                                         : given;
    if (path.isEmpty()) return false;
    const io::ProbeReadResult read = io::readProbeFile(path);
    if (!read.probe) {
        setStatus(tr("Not imported: %1").arg(QString::fromStdString(read.error)), true);
        return false;
    }
    keep(read.document, *read.probe);
    return attach(*read.probe, QFileInfo(path).fileName());
}

bool CalibrationPage::attach(const calibration::ProbeResult& probe, const QString& origin,
                             const QString& gpu) {
    sc::Scenario trial = document_->scenario();
    calibration::AttachOptions options;
    options.allowUnstable = allowUnstable_->isChecked();
    options.allowPeakKernel = allowPeakKernel_->isChecked();
    const calibration::AttachOutcome outcome =
        calibration::attachProbe(trial, probe, gpu.toStdString(), origin.toStdString(), options);
    if (!outcome.ok()) {
        setStatus(refusalText(outcome, probe), true);
        return false;
    }
    document_->edit([gpu = io::shownText(outcome.gpu)] { return tr("Attach probe result to %1").arg(gpu); },
                    {}, [&](sc::Scenario& s) { s = trial; });
    gpu_->setCurrentIndex(gpu_->findData(io::shownText(outcome.gpu)));
    QStringList lines{tr("%1 calibrated with %2 (%3).")
                          .arg(io::shownText(outcome.gpu), io::shownText(probe.deviceName), origin)};
    for (const calibration::AttachNote& note : outcome.notes) lines << noteText(note);
    lines << qualityNotes(outcome);
    setStatus(joinSentences(lines), false);
    return true;
}

QString CalibrationPage::unstableText(const std::vector<calibration::UnstableMetric>& metrics) const {
    const QLocale locale = uiLocale();
    QStringList which;
    for (const calibration::UnstableMetric& m : metrics) {
        if (m.otherProcesses)
            which << (*m.otherProcesses == 1
                          ? tr("another process was using the GPU")
                          : tr("%1 other processes were using the GPU").arg(*m.otherProcesses));
        if (m.metric.empty()) continue;
        const QString name = metricName(QString::fromStdString(m.metric));
        which
            << (m.spread
                    ? tr("%1 varied by %2 between repeats").arg(name, io::formatPercent(*m.spread, locale, 1))
                    : tr("%1 was flagged unstable").arg(name));
    }
    if (which.isEmpty()) which << tr("the probe flagged the run unstable");
    return tr("The probe run is unstable (%1; more than %2 is not a steady rate): run the probe again on an "
              "idle GPU.")
        .arg(which.join(QStringLiteral("; ")), io::formatPercent(calibration::kMaxStableSpread, locale, 1));
}

QStringList CalibrationPage::qualityNotes(const calibration::AttachOutcome& outcome) const {
    QStringList lines;
    for (const calibration::SkippedMetric& skipped : outcome.skipped)
        lines << tr("%1 was not calibrated: the probe measured it with a peak kernel (the top rate of the "
                    "tensor cores on constant data), not with a real GEMM as the cost model means; its "
                    "efficiency stays as it was.")
                     .arg(metricName(QString::fromStdString(skipped.metric)));
    if (outcome.stabilityUnknown)
        lines << tr(
            "The probe document states no spread for its figures (an older probe): their stability is "
            "unknown.");
    return lines;
}

bool CalibrationPage::attachLibraryResult(int row) {
    if (row < 0 || row >= libraryList_->rowCount()) return false;
    const qint64 id = libraryList_->item(row, 0)->data(Qt::UserRole).toLongLong();
    const bool team = libraryList_->item(row, 0)->data(Qt::UserRole + 1).toBool();
    if (!team && !library_) return false;
    for (const io::library::ProbeRecord& record : team ? teamProbes_ : library_->probeResults()) {
        if (record.id != id) continue;
        const io::ProbeReadResult read = io::readProbeDocument(record.document);
        if (!read.probe) {
            setStatus(tr("Not attached: %1").arg(QString::fromStdString(read.error)), true);
            return false;
        }
        return attach(*read.probe,
                      team ? tr("team library, shared by %1, kept %2")
                                 .arg(io::neutraliseBidi(record.addedBy), shownDateTime(record.measuredAt))
                           : tr("library, kept %1").arg(shownDateTime(record.measuredAt)),
                      chosenGpu());
    }
    return false;
}

bool CalibrationPage::detachChosen() {
    const std::string gpu = chosenGpu().toStdString();
    const auto& gpus = document_->scenario().gpus;
    const auto it = gpus.find(gpu);
    if (it == gpus.end() || !it->second.calibration) return false;
    document_->edit([name = chosenGpu()] { return tr("Detach probe result from %1").arg(name); }, {},
                    [&](sc::Scenario& s) { calibration::detachProbe(s, gpu); });
    setStatus(tr("%1: the efficiencies from before the probe are back.").arg(chosenGpu()), false);
    return true;
}

}  // namespace gputco::ui
