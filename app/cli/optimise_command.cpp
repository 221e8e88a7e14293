// gputco-cli optimise: the capacity mix of one option that costs least under the limits given
// (issue #21; model/engine/optimiser.h), as a table or JSON; with -o, the scenario with the
// best mix added as an option.
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <variant>

#include "app/cli/cli_command.h"
#include "model/engine/evaluate.h"
#include "model/engine/optimiser.h"
#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "model/scenario/option_edits.h"

namespace gputco::cli {

namespace {

const char* const kUsage =
    "usage: optimise FILE --option NAME [--max-capex X] [--max-unserved F] [--percentile P --budget X]\n"
    "                [--trials N] [--seed S] [--threads T] [--max-units SOURCE=N ...] [--json] [-o "
    "OUT.gputco]";

struct Args {
    QString file, option, out;
    engine::OptimiseConstraints constraints;
    std::vector<std::pair<int, int>> maxUnits;  // 1-based source, count
    bool json = false;
};

std::optional<double> number(const QString& text) {
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

std::optional<Args> parse(const QStringList& args) {
    Args a;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args[i];
        const bool hasValue = i + 1 < args.size();
        auto value = [&](const char* name) -> std::optional<double> {
            const auto v = hasValue ? number(args[++i]) : std::nullopt;
            if (!v)
                printError(QStringLiteral("optimise: %1 needs a number; ").arg(QLatin1String(name)) + kUsage);
            return v;
        };
        if (arg == QLatin1String("--json")) {
            a.json = true;
        } else if (arg == QLatin1String("--option") && hasValue) {
            a.option = args[++i];
        } else if ((arg == QLatin1String("-o") || arg == QLatin1String("--output")) && hasValue) {
            a.out = args[++i];
        } else if (arg == QLatin1String("--max-capex")) {
            if (!(a.constraints.maxCapex = value("--max-capex"))) return std::nullopt;
        } else if (arg == QLatin1String("--max-unserved")) {
            if (!(a.constraints.maxUnservedShare = value("--max-unserved"))) return std::nullopt;
        } else if (arg == QLatin1String("--budget")) {
            if (!(a.constraints.budget = value("--budget"))) return std::nullopt;
        } else if (arg == QLatin1String("--percentile") || arg == QLatin1String("--trials") ||
                   arg == QLatin1String("--seed") || arg == QLatin1String("--threads")) {
            const auto v = value(arg.toUtf8().constData());
            if (!v || *v < 0 || *v != std::floor(*v)) {
                if (v) printError("optimise: " + arg + " needs a whole number");
                return std::nullopt;
            }
            if (arg == QLatin1String("--percentile")) a.constraints.percentile = static_cast<int>(*v);
            if (arg == QLatin1String("--trials")) a.constraints.trials = static_cast<int>(*v);
            if (arg == QLatin1String("--seed")) a.constraints.seed = static_cast<std::uint64_t>(*v);
            if (arg == QLatin1String("--threads")) a.constraints.threads = static_cast<int>(*v);
        } else if (arg == QLatin1String("--max-units") && hasValue) {
            const QStringList parts = args[++i].split(QLatin1Char('='));
            bool okSource = false, okCount = false;
            const int source = parts.size() == 2 ? parts[0].toInt(&okSource) : 0;
            const int count = parts.size() == 2 ? parts[1].toInt(&okCount) : 0;
            if (!okSource || !okCount || source < 1 || count < 0) {
                printError(
                    "optimise: --max-units takes SOURCE=N, the source's number in the option (from 1) "
                    "and the most units to try; " +
                    QString::fromLatin1(kUsage));
                return std::nullopt;
            }
            a.maxUnits.emplace_back(source, count);
        } else if (arg.startsWith(QLatin1Char('-')) || !a.file.isEmpty()) {
            printError("optimise: unexpected argument " + arg + "; " + kUsage);
            return std::nullopt;
        } else {
            a.file = arg;
        }
    }
    const auto& c = a.constraints;
    if (a.file.isEmpty() || a.option.isEmpty()) {
        printError(QStringLiteral("optimise: ") + kUsage);
        return std::nullopt;
    }
    if (c.percentile.has_value() != c.budget.has_value()) {
        printError(QStringLiteral("optimise: a risk limit needs both --percentile and --budget"));
        return std::nullopt;
    }
    if (c.percentile && (*c.percentile < 1 || *c.percentile > 99)) {
        printError(QStringLiteral("optimise: --percentile must be between 1 and 99"));
        return std::nullopt;
    }
    // Capex is never negative, so neither limit can be met: it ran the whole search to say "no
    // mix costs at most the capex limit". (A PV can be: the budget may be any amount.)
    if (c.maxCapex && *c.maxCapex < 0) {
        printError(QStringLiteral("optimise: --max-capex is an amount of at least 0"));
        return std::nullopt;
    }
    if (c.maxUnservedShare && (*c.maxUnservedShare < 0 || *c.maxUnservedShare > 1)) {
        printError(QStringLiteral("optimise: --max-unserved is a share between 0 and 1 (0.05 for 5 %)"));
        return std::nullopt;
    }
    if (c.trials < 1) {
        printError(QStringLiteral("optimise: --trials must be at least 1"));
        return std::nullopt;
    }
    return a;
}

// "owned nodes", or "owned node" for a count of one ("1 owned nodes" read wrong).
QString unitWord(engine::SourceKind kind, int count = 2) {
    const bool one = count == 1;
    switch (kind) {
        case engine::SourceKind::Owned:
            return one ? QStringLiteral("owned node") : QStringLiteral("owned nodes");
        case engine::SourceKind::Reserved:
            return one ? QStringLiteral("reserved instance") : QStringLiteral("reserved instances");
        case engine::SourceKind::Spot:
            return one ? QStringLiteral("spot instance at most") : QStringLiteral("spot instances at most");
        case engine::SourceKind::OnDemand:
            break;
    }
    return one ? QStringLiteral("on-demand instance") : QStringLiteral("on-demand instances");
}

QString mixText(const engine::OptimiseResult& r, const engine::Mix& counts) {
    QStringList parts;
    for (std::size_t v = 0; v < r.variables.size(); ++v)
        parts << QStringLiteral("%1 %2 (source %3)")
                     .arg(counts[v])
                     .arg(unitWord(r.variables[v].kind, counts[v]))
                     .arg(r.variables[v].source + 1);
    return parts.join(QStringLiteral(", "));
}

QString mixFigures(const engine::OptimisedMix& m, const QString& currency, int percentile) {
    QString text = QStringLiteral("PV %1, month-0 capex %2, unserved %3 %")
                       .arg(io::formatMoney(m.point.pv, currency), io::formatMoney(m.point.capex, currency))
                       .arg(m.point.unservedShare * 100, 0, 'f', 2);
    if (m.risk)
        text += QStringLiteral(", mean %1, P%2 %3")
                    .arg(io::formatMoney(m.risk->mean, currency))
                    .arg(percentile)
                    .arg(io::formatMoney(m.risk->percentile, currency));
    return text;
}

QJsonObject mixJson(const engine::OptimisedMix& m) {
    QJsonArray counts;
    for (int c : m.point.counts) counts.append(c);
    QJsonObject o{{"counts", counts},
                  {"pv", m.point.pv},
                  {"capex", m.point.capex},
                  {"unserved_share", m.point.unservedShare}};
    if (m.risk) o.insert("risk", QJsonObject{{"mean", m.risk->mean}, {"percentile", m.risk->percentile}});
    return o;
}

QByteArray json(const engine::OptimiseResult& r, double seconds) {
    QJsonArray variables;
    for (const engine::MixVariable& v : r.variables)
        variables.append(
            QJsonObject{{"source", static_cast<int>(v.source)},
                        {"kind", QLatin1String(v.kind == engine::SourceKind::Owned      ? "owned"
                                               : v.kind == engine::SourceKind::Reserved ? "reserved"
                                                                                        : "spot")},
                        {"min", v.lo},
                        {"max", v.hi},
                        {"in_file", v.current}});
    QJsonObject o{{"format", "gputco.optimise"},
                  {"version", 1},
                  {"variables", variables},
                  {"grid_size", r.gridSize},
                  {"evaluations", static_cast<double>(r.evaluations)},
                  {"boxes_bounded", static_cast<double>(r.boxesBounded)},
                  {"risk_evaluations", static_cast<double>(r.riskEvaluations)},
                  {"seconds", seconds}};
    o.insert("best", r.best ? QJsonValue(mixJson(*r.best)) : QJsonValue());
    QJsonArray runnersUp, frontier;
    for (const auto& m : r.runnersUp) runnersUp.append(mixJson(m));
    for (const auto& m : r.frontier) frontier.append(mixJson(m));
    o.insert("runners_up", runnersUp);
    o.insert("frontier", frontier);
    o.insert("infeasible", r.best ? QJsonValue() : QJsonValue(QString::fromStdString(r.infeasible)));
    o.insert("nearest", r.nearest ? QJsonValue(mixJson(*r.nearest)) : QJsonValue());
    o.insert("lowest_risk", r.lowestRisk ? QJsonValue(mixJson(*r.lowestRisk)) : QJsonValue());
    o.insert("in_file", r.current ? QJsonValue(mixJson(*r.current)) : QJsonValue());
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QString infeasibleWords(const std::string& which) {
    if (which == "risk") return QStringLiteral("no mix keeps the percentile of its PV within the budget");
    if (which == "unserved") return QStringLiteral("no mix leaves at most the share of demand unserved");
    if (which == "capex") return QStringLiteral("no mix costs at most the capex limit at month 0");
    return QStringLiteral("no mix of the grid meets the limits");
}

}  // namespace

int optimiseCommand(const QStringList& arguments) {
    std::optional<Args> a = parse(arguments);
    if (!a) return kExitInvalid;
    // Read once: the scenario, and what the file held for the in-place save of -o.
    io::ReadResult read = io::readScenarioFile(a->file);
    if (const int status = reportUnusable(a->file, read); status != kExitOk) return status;
    const std::optional<scenario::Scenario>& scenario = read.scenario;
    std::optional<std::size_t> option;
    for (std::size_t i = 0; i < scenario->options.size(); ++i)
        if (QString::fromStdString(scenario->options[i].name) == a->option) option = i;
    if (!option) {
        QStringList names;
        for (const auto& o : scenario->options)
            names << QLatin1Char('"') + io::printedText(o.name) + QLatin1Char('"');
        printError("optimise: no option named \"" + a->option + "\"; the options are " +
                   names.join(QStringLiteral(", ")));
        return kExitInvalid;
    }
    const auto& sources = scenario->options[*option].sources;
    a->constraints.maxCounts.assign(sources.size(), std::nullopt);
    for (const auto& [source, count] : a->maxUnits) {
        if (source > static_cast<int>(sources.size())) {
            printError(QStringLiteral("optimise: the option has %1 sources; --max-units names source %2")
                           .arg(sources.size())
                           .arg(source));
            return kExitInvalid;
        }
        // Only owned, reserved and spot sources are searched: a limit on an on-demand one would
        // be ignored without a word.
        if (std::holds_alternative<scenario::OnDemandSource>(sources[static_cast<std::size_t>(source - 1)])) {
            printError(
                QStringLiteral("optimise: --max-units names source %1, which is on-demand: only owned, "
                               "reserved and spot sources are searched")
                    .arg(source));
            return kExitInvalid;
        }
        a->constraints.maxCounts[static_cast<std::size_t>(source - 1)] = count;
    }
    if (a->constraints.percentile && !(scenario->uncertainty && !scenario->uncertainty->inputs.empty())) {
        printError(QStringLiteral("optimise: a risk limit needs uncertain inputs; the scenario lists none"));
        return kExitInvalid;
    }

    QElapsedTimer timer;
    timer.start();
    const engine::OptimiseResult r = engine::optimise(*scenario, *option, a->constraints);
    const double seconds = static_cast<double>(timer.elapsed()) / 1000.0;
    if (a->json) {
        if (!printOut(json(r, seconds))) return kExitConflict;
    } else {
        const QString currency = io::printedText(scenario->currency);
        const int p = a->constraints.percentile.value_or(90);
        QString text = QStringLiteral("Optimising \"%1\" over %2 mixes:\n")
                           .arg(io::printedText(a->option))
                           .arg(r.gridSize, 0, 'f', 0);
        for (const engine::MixVariable& v : r.variables)
            text += QStringLiteral("  source %1: %2 from %3 to %4 (the file: %5)\n")
                        .arg(v.source + 1)
                        .arg(unitWord(v.kind))
                        .arg(v.lo)
                        .arg(v.hi)
                        .arg(v.current);
        if (r.best) {
            text += "Best mix: " + mixText(r, r.best->point.counts) + "\n  " +
                    mixFigures(*r.best, currency, p) + "\n";
            // What acting on it saves against the mix the file holds (issue #34 item 6).
            if (r.current) {
                const double saving = r.current->point.pv - r.best->point.pv;
                text += "The mix in the file: " + mixText(r, r.current->point.counts) + "\n  " +
                        mixFigures(*r.current, currency, p) + "\n" +
                        (saving >= 0.005 ? QStringLiteral("  The best mix saves %1 of PV against it.\n")
                                               .arg(io::formatMoney(saving, currency))
                                         : QStringLiteral("  It is the best mix already.\n"));
            }
            // Cheapest by the scenario's own terms, where demand left unserved costs nothing: a
            // reader of "Best mix" would take it for a mix that does the work.
            if (r.best->point.unservedShare >= 0.005 && scenario->demand.unservedCostPerHour <= 0 &&
                !a->constraints.maxUnservedShare)
                text +=
                    QStringLiteral(
                        "  Note: it leaves %1 % of the demand unserved, which costs nothing in this scenario "
                        "(no cost of unserved demand is set); give --max-unserved, or that cost, for a mix "
                        "that serves it.\n")
                        .arg(r.best->point.unservedShare * 100, 0, 'f', 2);
            for (std::size_t k = 0; k < r.runnersUp.size(); ++k)
                text +=
                    QStringLiteral("Runner-up %1: ").arg(k + 1) + mixText(r, r.runnersUp[k].point.counts) +
                    "\n  " + mixFigures(r.runnersUp[k], currency, p) +
                    (r.tiesBest(r.runnersUp[k]) ? QStringLiteral(" (the best's PV: a limit never reached)")
                                                : QString()) +
                    "\n";
            if (!r.frontier.empty()) {
                text +=
                    QStringLiteral("Frontier (mean against P%1, of the %2 mixes whose trials were run):\n")
                        .arg(p)
                        .arg(r.riskEvaluations);
                for (const auto& m : r.frontier)
                    text += "  " + mixText(r, m.point.counts) + ": " + mixFigures(m, currency, p) + "\n";
            }
        } else {
            text += "No mix meets the limits: " + infeasibleWords(r.infeasible) + ".\n";
            if (r.nearest)
                text += "The cheapest mix meeting the others: " + mixText(r, r.nearest->point.counts) +
                        "\n  " + mixFigures(*r.nearest, currency, p) + "\n";
            if (r.lowestRisk)
                text += QStringLiteral(
                            "The lowest P%1 the search reached (of the %2 mixes whose trials were run): ")
                            .arg(p)
                            .arg(r.riskEvaluations) +
                        mixText(r, r.lowestRisk->point.counts) + "\n  " +
                        mixFigures(*r.lowestRisk, currency, p) + "\n";
        }
        text +=
            QStringLiteral("Search: %1 mixes evaluated of %2, %3 boxes bounded, %4 mixes' trials run, %5 s\n")
                .arg(r.evaluations)
                .arg(r.gridSize, 0, 'f', 0)
                .arg(r.boxesBounded)
                .arg(r.riskEvaluations)
                .arg(seconds, 0, 'f', 3);
        if (!printOut(text.toUtf8())) return kExitConflict;
    }
    if (!r.best) return kExitInvalid;
    if (a->out.isEmpty()) return kExitOk;

    // The scenario with the best mix as a new option, named so that it is unique.
    scenario::Scenario with = *scenario;
    engine::OptimiseResult named = r;
    // Within the name's limit too (scenario.h: kMaxNameChars).
    named.option.name = scenario::uniqueOptionName(with, named.option.name);
    with.options.push_back(named.option);
    return writeScenario("optimise", a->file, a->out, read.opened, io::writeScenarioJson(with));
}

}  // namespace gputco::cli
