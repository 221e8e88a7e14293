#include "model/io/result_text.h"

#include "model/io/display_text.h"

#include <QString>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "model/io/number_format.h"

namespace gputco::io {

namespace {

QString csvField(const QString& s) {
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString quoted = s;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

}  // namespace

QByteArray resultCsv(const engine::Result& result) {
    QString out = QStringLiteral("option,month,year,category,amount,currency\n");
    for (const auto& o : result.options) {
        const QString name = csvField(text(o.name));
        for (std::size_t c = 0; c < engine::kCategoryCount; ++c) {
            const auto& series = o.monthly[c];
            for (std::size_t m = 0; m < series.size(); ++m)
                out += name + QLatin1Char(',') + QString::number(m) + QLatin1Char(',') +
                       QString::number(m / 12 + 1) + QLatin1Char(',') + text(engine::kCategoryNames[c]) +
                       QLatin1Char(',') + QString::number(series[m], 'g', 17) + QLatin1Char(',') +
                       text(result.currency) + QLatin1Char('\n');
        }
    }
    return out.toUtf8();
}

QByteArray resultTable(const engine::Result& result) {
    const QString cur = text(result.currency);
    const QStringList header = {"option",         "total",      "PV",  "PV after tax", "per ref GPU-h",
                                "unserved GPU-h", "break-even", "IRR", "payback"};
    std::vector<QStringList> rows{header};
    for (const auto& o : result.options) {
        const auto& vs = o.vsBaseline;
        QString name = shownText(o.name);  // read by a person: controls made visible
        if (o.isBaseline) name += QStringLiteral(" (baseline)");
        if (o.unservedReferenceGpuHours >= 0.5) name += QStringLiteral(" [!]");
        rows.push_back({name, formatMoney(o.totalCost, cur), formatMoney(o.pvCost, cur),
                        o.pvCostAfterTax ? formatMoney(*o.pvCostAfterTax, cur) : QStringLiteral("n/a"),
                        o.costPerReferenceGpuHour
                            ? formatMoney(*o.costPerReferenceGpuHour, cur, QLocale::c(), 2)
                            : QStringLiteral("n/a"),
                        formatWhole(o.unservedReferenceGpuHours),
                        vs ? formatMonthIndex(vs->breakEvenMonth) : QStringLiteral("-"),
                        vs ? formatPercent(vs->irr) : QStringLiteral("-"),
                        vs ? formatMonthCount(vs->paybackMonths) : QStringLiteral("-")});
    }
    std::vector<qsizetype> width(header.size(), 0);
    for (const auto& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i)
            width[static_cast<std::size_t>(i)] = std::max(width[static_cast<std::size_t>(i)], row[i].size());
    QString out;
    for (const auto& row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            const auto w = width[static_cast<std::size_t>(i)];
            out += i == 0 ? row[i].leftJustified(w) : row[i].rightJustified(w);
            out += i + 1 < row.size() ? QStringLiteral("  ") : QStringLiteral("\n");
        }
    }
    for (const auto& o : result.options)
        for (const auto& w : o.warnings)
            out += QStringLiteral("warning: ") + shownText(o.name) + QStringLiteral(": ") + shownText(w) +
                   QLatin1Char('\n');
    return out.toUtf8();
}

}  // namespace gputco::io
