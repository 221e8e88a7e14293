// The translation context of every report string. Named without its namespace on purpose:
// Qt 6.4's lupdate files `namespace a::b {` strings without the namespace, and this context
// is spelled the same at run time and in resources/translations/gputco_zh_CN.ts.
#pragma once

#include <QCoreApplication>

namespace gputco::ui::report {

struct ReportText {
    Q_DECLARE_TR_FUNCTIONS(ReportText)
};

}  // namespace gputco::ui::report
