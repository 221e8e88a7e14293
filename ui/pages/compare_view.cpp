#include "ui/pages/compare_view.h"

#include <qcustomplot.h>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/scenario/field_paths.h"
#include "ui/charts/chart_style.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/pages/comparison_table.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

// Cumulative cost of the options of both scenarios: A solid, B dashed, one colour per
// option name so that the two curves of one option read together.
class CompareCurvesChart : public QCustomPlot {
public:
    explicit CompareCurvesChart(QWidget* parent = nullptr) : QCustomPlot(parent) {
        setMinimumHeight(260);
        placeLegendBelow(*this, 2);
    }
    void show(const engine::Result& a, const QString& labelA, const engine::Result& b,
              const QString& labelB) {
        clearGraphs();
        styleChart(*this, uiLocale());
        xAxis->setLabel(QCoreApplication::translate("gputco::ui::CompareCurves", "Month"));
        yAxis->setLabel(QCoreApplication::translate("gputco::ui::CompareCurves", "Cumulative cost (%1)")
                            .arg(QString::fromStdString(a.currency)));
        yAxis->setNumberFormat(QStringLiteral("f"));
        yAxis->setNumberPrecision(0);
        std::vector<std::string> names;
        for (const auto& o : a.options) names.push_back(o.name);
        for (const auto& o : b.options)
            if (std::find(names.begin(), names.end(), o.name) == names.end()) names.push_back(o.name);
        const auto add = [&](const engine::Result& r, const QString& label, Qt::PenStyle style) {
            for (const engine::OptionResult& o : r.options) {
                const auto colour =
                    static_cast<std::size_t>(std::find(names.begin(), names.end(), o.name) - names.begin());
                QCPGraph* g = addGraph();
                g->setName(QStringLiteral("%1 · %2").arg(label, io::shownText(o.name)));
                g->setPen(QPen(optionColor(colour), 2, style));
                QVector<double> x, y;
                for (std::size_t m = 0; m < o.cumulativeCost.size(); ++m) {
                    x << static_cast<double>(m + 1);
                    y << o.cumulativeCost[m];
                }
                g->setData(x, y, true);
            }
        };
        add(a, labelA, Qt::SolidLine);
        add(b, labelB, Qt::DashLine);
        rescaleAxes();
        yAxis->setRangeLower(std::min(0.0, yAxis->range().lower));
        legend->setVisible(true);
        replot();
    }
};

namespace {

// What a difference looks like: amber background on anything that moved.
void highlight(QTableWidget* table, int row) {
    for (int c = 0; c < table->columnCount(); ++c)
        if (QTableWidgetItem* item = table->item(row, c)) item->setBackground(QColor(0xfe, 0xf3, 0xc7));
}

const engine::OptionResult* byName(const engine::Result& r, const std::string& name) {
    for (const engine::OptionResult& o : r.options)
        if (o.name == name) return &o;
    return nullptr;
}

}  // namespace

CompareView::CompareView(const ComparedScenario& a, const ComparedScenario& b, QWidget* parent)
    : QDialog(parent),
      a_(a),
      b_(b),
      summary_(new QLabel(this)),
      figures_(new QTableWidget(this)),
      inputs_(new QTableWidget(this)),
      curves_(new CompareCurvesChart(this)) {
    setWindowTitle(tr("Compare: %1 and %2").arg(a.label, b.label));
    // As tall as the screen allows (800 px ran past a 1280x720 screen: no Close button, only
    // Escape), with room for the title bar; 1100 wide, which the option names need.
    int height = 800;
    if (const QScreen* shown = screen()) height = std::min(height, shown->availableGeometry().height() - 60);
    resize(1100, height);
    auto* layout = new QVBoxLayout(this);
    summary_->setTextFormat(Qt::PlainText);
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(figures_);
    split->addWidget(curves_);
    split->addWidget(inputs_);
    split->setStretchFactor(1, 3);
    split->setSizes({180, 430, 160});
    figures_->setFocusPolicy(Qt::ClickFocus);
    inputs_->setFocusPolicy(Qt::ClickFocus);
    layout->addWidget(split, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    Prompts::nameButtons(*buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fillFigures();
    fillInputs();
    curves_->show(a_.result, a_.label, b_.result, b_.label);
}

void CompareView::fillFigures() {
    const QLocale locale = uiLocale();
    const QString currency = QString::fromStdString(a_.result.currency);
    figures_->setColumnCount(FigureColumnCount);
    // Which way the difference goes, in the heads: "Difference USD 78,467" beside a PV that
    // went down read as a rise.
    figures_->setHorizontalHeaderLabels({tr("Option"), tr("PV in %1 (A)").arg(a_.label),
                                         tr("PV in %1 (B)").arg(b_.label), tr("Difference (B − A)"),
                                         tr("Change (of A)")});
    figures_->verticalHeader()->setVisible(false);
    figures_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    figures_->horizontalHeader()->setSectionResizeMode(OptionName, QHeaderView::Stretch);
    std::vector<std::string> names;
    for (const auto& o : a_.result.options) names.push_back(o.name);
    for (const auto& o : b_.result.options)
        if (!byName(a_.result, o.name)) names.push_back(o.name);
    figures_->setRowCount(static_cast<int>(names.size()));
    for (int row = 0; row < static_cast<int>(names.size()); ++row) {
        const std::string& name = names[static_cast<std::size_t>(row)];
        const engine::OptionResult* oa = byName(a_.result, name);
        const engine::OptionResult* ob = byName(b_.result, name);
        figures_->setItem(row, OptionName, readOnlyCell(io::shownText(name), false));
        figures_->setItem(
            row, PvA,
            readOnlyCell(oa ? io::formatMoney(oa->comparablePv(), currency, locale) : io::kNoFigure, true));
        figures_->setItem(
            row, PvB,
            readOnlyCell(ob ? io::formatMoney(ob->comparablePv(), currency, locale) : io::kNoFigure, true));
        if (oa && ob) {
            const double d = ob->comparablePv() - oa->comparablePv();
            figures_->setItem(row, Difference, readOnlyCell(io::formatMoney(d, currency, locale), true));
            figures_->setItem(
                row, DifferencePercent,
                readOnlyCell(oa->comparablePv() != 0 ? io::formatPercent(d / oa->comparablePv(), locale)
                                                     : io::kNoFigure,
                             true));
            // Moved by at least a cent: the same scenario gives the same digits.
            if (std::abs(d) >= 0.005) highlight(figures_, row);
        } else {
            figures_->setItem(
                row, Difference,
                readOnlyCell(oa ? tr("only in %1").arg(a_.label) : tr("only in %1").arg(b_.label), false));
            figures_->setItem(row, DifferencePercent, readOnlyCell(io::kNoFigure, true));
            highlight(figures_, row);
        }
    }
    const auto cheapest = [](const engine::Result& r) {
        std::size_t best = 0;
        for (std::size_t i = 1; i < r.options.size(); ++i)
            if (r.options[i].comparablePv() < r.options[best].comparablePv()) best = i;
        return r.options.empty() ? QString() : io::shownText(r.options[best].name);
    };
    const QString ca = cheapest(a_.result), cb = cheapest(b_.result);
    summary_->setText(
        ca == cb ? tr("Cheapest in both: %1.").arg(ca)
                 : tr("The cheapest option changes: %1 in %2, %3 in %4.").arg(ca, a_.label, cb, b_.label));
}

void CompareView::fillInputs() {
    // Every numeric input either scenario has, with both values where they differ.
    sc::Scenario a = a_.scenario, b = b_.scenario;
    std::vector<std::string> paths = sc::numericFieldPaths(a);
    for (const std::string& p : sc::numericFieldPaths(b))
        if (std::find(paths.begin(), paths.end(), p) == paths.end()) paths.push_back(p);
    inputs_->setColumnCount(3);
    inputs_->setHorizontalHeaderLabels({tr("Input that differs"), a_.label, b_.label});
    inputs_->verticalHeader()->setVisible(false);
    inputs_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    inputs_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    const QString dash = QStringLiteral("\u2014");
    int row = 0;
    for (const std::string& p : paths) {
        const sc::FieldLookup fa = sc::findField(a, p), fb = sc::findField(b, p);
        const bool same = fa.field && fb.field && fa.field->raw() == fb.field->raw();
        if (same) continue;
        inputs_->setRowCount(row + 1);
        // In words, named as in the scenario that has the field; values in its unit.
        const QString path = QString::fromStdString(p);
        QTableWidgetItem* name = readOnlyCell(fieldTitle(fa.field ? a : b, path), false);
        name->setToolTip(tr("In the scenario file: %1").arg(path).toHtmlEscaped());
        inputs_->setItem(row, 0, name);
        inputs_->setItem(row, 1,
                         readOnlyCell(fa.field ? formatFieldValue(path, fa.field->raw(),
                                                                  QString::fromStdString(a.currency))
                                               : io::kNoFigure,
                                      true));
        inputs_->setItem(row, 2,
                         readOnlyCell(fb.field ? formatFieldValue(path, fb.field->raw(),
                                                                  QString::fromStdString(b.currency))
                                               : io::kNoFigure,
                                      true));
        ++row;
    }
    if (row == 0) {
        inputs_->setRowCount(1);
        inputs_->setItem(0, 0, readOnlyCell(tr("No numeric input differs"), false));
    }
}

}  // namespace gputco::ui
