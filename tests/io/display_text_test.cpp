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
