#include "ui/pages/correlation_panel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <string>

#include "model/scenario/correlation_matrix.h"
#include "model/scenario/validation.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/shown_number.h"
#include "ui/pages/table_height.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

const std::vector<sc::RankCorrelation>& pairsOf(const sc::Scenario& s) {
    static const std::vector<sc::RankCorrelation> none;
    return s.uncertainty ? s.uncertainty->correlations : none;
}

// A coefficient as the table shows it: two decimals, as @RISK's matrix does.
QString coefficientText(double rho) {
    return uiLocale().toString(rho, 'f', 2);
}

}  // namespace

CorrelationPanel::CorrelationPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), document_(document) {
    setObjectName(QStringLiteral("CorrelationPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    intro_ = new QLabel(this);
    intro_->setWordWrap(true);
    layout->addWidget(intro_);
    table_ = new QTableWidget(0, ColumnCount, this);
    table_->setObjectName(QStringLiteral("Correlations"));
    table_->verticalHeader()->setVisible(false);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(FirstColumn, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(SecondColumn, QHeaderView::Stretch);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (refreshing_) return;
        if (item->column() == TargetColumn) {
            setTarget(item->row(), item->text());
        } else if (item->column() == KeepColumn) {
            const auto row = static_cast<std::size_t>(item->row());
            if (row < kept_.size()) kept_[row] = item->checkState() == Qt::Checked;
            refreshProblem();
        }
    });
    layout->addWidget(table_);

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("CorrelationProblem"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setStyleSheet(QStringLiteral("color: #b42318;"));
    problem_->hide();
    layout->addWidget(problem_);
    offerText_ = new QLabel(this);
    offerText_->setObjectName(QStringLiteral("CorrelationOffer"));
    offerText_->setWordWrap(true);
    offerText_->setTextFormat(Qt::PlainText);
    offerText_->hide();
    layout->addWidget(offerText_);

    auto* buttons = new QHBoxLayout;
    addButton_ = new QPushButton(this);
    connect(addButton_, &QPushButton::clicked, this, &CorrelationPanel::addPair);
    removeButton_ = new QPushButton(this);
    connect(removeButton_, &QPushButton::clicked, this, [this] {
        if (table_->currentRow() >= 0) removePair(table_->currentRow());
    });
    offerButton_ = new QPushButton(this);
    offerButton_->setObjectName(QStringLiteral("UseNearestCorrelations"));
    offerButton_->hide();
    connect(offerButton_, &QPushButton::clicked, this, &CorrelationPanel::acceptOffer);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    buttons->addWidget(addButton_);
    buttons->addWidget(removeButton_);
    buttons->addWidget(offerButton_);
    buttons->addWidget(status_, 1);
    layout->addLayout(buttons);

    connect(document_, &ScenarioDocument::changed, this, [this] { refresh(); });
    retranslate();
}

void CorrelationPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void CorrelationPanel::retranslate() {
    intro_->setText(
        tr("Rank correlations: inputs that move together in the world (the electricity price and "
           "demand growth, say). From -1 (one high when the other is low) through 0 (independent) to "
           "1; the Monte Carlo reorders each input's draws to match (Iman-Conover), so every input "
           "keeps its distribution."));
    table_->setHorizontalHeaderLabels(
        {tr("Input"), tr("Moves with"), tr("Rank correlation"), tr("Achieved"), tr("Keep")});
    table_->horizontalHeaderItem(AchievedColumn)
        ->setToolTip(tr("The rank correlation the last Monte Carlo run of these inputs reached"));
    table_->horizontalHeaderItem(KeepColumn)
        ->setToolTip(tr("Keep this pair's value when the nearest valid set is offered"));
    addButton_->setText(tr("Add pair"));
    removeButton_->setText(tr("Remove pair"));
    offerButton_->setText(tr("Use the nearest valid set"));
    refresh();
}

std::function<QString()> CorrelationPanel::pairWordsNow(const sc::RankCorrelation& pair) const {
    // Worded again in the language in use when the undo stack is named again, from the
    // scenario as it was (an option may since have been renamed).
    return [then = std::make_shared<const sc::Scenario>(document_->scenario()), pair] {
        return tr("%1 with %2")
            .arg(fieldTitle(*then, QString::fromStdString(pair.a)),
                 fieldTitle(*then, QString::fromStdString(pair.b)));
    };
}

QString CorrelationPanel::pairWords(const sc::RankCorrelation& pair) const {
    const sc::Scenario& s = document_->scenario();
    return tr("%1 with %2")
        .arg(fieldTitle(s, QString::fromStdString(pair.a)), fieldTitle(s, QString::fromStdString(pair.b)));
}

void CorrelationPanel::setAchieved(const engine::MonteCarloResult* result) {
    if (result)
        achieved_ = result->correlations;
    else
        achieved_.reset();
    refresh();
}

void CorrelationPanel::refresh() {
    const sc::Scenario& s = document_->scenario();
    const auto& pairs = pairsOf(s);
    kept_.resize(pairs.size(), false);
    refreshing_ = true;
    table_->setRowCount(static_cast<int>(pairs.size()));
    // The inputs by their titles, for both choosers of every pair.
    QStringList titles;
    std::vector<std::string> paths;
    if (s.uncertainty)
        for (const sc::UncertainInput& in : s.uncertainty->inputs) {
            titles << fieldTitle(s, QString::fromStdString(in.path));
            paths.push_back(in.path);
        }
    for (int row = 0; row < static_cast<int>(pairs.size()); ++row) {
        const sc::RankCorrelation& pair = pairs[static_cast<std::size_t>(row)];
        for (int which = 0; which < 2; ++which) {
            auto* chooser = new QComboBox;
            chooser->addItems(titles);
            const std::string& path = which == 0 ? pair.a : pair.b;
            const auto at = std::find(paths.begin(), paths.end(), path);
            if (at == paths.end()) {
                chooser->addItem(tr("(not an uncertain input)"));
                chooser->setCurrentIndex(chooser->count() - 1);
            } else {
                chooser->setCurrentIndex(static_cast<int>(at - paths.begin()));
            }
            connect(chooser, &QComboBox::activated, this, [this, row, which, paths](int index) {
                if (index >= 0 && index < static_cast<int>(paths.size()))
                    setInput(row, which, paths[static_cast<std::size_t>(index)]);
            });
            table_->setCellWidget(row, which == 0 ? FirstColumn : SecondColumn, chooser);
        }
        auto* target = new QTableWidgetItem(coefficientText(pair.rank));
        target->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table_->setItem(row, TargetColumn, target);
        QString achieved;
        if (achieved_)
            for (const engine::AchievedCorrelation& a : *achieved_)
                if (a.correlation == static_cast<std::size_t>(row) && a.target == pair.rank)
                    achieved = coefficientText(a.achieved);
        auto* reached = new QTableWidgetItem(achieved);
        reached->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        reached->setFlags(reached->flags() & ~Qt::ItemIsEditable);
        reached->setToolTip(achieved.isEmpty() ? tr("Run the Monte Carlo to see what the trials reach")
                                               : QString());
        table_->setItem(row, AchievedColumn, reached);
        auto* keep = new QTableWidgetItem;
        keep->setFlags((keep->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsEditable);
        keep->setCheckState(kept_[static_cast<std::size_t>(row)] ? Qt::Checked : Qt::Unchecked);
        table_->setItem(row, KeepColumn, keep);
    }
    fitTableToRows(table_, 90);
    refreshing_ = false;
    const bool enough = s.uncertainty && s.uncertainty->inputs.size() >= 2;
    addButton_->setEnabled(enough);
    addButton_->setToolTip(enough ? QString() : tr("Add at least two uncertain inputs to correlate them"));
    removeButton_->setEnabled(!pairs.empty());
    refreshProblem();
}

void CorrelationPanel::refreshProblem() {
    const sc::Scenario& s = document_->scenario();
    QStringList lines;
    const auto& pairs = pairsOf(s);
    // A problem of pair k is at its path or one of its members; the set's own at the section.
    const auto pairOf = [&pairs](const std::string& path) -> int {
        for (std::size_t k = 0; k < pairs.size(); ++k) {
            const std::string at = "uncertainty.correlations[" + std::to_string(k) + "]";
            if (path == at || path.rfind(at + ".", 0) == 0) return static_cast<int>(k);
        }
        return -1;
    };
    for (const sc::Problem& p : document_->problems()) {
        if (p.path.rfind("uncertainty.correlations", 0) != 0) continue;
        const int row = pairOf(p.path);
        lines << (row >= 0 ? tr("Pair %1: %2").arg(row + 1).arg(problemText(s, p)) : problemText(s, p));
    }
    problem_->setText(lines.join(QLatin1Char('\n')));
    problem_->setVisible(!lines.isEmpty());
    const auto offered = offer();
    offerButton_->setVisible(offered.has_value());
    offerText_->setVisible(offered.has_value());
    if (!offered) return;
    QStringList changes;
    for (std::size_t k = 0; k < offered->size() && k < pairs.size(); ++k)
        if (std::fabs((*offered)[k].rank - pairs[k].rank) >= 0.005)
            changes << tr("%1: %2 → %3")
                           .arg(pairWords(pairs[k]), coefficientText(pairs[k].rank),
                                coefficientText((*offered)[k].rank));
    std::vector<bool> kept = kept_;
    kept.resize(pairs.size(), false);
    const bool keptHeld = [&] {
        for (std::size_t k = 0; k < kept.size(); ++k)
            if (kept[k] && std::fabs((*offered)[k].rank - pairs[k].rank) > 1e-6) return false;
        return true;
    }();
    offerText_->setText(
        (keptHeld ? tr("The nearest valid set changes:") + QLatin1Char('\n')
                  : tr("The pairs marked Keep cannot all stay as they are; the nearest valid set changes:") +
                        QLatin1Char('\n')) +
        changes.join(QLatin1Char('\n')));
}

std::optional<std::vector<sc::RankCorrelation>> CorrelationPanel::offer() const {
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || s.uncertainty->correlations.empty()) return std::nullopt;
    // Only a set whose every pair is well formed is one matrix to repair.
    for (const sc::Problem& p : document_->problems())
        if (p.path.rfind("uncertainty.correlations", 0) == 0 && p.rule != sc::Rule::CorrelationInvalid)
            return std::nullopt;
    if (sc::isValidCorrelation(sc::correlationTargets(*s.uncertainty).matrix)) return std::nullopt;
    // Four decimals, as a person would type them; rounding can put a matrix on the boundary a
    // hair outside, so the exact offer is kept when it does.
    std::vector<sc::RankCorrelation> offered = sc::nearestCorrelations(*s.uncertainty, kept_);
    sc::Uncertainty rounded = *s.uncertainty;
    rounded.correlations = offered;
    for (sc::RankCorrelation& c : rounded.correlations) c.rank = std::round(c.rank * 1e4) / 1e4;
    if (sc::isValidCorrelation(sc::correlationTargets(rounded).matrix)) return rounded.correlations;
    return offered;
}

bool CorrelationPanel::acceptOffer() {
    const auto offered = offer();
    if (!offered) return false;
    document_->edit([] { return tr("Use the nearest valid rank correlations"); }, QString(),
                    [set = *offered](sc::Scenario& s) { s.uncertainty->correlations = set; });
    status_->setText(tr("The nearest valid set is in place; Undo puts the earlier one back"));
    return true;
}

bool CorrelationPanel::addPair() {
    const sc::Scenario& s = document_->scenario();
    if (!s.uncertainty || s.uncertainty->inputs.size() < 2) {
        status_->setText(tr("Add at least two uncertain inputs to correlate them"));
        return false;
    }
    const auto& inputs = s.uncertainty->inputs;
    const auto paired = [&](const std::string& a, const std::string& b) {
        for (const sc::RankCorrelation& c : s.uncertainty->correlations)
            if ((c.a == a && c.b == b) || (c.a == b && c.b == a)) return true;
        return false;
    };
    for (std::size_t i = 0; i < inputs.size(); ++i)
        for (std::size_t j = i + 1; j < inputs.size(); ++j)
            if (!paired(inputs[i].path, inputs[j].path)) {
                const sc::RankCorrelation pair{inputs[i].path, inputs[j].path, 0.0};
                document_->edit([words = pairWordsNow(pair)] { return tr("Correlate %1").arg(words()); },
                                QString(),
                                [pair](sc::Scenario& x) { x.uncertainty->correlations.push_back(pair); });
                table_->selectRow(table_->rowCount() - 1);
                status_->setText(tr("Type the rank correlation in the new row"));
                return true;
            }
    status_->setText(tr("Every two inputs are paired already"));
    return false;
}

void CorrelationPanel::removePair(int row) {
    const auto& pairs = pairsOf(document_->scenario());
    if (row < 0 || row >= static_cast<int>(pairs.size())) return;
    document_->edit(
        [words = pairWordsNow(pairs[static_cast<std::size_t>(row)])] {
            return tr("Remove the correlation of %1").arg(words());
        },
        QString(),
        [row](sc::Scenario& x) {
            x.uncertainty->correlations.erase(x.uncertainty->correlations.begin() + row);
        });
    if (static_cast<std::size_t>(row) < kept_.size()) kept_.erase(kept_.begin() + row);
}

void CorrelationPanel::setInput(int row, int which, const std::string& path) {
    const auto& pairs = pairsOf(document_->scenario());
    if (row < 0 || row >= static_cast<int>(pairs.size())) return;
    document_->edit(
        [title = fieldTitle(document_->scenario(), QString::fromStdString(path))] {
            return tr("Correlate with %1").arg(title);
        },
        QString(),
        [row, which, path](sc::Scenario& x) {
            sc::RankCorrelation& c = x.uncertainty->correlations.at(static_cast<std::size_t>(row));
            (which == 0 ? c.a : c.b) = path;
        });
}

bool CorrelationPanel::setTarget(int row, const QString& typed) {
    const auto& pairs = pairsOf(document_->scenario());
    if (row < 0 || row >= static_cast<int>(pairs.size())) return false;
    const std::optional<double> rho = storedNumber(typed, 1.0, uiLocale());
    if (!rho) {
        refresh();  // the cell shows the value the document holds
        status_->setText(tr("Not a number: “%1”").arg(typed));
        return false;
    }
    // Out of [-1, 1] it is kept and shown as a problem at the pair, as any field's value is.
    document_->edit(
        [words = pairWordsNow(pairs[static_cast<std::size_t>(row)])] {
            return tr("Change the rank correlation of %1").arg(words());
        },
        QStringLiteral("uncertainty.correlations[%1].rank").arg(row),
        [row, value = *rho](sc::Scenario& x) {
            x.uncertainty->correlations.at(static_cast<std::size_t>(row)).rank = value;
        });
    return true;
}

}  // namespace gputco::ui
