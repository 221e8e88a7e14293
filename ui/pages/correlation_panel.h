// The Risk page's rank correlations (issue #36; MODEL.md section 8): pairs of uncertain inputs,
// each named in words, with a target Spearman rank correlation from -1 to 1 and, after a run of
// this very scenario, the correlation the trials achieved. A set that contradicts itself is
// shown with its pairs in words and the nearest valid set is offered: the user accepts it (one
// undoable edit) or changes a pair; the pairs marked Keep stay as they are in the offer. Nothing
// changes a target by itself.
#pragma once

#include <QWidget>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "model/engine/monte_carlo.h"
#include "model/scenario/scenario.h"

class QLabel;
class QPushButton;
class QTableWidget;

namespace gputco::ui {

class ScenarioDocument;
struct DocumentChange;

class CorrelationPanel : public QWidget {
    Q_OBJECT
public:
    explicit CorrelationPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    enum Column { FirstColumn, SecondColumn, TargetColumn, AchievedColumn, KeepColumn, ColumnCount };

    // The run whose achieved correlations are shown (null: none, or not of this scenario).
    void setAchieved(const engine::MonteCarloResult* result);
    // A pair of the first two inputs not yet paired with each other, at 0; false when every
    // pair exists or there are fewer than two inputs (the panel says which).
    bool addPair();
    void removePair(int row);
    // Sets pair `row`'s inputs (`which` 0: first, 1: second) or target, as the table's cells do.
    void setInput(int row, int which, const std::string& path);
    bool setTarget(int row, const QString& typed);
    // The nearest valid set, keeping the pairs marked Keep; none when the set is valid.
    std::optional<std::vector<scenario::RankCorrelation>> offer() const;
    // Replaces the targets by the offer (one undoable edit); false when there is none.
    bool acceptOffer();

    QTableWidget* table() const { return table_; }
    QPushButton* addButton() const { return addButton_; }
    QPushButton* offerButton() const { return offerButton_; }
    QLabel* problemLabel() const { return problem_; }
    QLabel* offerLabel() const { return offerText_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();
    void refreshProblem();
    QString pairWords(const scenario::RankCorrelation& pair) const;
    std::function<QString()> pairWordsNow(const scenario::RankCorrelation& pair) const;

    ScenarioDocument* document_;
    QLabel* intro_ = nullptr;
    QTableWidget* table_ = nullptr;
    QPushButton* addButton_ = nullptr;
    QPushButton* removeButton_ = nullptr;
    QLabel* problem_ = nullptr;
    QLabel* offerText_ = nullptr;
    QPushButton* offerButton_ = nullptr;
    QLabel* status_ = nullptr;
    std::vector<bool> kept_;  // per pair, the Keep column (not part of the file)
    std::optional<std::vector<engine::AchievedCorrelation>> achieved_;
    bool refreshing_ = false;
};

}  // namespace gputco::ui
