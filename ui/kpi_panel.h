// The row of key figures above the table: the cheapest option and how it compares with the
// baseline, and a red card for every option whose result carries a warning (unserved demand
// makes an option look cheaper than it is, so it must not go unnoticed).
#pragma once

#include <QWidget>
#include <optional>
#include <vector>

#include "model/engine/explain.h"
#include "model/engine/result.h"

class QHBoxLayout;
class QVBoxLayout;

namespace gputco::ui {

class KpiCard;

class KpiPanel : public QWidget {
    Q_OBJECT
public:
    explicit KpiPanel(QWidget* parent = nullptr);

    void setResult(const engine::Result& result);
    void clear();
    // Re-renders the captions and numbers in the current language.
    void retranslate();

    KpiCard* cheapestCard() const { return cheapest_; }
    const std::vector<KpiCard*>& warningCards() const { return warningCards_; }

signals:
    // A key figure was clicked: the figure it shows, of the option it is about.
    void explainRequested(const engine::FigureRef& figure);

private:
    void render();
    void cardActivated(KpiCard* card);

    std::optional<engine::Result> result_;
    KpiCard* cheapest_;
    KpiCard* saving_;
    KpiCard* breakEven_;
    KpiCard* irr_;
    KpiCard* payback_;
    QVBoxLayout* warningsLayout_;
    std::vector<KpiCard*> warningCards_;
};

}  // namespace gputco::ui
