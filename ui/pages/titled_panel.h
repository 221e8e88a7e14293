// A titled white panel around a table or a chart (the theme styles #Panel and #PanelTitle).
#pragma once

class QFrame;
class QLabel;
class QWidget;

namespace gputco::ui {

QFrame* titledPanel(QLabel* title, QWidget* content);

}  // namespace gputco::ui
