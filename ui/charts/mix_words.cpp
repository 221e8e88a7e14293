#include "ui/charts/mix_words.h"

#include <QStringList>

namespace gputco::ui {

QString mixUnitWords(engine::SourceKind kind, int count) {
    switch (kind) {
        case engine::SourceKind::Owned:
            return MixWords::tr("%1 owned nodes").arg(count);
        case engine::SourceKind::Reserved:
            return MixWords::tr("%1 reserved instances").arg(count);
        case engine::SourceKind::Spot:
            return MixWords::tr("at most %1 spot instances").arg(count);
        case engine::SourceKind::OnDemand:
            break;
    }
    return QString::number(count);
}

QString mixKindWords(engine::SourceKind kind) {
    switch (kind) {
        case engine::SourceKind::Owned:
            return MixWords::tr("owned nodes");
        case engine::SourceKind::Reserved:
            return MixWords::tr("reserved instances");
        case engine::SourceKind::Spot:
            return MixWords::tr("spot instances");
        case engine::SourceKind::OnDemand:
            break;
    }
    return QString();
}

QString mixSourceWords(const scenario::Source& source) {
    return std::visit(
        [](const auto& src) {
            if constexpr (std::is_same_v<std::decay_t<decltype(src)>, scenario::OwnedSource>) {
                return QString::fromStdString(src.server.empty() ? src.gpu : src.server);
            } else {
                // provider/region/machine[/pricing]: the machine and its region; a key of
                // another shape is shown as the catalog has it.
                const QStringList parts = QString::fromStdString(src.offer).split(QLatin1Char('/'));
                if (parts.size() >= 3 && !parts[2].isEmpty())
                    return parts[1].isEmpty() ? parts[2] : QStringLiteral("%1, %2").arg(parts[2], parts[1]);
                return QString::fromStdString(src.offer.empty() ? src.gpu : src.offer);
            }
        },
        source);
}

QString mixWords(const std::vector<engine::MixVariable>& variables, const engine::Mix& counts) {
    QStringList parts;
    for (std::size_t v = 0; v < variables.size() && v < counts.size(); ++v)
        parts << MixWords::tr("source %1: %2")
                     .arg(variables[v].source + 1)
                     .arg(mixUnitWords(variables[v].kind, counts[v]));
    return parts.join(QStringLiteral("; "));
}

}  // namespace gputco::ui
