// Texts past their length limit at the command line (issue #32, item 6): `report` with a name
// of a megabyte and no space took 161 s; `validate` called the file valid. Each test runs the
// built gputco-cli as a user does and says what it expects and why.
#include <catch2/catch.hpp>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "tests/cli/cli_run.h"

namespace gputco::test {

namespace {

// The reference example with its `key` set to `text`.
QString exampleWith(QTemporaryDir& dir, const char* file, const QString& key, const QString& text) {
    QFile example(kExample);
    REQUIRE(example.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
    root.insert(key, text);
    return writeTemp(dir, file, QJsonDocument(root).toJson());
}

// "Q4 plan " and N up to 1 MiB in all: the most the reader takes in a text (docs/file-format.md,
// Limits), with no space to break at.
const QString kMegabyteName = QStringLiteral("Q4 plan ") + QString((1 << 20) - 8, QLatin1Char('N'));
// What every command says of it: the field, the name's first 32 characters, its length and the
// limit, on one line.
const QByteArray kMegabyteProblem = "name: \"Q4 plan " + QByteArray(24, 'N') +
                                    "\xe2\x80\xa6\" is 1,048,576 characters long, more than the 200 allowed";

}  // namespace

TEST_CASE("cli text limits: validate refuses a name of a megabyte, exit 2, naming the field", "[cli]") {
    QTemporaryDir dir;
    const QString file = exampleWith(dir, "megabyte-name.gputco", QStringLiteral("name"), kMegabyteName);
    const Run run = cli({QStringLiteral("validate"), file});
    // The README: validate exits 0 (valid), 2 (invalid) or 1 (unreadable). The file reads; its
    // name is past the 200 characters a name may have, so it is invalid.
    CHECK(run.exitCode == 2);
    CHECK(run.out == kMegabyteProblem + "\n");  // that problem alone, on one line
    CHECK(run.err.isEmpty());
}

TEST_CASE("cli text limits: report refuses a name of a megabyte before any page, exit 2", "[cli]") {
    QTemporaryDir dir;
    const QString file = exampleWith(dir, "megabyte-name.gputco", QStringLiteral("name"), kMegabyteName);
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    const Run run = cli({QStringLiteral("report"), file, QStringLiteral("-o"), pdf});
    // Every command refuses an invalid scenario with exit 2 and its problems on standard error.
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains(kMegabyteProblem));
    CHECK(run.err.size() < 300);  // a line, not the name
    CHECK_FALSE(QFile::exists(pdf));
}

TEST_CASE("cli text limits: names of 200 characters and notes of 10,000 are valid, one more is not",
          "[cli]") {
    QTemporaryDir dir;
    // 200 is the longest name, 10,000 the longest notes (docs/file-format.md, Lengths of texts).
    CHECK(cli({QStringLiteral("validate"),
               exampleWith(dir, "name-200.gputco", QStringLiteral("name"), QString(200, QLatin1Char('N')))})
              .exitCode == 0);
    CHECK(cli({QStringLiteral("validate"), exampleWith(dir, "notes-10000.gputco", QStringLiteral("notes"),
                                                       QString(10'000, QLatin1Char('n')))})
              .exitCode == 0);
    const Run name =
        cli({QStringLiteral("validate"),
             exampleWith(dir, "name-201.gputco", QStringLiteral("name"), QString(201, QLatin1Char('N')))});
    CHECK(name.exitCode == 2);
    CHECK(name.out == "name: \"" + QByteArray(32, 'N') +
                          "\xe2\x80\xa6\" is 201 characters long, more than the 200 allowed\n");
    const Run notes =
        cli({QStringLiteral("validate"), exampleWith(dir, "notes-10001.gputco", QStringLiteral("notes"),
                                                     QString(10'001, QLatin1Char('n')))});
    CHECK(notes.exitCode == 2);
    CHECK(notes.out == "notes: \"" + QByteArray(32, 'n') +
                           "\xe2\x80\xa6\" is 10,001 characters long, more than the 10,000 allowed\n");
}

}  // namespace gputco::test
