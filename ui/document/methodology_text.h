// The methodology (docs/methodology.md, and docs/methodology.zh_CN.md in Chinese, which has
// the same sections in the same order and the same formulas: tests/report check both) as the
// report's appendix and Help > Methodology show it, in the app's current language.
#pragma once

#include <QString>
#include <QStringList>

#include "ui/document/language.h"

namespace gputco::ui {

// A UTF-8 text of the app's resources (":/report/report.css"); empty when there is none.
QString resourceText(const QString& path);
// The Markdown of `language`'s methodology. Chinese lines wrapped inside a paragraph are
// joined: Markdown reads a line break as a space, which Chinese text does not have.
QString methodologyMarkdown(UiLanguage language);
// Its section and subsection headings (## and ###), in order.
QStringList methodologyHeadings(UiLanguage language);
// `heading` (as the English methodology has it, what an explanation names) in `language`:
// the heading at the same place; empty when the English has none such.
QString methodologyHeading(const QString& englishHeading, UiLanguage language);

}  // namespace gputco::ui
