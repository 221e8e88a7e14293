#include "ui/pages/titled_panel.h"

#include <QFrame>
#include <QLabel>
#include <QVBoxLayout>

namespace gputco::ui {

QFrame* titledPanel(QLabel* title, QWidget* content) {
    auto* frame = new QFrame;
    frame->setObjectName(QStringLiteral("Panel"));
    title->setObjectName(QStringLiteral("PanelTitle"));
    title->setTextFormat(Qt::PlainText);
    auto* layout = new QVBoxLayout(frame);
    layout->setContentsMargins(14, 10, 14, 12);
    layout->setSpacing(8);
    layout->addWidget(title);
    layout->addWidget(content, 1);
    return frame;
}

}  // namespace gputco::ui
