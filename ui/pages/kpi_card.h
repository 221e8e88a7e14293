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

    // A figure (the default); a warning: red, its headline a sentence rather than a figure; a
    // note: the same sentence form in blue, for what the reader should know but need not fear
    // (where the demand comes from).
    enum class Kind { Figure, Warning, Note };
    void setKind(Kind kind);
    void setWarning(bool warning) { setKind(warning ? Kind::Warning : Kind::Figure); }
    bool isWarning() const { return kind_ == Kind::Warning; }
    Kind kind() const { return kind_; }

    QString caption() const;
    QString value() const;
    QString detail() const;

signals:
    // A click, or a double-click (once): the panel opens the explanation of the figure.
    void activated();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QLabel* caption_;
    FittingLabel* value_;
    QLabel* detail_;
    Kind kind_ = Kind::Figure;
    // The press was a double-click's second: its release opens nothing, the first click's did
    // (a double-click, as the comparison table takes it, opened the explanation twice).
    bool secondClick_ = false;
};

}  // namespace gputco::ui
