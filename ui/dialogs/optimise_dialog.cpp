#include "ui/dialogs/optimise_dialog.h"

#include <qcustomplot.h>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMouseEvent>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "model/engine/projection_context.h"
#include "model/io/number_format.h"
#include "model/scenario/option_edits.h"
#include "ui/charts/chart_style.h"
#include "ui/charts/frontier_chart.h"
#include "ui/charts/mix_words.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"

namespace gputco::ui {

OptimiseDialog::OptimiseDialog(ScenarioDocument* document, EvaluationController* controller,
                               std::size_t option, QWidget* parent)
    : QDialog(parent), document_(document), controller_(controller), option_(option) {
    const scenario::Scenario& s = document_->scenario();
    const QString currency = QString::fromStdString(s.currency);
    setWindowTitle(tr("Optimise “%1”").arg(QString::fromStdString(s.options.at(option).name)));
    {
        // The grid's default tops (enough for the busiest hour alone): a moment's work.
        const engine::ProjectionContext context(s);
        variables_ = engine::MixModel(context, option, {}).variables();
    }
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Finds how many units of each source to hold for the least PV of cost "
                                "(after tax when tax is on), exactly over every mix up to the limits below; "
                                "on-demand capacity serves the rest."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    // A count or an amount as wide as it needs: stretched over a 1280-pixel dialog, a field for
    // "13" was a thousand pixels of empty box (issue #34, "no empty areas at 1280x720").
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    const scenario::Option& o = s.options[option];
    for (const engine::MixVariable& v : variables_) {
        auto* spin = new QSpinBox(this);
        spin->setRange(0, 1000);
        spin->setValue(v.hi);
        spin->setToolTip(tr("The file holds %1").arg(v.current));
        const QString source = mixSourceWords(o.sources[v.source]);
        form->addRow(tr("Source %1, %2: %3 at most").arg(v.source + 1).arg(source, mixKindWords(v.kind)),
                     spin);
        maxUnits_.push_back(spin);
    }
    const auto money = [&](double value) {
        auto* spin = new QDoubleSpinBox(this);
        spin->setRange(0, 1e12);
        spin->setDecimals(0);
        spin->setSingleStep(10000);
        spin->setGroupSeparatorShown(true);
        spin->setSuffix(QLatin1Char(' ') + currency);
        spin->setValue(value);
        return spin;
    };
    const auto row = [&](QCheckBox* box, QWidget* field) {
        auto* h = new QHBoxLayout;
        h->addWidget(box);
        h->addWidget(field);
        h->addStretch(1);
        field->setEnabled(false);
        connect(box, &QCheckBox::toggled, field, &QWidget::setEnabled);
        return h;
    };
    capexOn_ = new QCheckBox(tr("Capex at month 0 at most"), this);
    capex_ = money(1e6);
    form->addRow(row(capexOn_, capex_));
    unservedOn_ = new QCheckBox(tr("Demand left unserved at most"), this);
    unserved_ = new QDoubleSpinBox(this);
    unserved_->setRange(0, 100);
    unserved_->setSuffix(QStringLiteral(" %"));
    unserved_->setValue(1);
    form->addRow(row(unservedOn_, unserved_));
    riskOn_ = new QCheckBox(tr("Risk limit: percentile"), this);
    percentile_ = new QSpinBox(this);
    percentile_->setRange(1, 99);
    percentile_->setValue(90);
    percentile_->setPrefix(QStringLiteral("P"));
    budget_ = money(0);
    trials_ = new QSpinBox(this);
    trials_->setRange(100, 100000);
    trials_->setValue(2000);
    trials_->setSuffix(tr(" trials"));
    {
        auto* h = new QHBoxLayout;
        h->addWidget(riskOn_);
        h->addWidget(percentile_);
        h->addWidget(new QLabel(tr("of PV at most"), this));
        h->addWidget(budget_);
        h->addWidget(trials_);
        h->addStretch(1);
        for (QWidget* w : std::initializer_list<QWidget*>{percentile_, budget_, trials_}) {
            w->setEnabled(false);
            connect(riskOn_, &QCheckBox::toggled, w, &QWidget::setEnabled);
        }
        form->addRow(h);
    }
    const bool uncertain = s.uncertainty && !s.uncertainty->inputs.empty();
    riskOn_->setEnabled(uncertain);
    if (!uncertain) riskOn_->setToolTip(tr("The scenario lists no uncertain inputs (Risk page)"));
    layout->addLayout(form);

    status_ = new QLabel(this);
    status_->setWordWrap(true);
    layout->addWidget(status_);
    best_ = new QLabel(this);
    best_->setWordWrap(true);
    best_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(best_);
    runnersUp_ = new QTableWidget(0, 4, this);
    runnersUp_->setHorizontalHeaderLabels(
        {tr("Runner-up"), tr("PV of cost"), tr("Mean PV"), tr("Percentile PV")});
    // The figures as wide as they are (a PV was cut to "USD 2,386,958, th…" at 1280x720); the
    // mix takes the rest and wraps.
    runnersUp_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        runnersUp_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    runnersUp_->verticalHeader()->hide();
    runnersUp_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    runnersUp_->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    runnersUp_->hide();
    layout->addWidget(runnersUp_);
    tieNote_ = new QLabel(this);
    tieNote_->setWordWrap(true);
    tieNote_->hide();
    layout->addWidget(tieNote_);
    chart_ = new FrontierChart(this);
    chart_->setMinimumHeight(200);
    chart_->setMouseTracking(true);
    connect(chart_, &QCustomPlot::mouseMove, this, &OptimiseDialog::hover);
    chart_->hide();
    layout->addWidget(chart_, 1);

    auto* buttons = new QDialogButtonBox(this);
    run_ = buttons->addButton(tr("Optimise"), QDialogButtonBox::ActionRole);
    cancel_ = buttons->addButton(tr("Cancel search"), QDialogButtonBox::ActionRole);
    cancel_->setEnabled(false);
    add_ = buttons->addButton(tr("Add as option"), QDialogButtonBox::AcceptRole);
    add_->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Close);
    Prompts::nameButtons(*buttons);
    run_->setDefault(true);
    connect(run_, &QPushButton::clicked, this, &OptimiseDialog::start);
    if (variables_.empty()) {
        // Only on-demand capacity: there are no counts to choose.
        run_->setEnabled(false);
        status_->setText(
            tr("This option holds only on-demand capacity: there is no count of nodes or "
               "instances to choose. Add an owned, reserved or spot source to optimise it."));
    }
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (stop_) stop_->store(true);
    });
    connect(add_, &QPushButton::clicked, this, [this] {
        if (addAsOption()) accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 640);  // fits a 1280x720 screen with its title bar
}

OptimiseDialog::~OptimiseDialog() {
    if (stop_) stop_->store(true);
}

engine::OptimiseConstraints OptimiseDialog::constraints() const {
    engine::OptimiseConstraints c;
    c.maxCounts.assign(document_->scenario().options.at(option_).sources.size(), std::nullopt);
    for (std::size_t v = 0; v < variables_.size(); ++v)
        c.maxCounts[variables_[v].source] = maxUnits_[v]->value();
    if (capexOn_->isChecked()) c.maxCapex = capex_->value();
    if (unservedOn_->isChecked()) c.maxUnservedShare = unserved_->value() / 100.0;
    if (riskOn_->isChecked() && riskOn_->isEnabled()) {
        c.percentile = percentile_->value();
        c.budget = budget_->value();
        c.trials = trials_->value();
        c.threads = 0;
    }
    return c;
}

void OptimiseDialog::start() {
    if (running_ || variables_.empty()) return;
    running_ = true;
    stop_ = std::make_shared<std::atomic<bool>>(false);
    run_->setEnabled(false);
    cancel_->setEnabled(true);
    add_->setEnabled(false);
    status_->setText(tr("Searching…"));
    const engine::OptimiseConstraints c = constraints();
    QPointer<OptimiseDialog> self(this);
    controller_->requestOptimise(
        document_->scenario(), option_, c,
        [self](std::size_t evaluations) {
            if (self && self->running_)
                self->status_->setText(tr("Searching… %1 mixes evaluated").arg(evaluations));
        },
        stop_,
        [self](const engine::OptimiseResult& r) {
            if (!self) return;
            self->running_ = false;
            self->run_->setEnabled(true);
            self->cancel_->setEnabled(false);
            self->showResult(r);
            emit self->finished(r.best.has_value());
        });
}

QString OptimiseDialog::mixWords(const engine::Mix& counts) const {
    return ui::mixWords(variables_, counts);
}

void OptimiseDialog::showResult(const engine::OptimiseResult& r) {
    result_ = r;
    const QString currency = QString::fromStdString(document_->scenario().currency);
    const QLocale locale = uiLocale();
    const auto money = [&](double v) { return io::formatMoney(v, currency, locale); };
    const QString searched = tr("%1 of the grid's %2 mixes evaluated exactly, %3 with their trials.")
                                 .arg(r.evaluations)
                                 .arg(r.gridSize, 0, 'f', 0)
                                 .arg(r.riskEvaluations);
    if (r.cancelled) {
        status_->setText(tr("Cancelled: nothing found yet is known to be the best.") + QLatin1Char(' ') +
                         searched);
        best_->clear();
        return;
    }
    if (!r.best) {
        QString why;
        if (r.infeasible == "risk")
            why = tr("no mix keeps the percentile of its PV within the budget");
        else if (r.infeasible == "unserved")
            why = tr("no mix leaves that little demand unserved");
        else if (r.infeasible == "capex")
            why = tr("no mix stays within the capex limit");
        else
            why = tr("no mix of the grid meets the limits");
        status_->setText(tr("No mix meets the limits: %1.").arg(why) + QLatin1Char(' ') + searched);
        QString nearest = r.nearest ? tr("The cheapest mix meeting the other limits: %1, PV %2.")
                                          .arg(mixWords(r.nearest->point.counts), money(r.nearest->point.pv))
                                    : QString();
        // How near the budget can be come (issue #34 item 6): the lowest percentile found.
        if (r.lowestRisk)
            nearest += QLatin1Char('\n') +
                       tr("The lowest P%1 the search reached: %2, with %3.")
                           .arg(percentile_->value())
                           .arg(money(r.lowestRisk->risk->percentile), mixWords(r.lowestRisk->point.counts));
        best_->setText(nearest);
        runnersUp_->hide();
        tieNote_->hide();
        chart_->hide();
        return;
    }
    status_->setText(searched);
    QString text =
        tr("Best mix: %1.\nPV of cost %2, capex at month 0 %3, demand unserved %4 %.")
            .arg(mixWords(r.best->point.counts), money(r.best->point.pv), money(r.best->point.capex))
            .arg(r.best->point.unservedShare * 100, 0, 'f', 2);
    if (r.best->risk)
        text += QLatin1Char(' ') + tr("Mean PV %1, P%2 %3.")
                                       .arg(money(r.best->risk->mean))
                                       .arg(percentile_->value())
                                       .arg(money(r.best->risk->percentile));
    // What acting on it saves against the option as it stands (issue #34 item 6).
    if (r.current) {
        const double saving = r.current->point.pv - r.best->point.pv;
        text += QLatin1Char('\n') +
                (saving >= 0.005
                     ? tr("It saves %1 of PV against the option's current mix "
                          "(%2, PV %3).")
                           .arg(money(saving), mixWords(r.current->point.counts), money(r.current->point.pv))
                     : tr("The option's current mix is the best already."));
    }
    best_->setText(text);
    add_->setEnabled(true);
    // Runners-up that tie the best are the same plan in effect: folded into one line under the
    // table instead of rows that look like choices (issue #34 item 6).
    std::vector<const engine::OptimisedMix*> differing;
    int ties = 0;
    for (const engine::OptimisedMix& m : r.runnersUp) {
        if (r.tiesBest(m))
            ++ties;
        else
            differing.push_back(&m);
    }
    runnersUp_->setRowCount(static_cast<int>(differing.size()));
    for (int k = 0; k < static_cast<int>(differing.size()); ++k) {
        const engine::OptimisedMix& m = *differing[static_cast<std::size_t>(k)];
        runnersUp_->setItem(k, 0, new QTableWidgetItem(mixWords(m.point.counts)));
        runnersUp_->setItem(k, 1, new QTableWidgetItem(money(m.point.pv)));
        runnersUp_->setItem(k, 2, new QTableWidgetItem(m.risk ? money(m.risk->mean) : QString()));
        runnersUp_->setItem(k, 3, new QTableWidgetItem(m.risk ? money(m.risk->percentile) : QString()));
    }
    runnersUp_->setColumnHidden(2, !r.best->risk);
    runnersUp_->setColumnHidden(3, !r.best->risk);
    runnersUp_->setVisible(!differing.empty());
    fitRunnersUp();
    tieNote_->setText(
        tr("Mixes with the best mix's PV, not listed: %n. They differ from it only in a limit that is "
           "never reached (more spot instances allowed than are ever started), the same plan in "
           "effect.",
           nullptr, ties));
    tieNote_->setVisible(ties > 0);

    if (r.frontier.empty()) {
        chart_->hide();
        fitHeight();
        return;
    }
    chart_->setResult(r, percentile_->value(), constraints().budget, currency, optionColor(option_));
    chart_->show();
}

void OptimiseDialog::fitRunnersUp() {
    // As tall as its rows, up to eight (then it scrolls): a table of one runner-up filled the
    // dialog's height with an empty white area under its row.
    runnersUp_->resizeRowsToContents();
    constexpr int kMostRows = 8;
    int rows = 0;
    for (int r = 0; r < runnersUp_->rowCount() && r < kMostRows; ++r) rows += runnersUp_->rowHeight(r);
    runnersUp_->setFixedHeight(runnersUp_->horizontalHeader()->sizeHint().height() + rows +
                               2 * runnersUp_->frameWidth());
}

void OptimiseDialog::fitHeight() {
    // Without the frontier chart (no risk limit) nothing in the dialog grows: it is as tall as
    // what it shows, rather than a screen-high dialog with the space under its last line empty.
    QLayout* box = layout();
    box->activate();
    const int content = box->hasHeightForWidth() ? box->heightForWidth(width()) : box->sizeHint().height();
    if (content > 0 && content < height()) resize(width(), content);
}

void OptimiseDialog::hover(QMouseEvent* event) {
    if (!result_ || result_->frontier.empty()) return;
    const engine::OptimisedMix* nearest = chart_->mixAt(event->position());
    const QString currency = QString::fromStdString(document_->scenario().currency);
    showChartToolTip(*chart_, event,
                     nearest ? tr("%1<br>mean %2, P%3 %4")
                                   .arg(mixWords(nearest->point.counts).toHtmlEscaped(),
                                        io::formatMoney(nearest->risk->mean, currency, uiLocale()))
                                   .arg(percentile_->value())
                                   .arg(io::formatMoney(nearest->risk->percentile, currency, uiLocale()))
                             : QString());
}

bool OptimiseDialog::addAsOption() {
    if (!result_ || !result_->best) return false;
    scenario::Option mix = result_->option;
    // Named in the language of the app (the engine's "Optimised: …" is for the command line).
    mix.name = tr("Optimised: %1")
                   .arg(QString::fromStdString(document_->scenario().options[option_].name))
                   .toStdString();
    document_->edit([] { return tr("Add optimised option"); }, QString(),
                    [mix](scenario::Scenario& x) mutable {
                        mix.name = scenario::uniqueOptionName(x, mix.name);
                        scenario::addOption(x, std::move(mix));
                    });
    return true;
}

}  // namespace gputco::ui
