#include "ui/shell/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyleFactory>

namespace gputco::ui {

void installTheme(QApplication& app) {
    // Fusion draws the same on every desktop, so the palette below is what people see.
    app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));

    QPalette p;
    const QColor window(0xf4, 0xf6, 0xf9);
    const QColor text(0x1f, 0x29, 0x37);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf8, 0xfa, 0xfc));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0x25, 0x63, 0xeb));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, Qt::white);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x72, 0x80));
    p.setColor(QPalette::Mid, QColor(0xd1, 0xd5, 0xdb));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9c, 0xa3, 0xaf));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9c, 0xa3, 0xaf));
    // A button that cannot be pressed says so: the first source's ↑ and the last option's →
    // were drawn as dark as the others and did nothing when clicked.
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9c, 0xa3, 0xaf));
    app.setPalette(p);

    // Object names select the styled pieces; nothing here depends on the language. Text
    // sizes live here too, not in setFont() calls: a font set on a widget would keep the
    // Latin family after a switch to Chinese, while these follow the application font.
    app.setStyleSheet(QStringLiteral(R"(
QFrame#KpiCard {
    background: #ffffff; border: 1px solid #e2e8f0; border-radius: 10px;
}
QLabel#KpiCaption { color: #64748b; font-size: 9pt; }
QLabel#KpiValue { color: #0f172a; font-size: 16pt; font-weight: 600; }
QLabel#KpiDetail { color: #475569; font-size: 9pt; }
QFrame#WarningCard {
    background: #fef2f2; border: 1px solid #f87171; border-left: 6px solid #dc2626;
    border-radius: 10px;
}
QLabel#WarningTitle { color: #b91c1c; font-size: 9pt; font-weight: 700; }
QLabel#WarningHeadline { color: #7f1d1d; font-size: 12pt; font-weight: 600; }
QLabel#WarningText { color: #7f1d1d; font-size: 9pt; }
QFrame#NoteCard {
    background: #eff6ff; border: 1px solid #93c5fd; border-left: 6px solid #2563eb;
    border-radius: 10px;
}
QLabel#NoteTitle { color: #1d4ed8; font-size: 9pt; font-weight: 700; }
QLabel#NoteHeadline { color: #1e3a8a; font-size: 12pt; font-weight: 600; }
QLabel#NoteText { color: #1e3a8a; font-size: 9pt; }
QPushButton#WarningsSummary {
    text-align: left; padding: 5px 10px; border-radius: 8px; font-weight: 600;
    background: #eff6ff; border: 1px solid #93c5fd; color: #1e3a8a;
}
QPushButton#WarningsSummary[warning="true"] { background: #fef2f2; border-color: #f87171; color: #7f1d1d; }
QFrame#ErrorBanner {
    background: #fff1f2; border: 1px solid #fda4af; border-radius: 8px;
}
QLabel#ErrorTitle { color: #be123c; font-weight: 700; }
QLabel#ErrorText { color: #4c0519; }
QFrame#Panel {
    background: #ffffff; border: 1px solid #e2e8f0; border-radius: 10px;
}
QLabel#PanelTitle { color: #0f172a; font-weight: 700; }
QFrame#OptionCard {
    background: #ffffff; border: 1px solid #cbd5e1; border-radius: 8px;
}
QLabel#InputsHeading { color: #0f172a; font-weight: 600; margin-top: 6px; }
QLabel#SectionTitle { color: #334155; font-weight: 600; }
QToolButton#SectionToggle { border: none; background: transparent; }
QLabel#NoPriceNote { color: #92400e; }
QLabel#FieldProblem { color: #b42318; }
QLabel#FieldAge { color: #667085; }
QLabel#FieldAge[stale="true"], QLabel#FieldAge[estimate="true"] { color: #92400e; font-weight: 600; }
QLineEdit[estimate="true"] {
    color: #92400e; background: #fffbeb; border: 1px solid #d97706; border-radius: 3px; padding: 1px 3px;
}
QLabel#ScenarioTitle { color: #0f172a; font-size: 15pt; font-weight: 600; }
QLabel#ScenarioSubtitle { color: #64748b; }
QLabel#EmptyState { color: #64748b; }
QTableWidget, QTableView#CatalogRows { border: none; gridline-color: #eef2f7; }
QHeaderView::section {
    background: #f8fafc; color: #334155; border: none; border-bottom: 1px solid #e2e8f0;
    padding: 6px 8px;
}
QToolButton#BannerClose { border: none; color: #be123c; }
)"));
}

}  // namespace gputco::ui
