#include <QFile>
#include <cerrno>
#include <cstdio>
#include <system_error>

#include "app/cli/cli_command.h"
#include "model/engine/evaluate.h"
#include "model/engine/result_check.h"
#include "model/io/display_text.h"
#include "model/io/result_json.h"
#include "model/io/result_text.h"
#include "model/io/scenario_reader.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/price_age.h"
#include "model/scenario/provenance_lookup.h"
#include "model/scenario/uncertain_drift.h"

namespace gputco::cli {

void printError(const QString& line) {
    // Standard error is read by a person, and its lines quote files: whatever text a message
    // took from one, no control reaches the terminal (issue #32). Its own line breaks stay.
    const QString shown = io::neutralise(line, io::Neutralise::KeepLineBreaks);
    std::fputs(("gputco-cli: " + shown + "\n").toUtf8().constData(), stderr);
}

bool printOut(const QByteArray& bytes) {
    errno = 0;
    const std::size_t size = static_cast<std::size_t>(bytes.size());
    const bool written = std::fwrite(bytes.constData(), 1, size, stdout) == size &&
                         std::fflush(stdout) == 0 && !std::ferror(stdout);
    if (!written)
        printError(QStringLiteral("cannot write to standard output: %1")
                       .arg(QString::fromStdString(std::generic_category().message(errno ? errno : EIO))));
    return written;
}

int reportUnusable(const QString& path, const io::ReadResult& read) {
    if (!read.error.empty()) {
        printError(path + ": " + QString::fromStdString(read.error));
        return kExitUnreadable;
    }
    if (!read.problems.empty() || !read.scenario) {
        for (const auto& p : read.problems) printError(path + ": " + io::printedText(p.text()));
        return kExitInvalid;
    }
    return kExitOk;
}

bool resultIsFinite(const char* command, const QString& file, const engine::Result& result) {
    const std::vector<std::string> bad = engine::nonFiniteFigures(result);
    if (bad.empty()) return true;
    QStringList names;
    for (const std::string& name : bad) names << QString::fromStdString(name);
    printError(QString::fromLatin1(command) + ": " + file + ": the result is not a finite number at " +
               names.join(QStringLiteral(", ")) + "; nothing written (an input is too large)");
    return false;
}

std::optional<scenario::Scenario> loadScenario(const QString& path, int& status) {
    io::ReadResult read = io::readScenarioFile(path);
    status = reportUnusable(path, read);
    if (status != kExitOk) return std::nullopt;
    return std::move(read.scenario);
}

int evaluateCommand(const QStringList& args) {
    QString file;
    QString format = QStringLiteral("--table");
    for (const auto& a : args) {
        if (a == QLatin1String("--json") || a == QLatin1String("--csv") || a == QLatin1String("--table")) {
            format = a;
        } else if (a.startsWith(QLatin1String("--")) || !file.isEmpty()) {
            printError("evaluate: unexpected argument " + a +
                       "; usage: evaluate FILE [--json | --csv | --table]");
            return kExitInvalid;
        } else {
            file = a;
        }
    }
    if (file.isEmpty()) {
        printError("evaluate: no scenario file given; usage: evaluate FILE [--json | --csv | --table]");
        return kExitInvalid;
    }
    int status = kExitOk;
    const auto scenario = loadScenario(file, status);
    if (!scenario) return status;
    const engine::Result result = engine::evaluate(*scenario);
    if (!resultIsFinite("evaluate", file, result)) return kExitInvalid;
    const QByteArray text = format == QLatin1String("--json")  ? io::resultJson(result)
                            : format == QLatin1String("--csv") ? io::resultCsv(result)
                                                               : io::resultTable(result);
    return printOut(text) ? kExitOk : kExitConflict;
}

namespace {

namespace sc = gputco::scenario;

// A warning, not a problem: the file is valid and the figures computable, but a price more
// than 12 months old at the scenario's date (or today) is worth replacing (issue #19).
void warnStalePrices(const sc::Scenario& s) {
    const sc::CalendarDate at = sc::referenceDate(s, sc::today());
    const std::vector<sc::PriceAge> stale = sc::stalePrices(s, at);
    for (const sc::PriceAge& age : stale) {
        const std::optional<sc::FieldRef> field = sc::findField(s, age.path).field;
        const QString value = field ? QString::number(field->get(), 'g', 10) : QStringLiteral("?");
        QString where;  // the option's name: a path's index alone means little
        if (age.path.rfind("options[", 0) == 0)
            if (const std::size_t o = std::stoul(age.path.substr(8)); o < s.options.size())
                where = QStringLiteral(" (option \"%1\")").arg(io::printedText(s.options[o].name));
        std::fputs(
            QStringLiteral("warning: stale price: %1%2: %3 %4 from \"%5\", as of %6, %7 months old on %8 "
                           "(more than %9 months)\n")
                .arg(io::printedText(age.path), where, value, io::printedText(s.currency),
                     io::printedText(age.source), io::printedText(age.asOf))
                .arg(age.months)
                .arg(QString::fromStdString(at.text()))
                .arg(sc::kStaleAfterMonths)
                .toUtf8()
                .constData(),
            stderr);
    }
    if (!stale.empty())
        std::fputs(QStringLiteral("%1 stale price(s): replace them with current ones where you can\n")
                       .arg(stale.size())
                       .toUtf8()
                       .constData(),
                   stderr);
}

// A warning: a price the file marks as the user's estimate (issue #33) rests on no dated quote
// or catalog row; the figures stand, the reader is told which.
void warnEstimatedPrices(const sc::Scenario& s) {
    for (const std::string& path : sc::numericFieldPaths(s)) {
        if (!sc::isEstimatedPrice(s, path)) continue;
        const std::optional<sc::FieldRef> field = sc::findField(s, path).field;
        const QString value = field ? QString::number(field->get(), 'g', 10) : QStringLiteral("?");
        QString where;  // the option's name: a path's index alone means little
        if (path.rfind("options[", 0) == 0)
            if (const std::size_t o = std::stoul(path.substr(8)); o < s.options.size())
                where = QStringLiteral(" (option \"%1\")").arg(io::printedText(s.options[o].name));
        std::fputs(
            QStringLiteral("warning: user's estimate: %1%2: %3 %4 is the user's estimate, not a catalog "
                           "price: replace it with a quote\n")
                .arg(io::printedText(path), where, value, io::printedText(s.currency))
                .toUtf8()
                .constData(),
            stderr);
    }
}

// A warning: an uncertain input's distribution no longer centres on (or no longer holds) the
// field's value, so the Monte Carlo rests on other assumptions than the file's figures.
void warnUncertainDrift(const sc::Scenario& s) {
    for (const sc::UncertainDrift& d : sc::uncertainDrift(s)) {
        const sc::UncertainInput& in = s.uncertainty->inputs[d.input];
        const auto number = [](double v) { return QString::number(v, 'g', 10); };
        QString why;
        if (d.outside)
            why = QStringLiteral("outside its distribution's range %1 to %2")
                      .arg(number(d.range->first), number(d.range->second));
        else
            why = QStringLiteral("its distribution's %1 is %2")
                      .arg(in.dist == sc::Distribution::Normal || in.dist == sc::Distribution::Lognormal
                               ? QStringLiteral("mean")
                               : QStringLiteral("most likely value"),
                           number(*d.centre));
        std::fputs(QStringLiteral("warning: uncertainty.inputs[%1]: %2 is %3, %4: the Monte Carlo draws from "
                                  "the distribution, not from the file's value\n")
                       .arg(d.input)
                       .arg(io::printedText(in.path), number(d.value), why)
                       .toUtf8()
                       .constData(),
                   stderr);
    }
}

}  // namespace

int validateCommand(const QStringList& args) {
    if (args.size() != 1) {
        printError("validate: usage: validate FILE");
        return kExitInvalid;
    }
    io::ReadResult read = io::readScenarioFile(args.front());
    if (!read.error.empty()) {
        printError(args.front() + ": " + QString::fromStdString(read.error));
        return kExitUnreadable;
    }
    QByteArray lines;
    for (const auto& p : read.problems) lines += io::printedText(p.text()).toUtf8() + "\n";
    if (!read.problems.empty()) return printOut(lines) ? kExitInvalid : kExitConflict;
    if (!printOut(QByteArray("valid: ") + args.front().toUtf8() + "\n")) return kExitConflict;
    warnEstimatedPrices(*read.scenario);
    warnStalePrices(*read.scenario);
    warnUncertainDrift(*read.scenario);
    return kExitOk;
}

}  // namespace gputco::cli
