#include "ui/document/like_for_like_words.h"

#include <QStringList>
#include <vector>

#include "model/io/display_text.h"
#include "model/io/number_format.h"

namespace gputco::ui {

namespace {

// "staff", "staff and storage", "staff, storage and egress"
QString listed(const QStringList& items) {
    if (items.isEmpty()) return {};
    if (items.size() == 1) return items.front();
    return LikeForLikeWords::tr("%1 and %2")
        .arg(items.mid(0, items.size() - 1).join(LikeForLikeWords::tr(", ")), items.back());
}

// What a line holds in the option that has it: "0.25 FTE", "50 TB", ...; empty when unknown.
QString quantityWords(const engine::LineGap& g, const QLocale& locale) {
    if (!g.quantity) return {};
    const double q = *g.quantity;
    switch (g.line) {
        case engine::CostLine::Staff:
            return LikeForLikeWords::tr("%1 FTE").arg(locale.toString(q, 'g', 6));
        case engine::CostLine::Storage:
            return LikeForLikeWords::tr("%1 TB").arg(io::formatWhole(q, locale));
        case engine::CostLine::Egress:
            return LikeForLikeWords::tr("%1 TB of egress a month").arg(locale.toString(q, 'g', 6));
        case engine::CostLine::Support:
            return LikeForLikeWords::tr("%1 support").arg(io::formatPercent(q, locale));
        default:
            return {};
    }
}

QString overYears(int months) {
    const int years = months / 12;
    return years == 1 ? LikeForLikeWords::tr("over 1 year")
                      : LikeForLikeWords::tr("over %1 years").arg(years);
}

}  // namespace

QString costLineWord(engine::CostLine line) {
    switch (line) {
        case engine::CostLine::Staff:
            return LikeForLikeWords::tr("staff");
        case engine::CostLine::Storage:
            return LikeForLikeWords::tr("storage");
        case engine::CostLine::Egress:
            return LikeForLikeWords::tr("egress");
        case engine::CostLine::Support:
            return LikeForLikeWords::tr("cloud support");
        case engine::CostLine::Colocation:
            return LikeForLikeWords::tr("colocation");
        case engine::CostLine::Maintenance:
            return LikeForLikeWords::tr("maintenance");
        case engine::CostLine::Licences:
            return LikeForLikeWords::tr("software licences");
    }
    return {};
}

bool differsFromBaseline(const engine::Result& r, std::size_t i) {
    // A different unserved share alone has its own warning everywhere (card, red cells, the
    // report's WARNING): the note is for the lines.
    return i < r.options.size() && r.options[i].likeForLike && !r.options[i].likeForLike->gaps.empty();
}

QString likeForLikeSentences(const engine::Result& r, std::size_t i, const QLocale& locale) {
    if (!differsFromBaseline(r, i)) return {};
    const engine::OptionResult& o = r.options[i];
    const engine::LikeForLike& check = *o.likeForLike;
    const QString name = io::shownText(o.name);
    const QString currency = QString::fromStdString(r.currency);
    QStringList sentences;
    for (const bool baselineHasIt : {true, false}) {
        QStringList lines, quantities;
        double pv = 0;
        bool priced = false, inServers = false;
        for (const engine::LineGap& g : check.gaps) {
            if (g.baselineHasIt != baselineHasIt) continue;
            lines << costLineWord(g.line);
            if (const QString q = quantityWords(g, locale); !q.isEmpty()) quantities << q;
            if (g.pv) {
                pv += *g.pv;
                priced = true;
            } else {
                inServers = true;
            }
        }
        if (lines.isEmpty()) continue;
        const QString money = io::formatMoney(pv, currency, locale);
        if (baselineHasIt) {
            if (priced && !quantities.isEmpty())
                sentences << LikeForLikeWords::tr(
                                 "%1 has no %2: the baseline's %3 cost %4 %5 (present value).")
                                 .arg(name, listed(lines), listed(quantities), money, overYears(r.months));
            else if (priced)
                sentences << LikeForLikeWords::tr(
                                 "%1 has no %2: in the baseline that costs %3 %4 (present value).")
                                 .arg(name, listed(lines), money, overYears(r.months));
            else
                sentences
                    << LikeForLikeWords::tr("%1 has no %2, which the baseline has.").arg(name, listed(lines));
            if (inServers)
                sentences << LikeForLikeWords::tr(
                    "The baseline's storage is bought with its servers, inside their price.");
        } else {
            sentences << (priced ? LikeForLikeWords::tr(
                                       "%1 has %2, which the baseline lacks: %3 %4 (present value).")
                                       .arg(name, listed(lines), money, overYears(r.months))
                                 : LikeForLikeWords::tr("%1 has %2, which the baseline lacks.")
                                       .arg(name, listed(lines)));
        }
    }
    if (check.servesDifferently())
        sentences << LikeForLikeWords::tr("%1 serves %2 of the demand, the baseline %3.")
                         .arg(name, io::formatPercent(1.0 - check.unservedShare, locale),
                              io::formatPercent(1.0 - check.baselineUnservedShare, locale));
    return sentences.join(QLatin1Char(' '));
}

QString likeForLikeMark() {
    return QStringLiteral("\u2260");  // ≠
}

}  // namespace gputco::ui
