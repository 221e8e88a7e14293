// One key figure: a small caption, a large number and a line of detail.
#pragma once

#include <QFrame>

class QLabel;

namespace gputco::ui {

class FittingLabel;

class KpiCard : public QFrame {
    Q_OBJECT
public:
    static constexpr int kMinimumWidth = 150;
    explicit KpiCard(QWidget* parent = nullptr);

    void setCaption(const QString& caption);
    void setValue(const QString& value);
    void setDetail(const QString& detail);  // may hold user text: shown as plain text

    // A warning card: red, and its headline is a sentence rather than a figure.
    void setWarning(bool warning);
    bool isWarning() const { return warning_; }

    QString caption() const;
    QString value() const;
    QString detail() const;

signals:
    // A click: the panel opens the explanation of the figure.
    void activated();

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QLabel* caption_;
    FittingLabel* value_;
    QLabel* detail_;
    bool warning_ = false;
};

}  // namespace gputco::ui
