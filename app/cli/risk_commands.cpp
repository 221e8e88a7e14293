// gputco-cli sensitivity and montecarlo (MODEL.md section 8; docs/methodology.md "Risk").
#include <unistd.h>

#include <QString>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <thread>

#include "app/cli/cli_command.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/io/display_text.h"
#include "model/io/json_tree.h"
#include "model/io/number_format.h"

namespace gputco::cli {

namespace {

using io::JsonTree;

constexpr int kMaxTrials = 10'000'000;  // as validation allows in a file
constexpr int kMaxThreads = 64;

const char* const kSensitivityUsage = "usage: sensitivity FILE [--option NAME] [--spider] [--json]";
const char* const kMonteCarloUsage = "usage: montecarlo FILE [--trials N] [--seed S] [--threads T] [--json]";

// A text from the scenario, printed for a person: controls by their code points (issue #32).
QString text(const std::string& s) {
    return io::printedText(s);
}

// Both commands need inputs to vary; say so plainly rather than print an empty analysis.
bool hasInputs(const QString& file, const scenario::Scenario& s) {
    if (s.uncertainty && !s.uncertainty->inputs.empty()) return true;
    printError(file +
               ": the scenario has no uncertain inputs; add an \"uncertainty\" section with \"inputs\" "
               "(docs/methodology.md, \"Risk\")");
    return false;
}

// A left-aligned first column and right-aligned others, two spaces apart.
QByteArray table(const std::vector<QStringList>& rows) {
    std::vector<qsizetype> width;
    for (const auto& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            const auto c = static_cast<std::size_t>(i);
            if (width.size() <= c) width.resize(c + 1, 0);
            width[c] = std::max(width[c], row[i].size());
        }
    QString out;
    for (const auto& row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            const auto w = width[static_cast<std::size_t>(i)];
            out += i == 0 ? row[i].leftJustified(w) : row[i].rightJustified(w);
            out += i + 1 < row.size() ? QStringLiteral("  ") : QStringLiteral("\n");
        }
    return out.toUtf8();
}

// An input's value for a person: six significant digits are plenty beside money in whole units.
QString value(double v) {
    return QString::number(v, 'g', 6);
}

JsonTree spiderJson(const scenario::Scenario& s, const engine::SpiderResult& r) {
    JsonTree o = JsonTree::object();
    JsonTree& quantiles = o.add("quantiles", JsonTree::array());
    for (double q : r.quantiles) quantiles.push(q);
    JsonTree& lines = o.add("inputs", JsonTree::array());
    for (const engine::SpiderLine& line : r.lines) {
        JsonTree j = JsonTree::object();
        j.add("path", s.uncertainty->inputs[line.input].path);
        JsonTree& values = j.add("values", JsonTree::array());
        for (double v : line.values) values.push(v);
        JsonTree& differences = j.add("differences", JsonTree::array());
        for (double d : line.differences) differences.push(d);
        lines.push(std::move(j));
    }
    return o;
}

JsonTree sensitivityJson(const scenario::Scenario& s, const engine::SensitivityResult& r,
                         const std::optional<engine::SpiderResult>& spider) {
    JsonTree doc = JsonTree::object();
    doc.add("format", "gputco.sensitivity");
    doc.add("version", 1);
    doc.add("currency", s.currency);
    doc.add("baseline", s.options[r.baseline].name);
    doc.add("compared", s.options[r.compared].name);
    doc.add("low_quantile", 0.05);
    doc.add("high_quantile", 0.95);
    JsonTree& base = doc.add("base", JsonTree::array());
    for (std::size_t i = 0; i < r.basePvs.size(); ++i) {
        JsonTree o = JsonTree::object();
        o.add("name", s.options[i].name);
        o.add("pv", r.basePvs[i]);
        base.push(std::move(o));
    }
    JsonTree& inputs = doc.add("inputs", JsonTree::array());
    for (const auto& in : r.inputs) {
        JsonTree o = JsonTree::object();
        o.add("path", in.path);
        o.add("base", in.base);
        o.add("low", in.low);
        o.add("high", in.high);
        o.add("swing", in.swing);
        o.add("difference_low", in.differenceLow);
        o.add("difference_high", in.differenceHigh);
        o.add("affects_compared", engine::touchesCompared(r, in));
        JsonTree& problems = o.add("problems", JsonTree::array());
        for (const auto& p : in.problems) problems.push(p);
        JsonTree& options = o.add("options", JsonTree::array());
        for (std::size_t i = 0; i < in.pvLow.size(); ++i) {
            JsonTree p = JsonTree::object();
            p.add("name", s.options[i].name);
            p.add("pv_low", in.pvLow[i]);
            p.add("pv_high", in.pvHigh[i]);
            if (i == r.baseline) {
                p.add("saving_low", JsonTree());
                p.add("saving_high", JsonTree());
                p.add("swing", JsonTree());
            } else {
                p.add("saving_low", in.savingLow[i]);
                p.add("saving_high", in.savingHigh[i]);
                p.add("swing", std::fabs(in.savingHigh[i] - in.savingLow[i]));
            }
            options.push(std::move(p));
        }
        inputs.push(std::move(o));
    }
    if (spider) doc.add("spider", spiderJson(s, *spider));
    return doc;
}

QByteArray sensitivityTable(const scenario::Scenario& s, const engine::SensitivityResult& r,
                            const std::optional<engine::SpiderResult>& spider) {
    const QString cur = text(s.currency);
    QString head = "PV difference ranked: " + text(s.options[r.compared].name) + " - " +
                   text(s.options[r.baseline].name) + " (baseline), at each input's P5 and P95\n";
    std::vector<QStringList> rows{
        {"input", "base", "low (P5)", "high (P95)", "difference at low", "difference at high", "swing"}};
    for (const auto& in : r.inputs)
        rows.push_back({text(in.path), value(in.base), value(in.low), value(in.high),
                        io::formatMoney(in.differenceLow, cur), io::formatMoney(in.differenceHigh, cur),
                        engine::touchesCompared(r, in) ? io::formatMoney(in.swing, cur)
                                                       : QStringLiteral("does not affect these options")});
    QByteArray out = head.toUtf8() + table(rows);
    if (spider) {
        // The spider's data: the PV difference at every fifth percentile of each input.
        QStringList top{"PV difference at"};
        for (double q : spider->quantiles) top << QStringLiteral("P%1").arg(std::lround(q * 100));
        std::vector<QStringList> lines{top};
        for (const engine::SpiderLine& line : spider->lines) {
            QStringList row{text(s.uncertainty->inputs[line.input].path)};
            for (double d : line.differences) row << io::formatMoney(d, cur);
            lines.push_back(row);
        }
        out += "\n" + table(lines);
    }
    return out;
}

// The mean, its standard error unless left out, and the percentiles.
JsonTree statisticsJson(const engine::PvStatistics& pv, bool withStandardError = true) {
    JsonTree o = JsonTree::object();
    o.add("mean", pv.mean);
    if (withStandardError) o.add("stderr", pv.standardError);
    for (const auto& [key, value] :
         {std::pair{"p5", pv.p5}, {"p10", pv.p10}, {"p50", pv.p50}, {"p90", pv.p90}, {"p95", pv.p95}})
        o.add(key, value);
    return o;
}

// MODEL.md section 8's names for the NPV saving's distribution: its mean and percentiles.
JsonTree savingsJson(const engine::PvStatistics& pv) {
    return statisticsJson(pv, false);
}

// "after_tax" when tax is on: the PVs and savings the comparison uses (MODEL.md section 9).
const char* basis(const scenario::Scenario& s) {
    return s.tax.enabled ? "after_tax" : "before_tax";
}

// Everything but the thread count, which never changes a number.
JsonTree monteCarloJson(const scenario::Scenario& s, const engine::MonteCarloResult& r) {
    JsonTree doc = JsonTree::object();
    doc.add("format", "gputco.montecarlo");
    doc.add("version", 1);
    doc.add("currency", s.currency);
    doc.add("trials", r.trials);
    doc.add("seed", r.seed);
    doc.add("baseline", s.options[r.baseline].name);
    doc.add("basis", basis(s));
    JsonTree& correlations = doc.add("correlations", JsonTree::array());
    for (const engine::AchievedCorrelation& c : r.correlations) {
        JsonTree j = JsonTree::object();
        j.add("a", s.uncertainty->correlations[c.correlation].a);
        j.add("b", s.uncertainty->correlations[c.correlation].b);
        j.add("target", c.target);
        j.add("achieved", c.achieved);
        correlations.push(std::move(j));
    }
    JsonTree& options = doc.add("options", JsonTree::array());
    for (const auto& o : r.options) {
        JsonTree j = JsonTree::object();
        j.add("name", o.name);
        j.add("is_baseline", o.isBaseline);
        j.add("pv", statisticsJson(o.pv));
        j.add("saving", o.saving ? statisticsJson(*o.saving) : JsonTree());
        j.add("npv_savings", o.saving ? savingsJson(*o.saving) : JsonTree());
        j.add("p_cheapest", o.pCheapest);
        j.add("p_beats_baseline", o.pBeatsBaseline ? JsonTree(*o.pBeatsBaseline) : JsonTree());
        // The decision holds: a positive NPV saving, i.e. strictly cheaper than the baseline.
        j.add("p_npv_positive", o.pBeatsBaseline ? JsonTree(*o.pBeatsBaseline) : JsonTree());
        // Of the NPV saving's variance (the PV's for the baseline), largest share first.
        JsonTree& shares = j.add("contribution_to_variance", JsonTree::array());
        std::vector<std::size_t> order(o.contributions.size());
        for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
        std::stable_sort(order.begin(), order.end(), [&o](std::size_t a, std::size_t b) {
            return o.contributions[a] > o.contributions[b];
        });
        for (std::size_t k : order) {
            JsonTree share = JsonTree::object();
            share.add("path", s.uncertainty->inputs[k].path);
            share.add("share", o.contributions[k]);
            share.add("rank_correlation", o.rankCorrelations[k]);
            shares.push(std::move(share));
        }
        JsonTree& cdf = j.add("percentiles", JsonTree::array());
        for (double v : o.percentiles) cdf.push(v);
        JsonTree& histogram = j.add("histogram", JsonTree::array());
        for (int n : o.histogram) histogram.push(n);
        options.push(std::move(j));
    }
    JsonTree& bins = doc.add("histogram", JsonTree::object());
    bins.add("low", r.histogramLow);
    bins.add("bin_width", r.histogramBinWidth);
    bins.add("bins", engine::kHistogramBins);
    return doc;
}

QByteArray monteCarloTable(const scenario::Scenario& s, const engine::MonteCarloResult& r) {
    const QString cur = text(s.currency);
    QString head = QStringLiteral("%1 trials, seed %2; PV %3\n")
                       .arg(io::formatWhole(r.trials))
                       .arg(r.seed)
                       .arg(s.tax.enabled ? QStringLiteral("after tax") : QStringLiteral("before tax"));
    std::vector<QStringList> rows{{"option", "mean PV", "std error", "P5", "P10", "P50", "P90", "P95",
                                   "P(cheapest)", "P(beats baseline)"}};
    for (const auto& o : r.options)
        rows.push_back({text(o.name) + (o.isBaseline ? QStringLiteral(" (baseline)") : QString()),
                        io::formatMoney(o.pv.mean, cur), io::formatMoney(o.pv.standardError, cur),
                        io::formatMoney(o.pv.p5, cur), io::formatMoney(o.pv.p10, cur),
                        io::formatMoney(o.pv.p50, cur), io::formatMoney(o.pv.p90, cur),
                        io::formatMoney(o.pv.p95, cur), io::formatPercent(o.pCheapest),
                        o.pBeatsBaseline ? io::formatPercent(o.pBeatsBaseline) : QStringLiteral("-")});
    QByteArray out = head.toUtf8() + table(rows);
    if (!r.correlations.empty()) {
        std::vector<QStringList> pairs{{"rank correlation", "target", "achieved"}};
        for (const engine::AchievedCorrelation& c : r.correlations)
            pairs.push_back({text(s.uncertainty->correlations[c.correlation].a) + " ~ " +
                                 text(s.uncertainty->correlations[c.correlation].b),
                             QString::number(c.target, 'f', 3), QString::number(c.achieved, 'f', 3)});
        out += "\n" + table(pairs);
    }
    return out;
}

// A bar on stderr, redrawn when the whole percentage changes; only for a person at a terminal.
class ProgressBar {
public:
    ProgressBar() : shown_(isatty(fileno(stderr)) != 0) {}
    void update(int done, int total) {
        if (!shown_) return;
        const int percent = static_cast<int>(100LL * done / std::max(1, total));
        if (percent == last_) return;
        last_ = percent;
        const int filled = percent * kWidth / 100;
        std::fprintf(stderr, "\rMonte Carlo [%s%s] %3d %%", std::string(filled, '#').c_str(),
                     std::string(kWidth - filled, '.').c_str(), percent);
        if (done >= total) std::fputs("\n", stderr);
        std::fflush(stderr);
    }

private:
    static constexpr int kWidth = 40;
    bool shown_;
    int last_ = -1;
};

// Parses a whole number in [min, max]; false (after printing why) otherwise.
bool wholeArgument(const QStringList& args, qsizetype& i, const char* name, unsigned long long max,
                   unsigned long long min, unsigned long long& out) {
    if (i + 1 >= args.size()) {
        printError(QStringLiteral("montecarlo: %1 needs a value; %2").arg(name, kMonteCarloUsage));
        return false;
    }
    bool ok = false;
    const QString given = args[++i];
    out = given.toULongLong(&ok);
    if (!ok || out < min || out > max) {
        printError(QStringLiteral("montecarlo: %1 must be a whole number between %2 and %3, got \"%4\"")
                       .arg(name)
                       .arg(min)
                       .arg(max)
                       .arg(given));
        return false;
    }
    return true;
}

}  // namespace

int sensitivityCommand(const QStringList& args) {
    QString file;
    bool json = false;
    bool spiderAsked = false;
    std::optional<QString> optionName;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--json")) {
            json = true;
        } else if (a == QLatin1String("--spider")) {
            spiderAsked = true;
        } else if (a == QLatin1String("--option")) {
            if (i + 1 >= args.size()) {
                printError(QStringLiteral("sensitivity: --option needs an option's name; ") +
                           kSensitivityUsage);
                return kExitInvalid;
            }
            optionName = args[++i];
        } else if (a.startsWith(QLatin1String("--")) || !file.isEmpty()) {
            printError("sensitivity: unexpected argument " + a + "; " + kSensitivityUsage);
            return kExitInvalid;
        } else {
            file = a;
        }
    }
    if (file.isEmpty()) {
        printError(QStringLiteral("sensitivity: no scenario file given; ") + kSensitivityUsage);
        return kExitInvalid;
    }
    int status = kExitOk;
    const auto scenario = loadScenario(file, status);
    if (!scenario) return status;
    if (!hasInputs(file, *scenario)) return kExitInvalid;
    engine::SensitivityResult result = engine::sensitivity(*scenario);
    if (optionName) {
        const auto named =
            std::find_if(scenario->options.begin(), scenario->options.end(),
                         [&](const scenario::Option& o) { return text(o.name) == *optionName; });
        if (named == scenario->options.end()) {
            printError("sensitivity: no option is named \"" + *optionName + "\" in " + file);
            return kExitInvalid;
        }
        result =
            engine::rankedFor(std::move(result), static_cast<std::size_t>(named - scenario->options.begin()));
    }
    for (const auto& in : result.inputs)
        for (const auto& p : in.problems) printError(file + ": warning: " + text(in.path) + " " + text(p));
    std::optional<engine::SpiderResult> spider;
    if (spiderAsked) spider = engine::spider(*scenario, result.compared);
    if (!printOut(json ? sensitivityJson(*scenario, result, spider).text()
                       : sensitivityTable(*scenario, result, spider)))
        return kExitConflict;
    return kExitOk;
}

int montecarloCommand(const QStringList& args) {
    QString file;
    bool json = false;
    std::optional<unsigned long long> trials, seed, threads;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        unsigned long long n = 0;
        if (a == QLatin1String("--json")) {
            json = true;
        } else if (a == QLatin1String("--trials")) {
            if (!wholeArgument(args, i, "--trials", kMaxTrials, 1, n)) return kExitInvalid;
            trials = n;
        } else if (a == QLatin1String("--seed")) {
            if (!wholeArgument(args, i, "--seed", std::numeric_limits<std::uint64_t>::max(), 0, n))
                return kExitInvalid;
            seed = n;
        } else if (a == QLatin1String("--threads")) {
            if (!wholeArgument(args, i, "--threads", kMaxThreads, 1, n)) return kExitInvalid;
            threads = n;
        } else if (a.startsWith(QLatin1String("--")) || !file.isEmpty()) {
            printError("montecarlo: unexpected argument " + a + "; " + kMonteCarloUsage);
            return kExitInvalid;
        } else {
            file = a;
        }
    }
    if (file.isEmpty()) {
        printError(QStringLiteral("montecarlo: no scenario file given; ") + kMonteCarloUsage);
        return kExitInvalid;
    }
    int status = kExitOk;
    const auto scenario = loadScenario(file, status);
    if (!scenario) return status;
    if (!hasInputs(file, *scenario)) return kExitInvalid;

    engine::MonteCarloSettings settings;
    settings.trials = trials ? static_cast<int>(*trials) : scenario->uncertainty->trials;
    settings.seed = seed ? static_cast<std::uint64_t>(*seed) : scenario->uncertainty->seed;
    settings.threads = threads ? static_cast<int>(*threads) : 0;  // 0: every hardware thread
    ProgressBar bar;
    const engine::MonteCarloResult result =
        engine::monteCarlo(*scenario, settings, [&bar](int done, int total) { bar.update(done, total); });
    if (!printOut(json ? monteCarloJson(*scenario, result).text() : monteCarloTable(*scenario, result)))
        return kExitConflict;
    return kExitOk;
}

}  // namespace gputco::cli
