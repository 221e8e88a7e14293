// Bidirectional controls in a user's text are made visible wherever it is shown (issue #14).
#include <catch2/catch.hpp>

#include "model/io/display_text.h"

using gputco::io::neutraliseBidi;

TEST_CASE("display text: bidirectional controls are shown as their code points", "[io][hardening]") {
    // U+202E RIGHT-TO-LEFT OVERRIDE makes "Invoice <RLO>gpj.exe" display as "Invoice exe.jpg".
    CHECK(neutraliseBidi(QStringLiteral(u"Invoice \u202Egpj.exe")) ==
          QStringLiteral("Invoice <U+202E>gpj.exe"));
    // Every embedding, override, isolate and mark: U+061C, U+200E, U+200F, U+202A..E, U+2066..9.
    const QString all =
        QStringLiteral(u"\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069");
    CHECK(neutraliseBidi(all) ==
          QStringLiteral(
              "<U+061C><U+200E><U+200F><U+202A><U+202B><U+202C><U+202D><U+202E><U+2066><U+2067><U+2068>"
              "<U+2069>"));
    // Chinese, Arabic letters and ordinary punctuation stay as they are.
    CHECK(neutraliseBidi(QStringLiteral(u"液冷方案 عربي (A100)")) == QStringLiteral(u"液冷方案 عربي (A100)"));
}

TEST_CASE("printed text: every control a terminal acts on is shown by its code point", "[io][hardening]") {
    using gputco::io::neutralise;
    using gputco::io::Neutralise;
    using gputco::io::printedText;
    // ESC starts a colour or a title change (ended by BEL); CR and LF forge a table row; TAB
    // breaks a column; NUL cut names; DEL and C1 (U+009B is a one-character CSI) act too.
    const QString hostile = QStringLiteral("a\u001B[31m\u0007b\rc\nd\te") + QChar(u'\0') +
                            QStringLiteral(u"f\u007F\u0080\u009B\u009F\u202E\u2066g");
    CHECK(printedText(hostile) ==
          QStringLiteral("a<U+001B>[31m<U+0007>b<U+000D>c<U+000A>d<U+0009>e<U+0000>f<U+007F><U+0080><U+009B>"
                         "<U+009F><U+202E><U+2066>g"));
    CHECK(printedText(std::string("nul") + '\0' + "cut") == QStringLiteral("nul<U+0000>cut"));
    // A message of several lines keeps its own line breaks, nothing else.
    CHECK(neutralise(QStringLiteral("one\ntwo\r\u001B"), Neutralise::KeepLineBreaks) ==
          QStringLiteral("one\ntwo<U+000D><U+001B>"));
    // The app's and the report's neutraliser is unchanged: bidi controls only.
    CHECK(neutraliseBidi(QStringLiteral(u"a\nb\u202E")) == QStringLiteral("a\nb<U+202E>"));
    // What is not a control stays: space, U+00A0, letters of every script, emoji.
    const QString fine = QStringLiteral(u"A100 \u00A0é 液冷 عربي 🚀 ~");
    CHECK(printedText(fine) == fine);
    // Shown once: printing printed text again changes nothing.
    CHECK(printedText(printedText(hostile)) == printedText(hostile));
}
