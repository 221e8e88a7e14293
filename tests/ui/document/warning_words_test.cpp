// Engine warnings in the reader's words (issue #35): the app words each warning from its code
// and arguments (ui/document/warning_words.h), never from the engine's English sentence. In
// English the words are those the Costs page said before warnings had codes; in Chinese they
// hold no English word; and the Costs page parses no warning's text.
#include <catch2/catch.hpp>

#include <QFile>
#include <QRegularExpression>

#include "model/engine/warnings.h"
#include "tests/support/ui_test_support.h"
#include "ui/document/language.h"
#include "ui/document/warning_words.h"

using namespace gputco;
using test::Language;

namespace {

// Two options: the baseline "Base", and "Other" carrying warning `w`; 60 months in USD.
engine::Result warnedResult(const engine::Warning& w) {
    engine::Result r;
    r.currency = "USD";
    r.months = 60;
    r.baseline = 0;
    r.options.resize(2);
    r.options[0].name = "Base";
    r.options[1].name = "Other";
    r.options[1].warnings.push_back(w);
    return r;
}

engine::Warning sliceWarning() {
    return engine::sliceTooSmallWarning(2, "2g.10gb", "A100-40GB-SXM4", 10.0, 16.06, "Llama 3 8B");
}

// What is left of a text once the names and units it may hold are taken out: no ASCII letter
// should be.
QString withoutNames(QString text) {
    for (const char* name :
         {"Other", "Base", "Llama 3 8B", "A100-40GB-SXM4", "2g.10gb", "USD", "GPU", "GB", "NPV", "FTE"})
        text.remove(QLatin1String(name));
    return text;
}

bool hasAsciiLetter(const QString& text) {
    return text.contains(QRegularExpression(QStringLiteral("[A-Za-z]")));
}

}  // namespace

TEST_CASE("warning words: unserved demand, in English as the Costs page said it", "[ui][warnings]") {
    Language en(ui::UiLanguage::English);
    const engine::Result r = warnedResult(engine::unservedDemandWarning(14016.4));
    const ui::WarningWords words = ui::warningWords(r, 1, r.options[1].warnings[0], ui::uiLocale());
    CHECK(words.what == QStringLiteral("unserved demand"));
    CHECK(words.caption == QStringLiteral("Warning: unserved demand"));
    // 14016.4 GPU-hours, whole and grouped.
    CHECK(words.value == QStringLiteral("Other: 14,016 reference GPU-hours of demand are not served"));
    CHECK(words.detail ==
          QStringLiteral("Its costs cover less work than the other options; compare with care."));
    CHECK_FALSE(words.note);
}

TEST_CASE("warning words: a commitment past the horizon, with the NPV saving under both rules",
          "[ui][warnings]") {
    Language en(ui::UiLanguage::English);
    engine::Result r = warnedResult(engine::commitmentPastHorizonWarning(1234567.8, "USD", 60, false));
    engine::VsBaseline vs;
    vs.npvSavings = 2000;
    vs.npvSavingsOtherRule = 1500;
    r.options[1].vsBaseline = vs;
    const ui::WarningWords words = ui::warningWords(r, 1, r.options[1].warnings[0], ui::uiLocale());
    CHECK(words.what == QStringLiteral("commitment past the horizon"));
    CHECK(words.caption == QStringLiteral("Warning: commitment past the horizon"));
    CHECK(words.value ==
          QStringLiteral("Other: USD 1,234,568 of reserved terms and leases fall after the horizon"));
    // Prorated: left out; the saving here (2,000) first, the settled one (1,500) second.
    CHECK(words.detail == QStringLiteral("Not counted in its costs (commitments prorated): a non-cancellable "
                                         "amount left out.\nNPV saving: USD 2,000 if prorated, USD 1,500 if "
                                         "settled"));
    r.options[1].warnings[0] = engine::commitmentPastHorizonWarning(1234567.8, "USD", 60, true);
    CHECK(ui::warningWords(r, 1, r.options[1].warnings[0], ui::uiLocale()).detail ==
          QStringLiteral("Paid at the end of the horizon (commitments settled).\nNPV saving: USD 2,000 if "
                         "settled, USD 1,500 if prorated"));
}

TEST_CASE("warning words: not like for like is a note that says the differences", "[ui][warnings]") {
    Language en(ui::UiLanguage::English);
    engine::Result r = warnedResult(engine::notLikeForLikeWarning("no staff"));
    // "Other" has no staff; the baseline's 0.25 FTE have a PV of 1,000 (set here, not computed).
    engine::LikeForLike check;
    check.gaps.push_back({engine::CostLine::Staff, true, 1000.0, 0.25});
    r.options[1].likeForLike = check;
    const ui::WarningWords words = ui::warningWords(r, 1, r.options[1].warnings[0], ui::uiLocale());
    CHECK(words.note);
    CHECK(words.what == QStringLiteral("not like for like"));
    CHECK(words.caption == QStringLiteral("Not like for like"));
    CHECK(words.value == QStringLiteral("Other against the baseline Base"));
    CHECK(words.detail ==
          QStringLiteral("Other has no staff: the baseline's 0.25 FTE cost USD 1,000 over 5 years "
                         "(present value).\nPart of the difference in cost is what one of them "
                         "lacks: add the missing lines to compare like for like."));
}

TEST_CASE("warning words: a service its MIG slices cannot hold, its source counted from one",
          "[ui][warnings]") {
    Language en(ui::UiLanguage::English);
    const engine::Result r = warnedResult(sliceWarning());
    const engine::Warning& w = r.options[1].warnings[0];
    const ui::WarningWords words = ui::warningWords(r, 1, w, ui::uiLocale());
    CHECK(words.what == QStringLiteral("a service does not fit"));
    CHECK(words.caption == QStringLiteral("Warning: a service does not fit"));
    CHECK(words.value == QStringLiteral("Other: “Llama 3 8B” does not fit its 2g.10gb slices"));
    // sources[2] is the third source; 16.06 GB to one decimal.
    CHECK(words.detail ==
          QStringLiteral("Source 3: a 2g.10gb slice of A100-40GB-SXM4 holds 10.0 GB, less than the "
                         "16.1 GB the service needs, so this option cannot serve it."));
    // The report's note: the engine's sentence, its "sources[2]: " said as a person counts.
    const QString note = ui::warningNote(w, ui::uiLocale());
    CHECK(note ==
          QStringLiteral("Source 3: the MIG slice 2g.10gb of A100-40GB-SXM4 holds 10.0 GB, less than the "
                         "16.1 GB the inference job \"Llama 3 8B\" needs: it cannot serve that job"));
    CHECK(note == QString::fromStdString(w.message).replace(QStringLiteral("sources[2]: "),
                                                            QStringLiteral("Source 3: ")));
    // The report says the other warnings in sentences of its own.
    CHECK(ui::warningNote(engine::unservedDemandWarning(1), ui::uiLocale()).isEmpty());
}

TEST_CASE("warning words: in Chinese every warning card holds no English word", "[ui][warnings]") {
    Language zh(ui::UiLanguage::SimplifiedChinese);
    engine::LikeForLike check;
    check.gaps.push_back({engine::CostLine::Staff, true, 1000.0, 0.25});
    engine::VsBaseline vs;
    vs.npvSavingsOtherRule = 1500;
    for (const engine::Warning& w : {engine::unservedDemandWarning(14016.4),
                                     engine::commitmentPastHorizonWarning(1234567.8, "USD", 60, false),
                                     engine::commitmentPastHorizonWarning(1234567.8, "USD", 60, true),
                                     engine::notLikeForLikeWarning("no staff"), sliceWarning()}) {
        engine::Result r = warnedResult(w);
        r.options[1].likeForLike = check;
        r.options[1].vsBaseline = vs;
        const ui::WarningWords words = ui::warningWords(r, 1, r.options[1].warnings[0], ui::uiLocale());
        for (const QString& text : {words.what, words.caption, words.value, words.detail}) {
            INFO(text.toStdString());
            CHECK_FALSE(text.isEmpty());
            CHECK_FALSE(hasAsciiLetter(withoutNames(text)));  // the English fell through
        }
    }
}

TEST_CASE("warning words: the Costs page parses no warning's text", "[ui][warnings]") {
    // The cards switch on the warning's code: a regular expression over a message (the engine's
    // "sources[1]: " read back, issue #35) is how the words drifted from the figures before.
    for (const char* path : {"/ui/pages/kpi_panel.cpp", "/ui/pages/kpi_panel.h",
                             "/ui/report/report_summary.cpp", "/ui/document/warning_words.cpp"}) {
        QFile file(QStringLiteral(GPUTCO_SOURCE_DIR) + QLatin1String(path));
        REQUIRE(file.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(file.readAll());
        INFO(path);
        CHECK_FALSE(source.contains(QStringLiteral("QRegularExpression")));
        // Nor reads the engine's English sentence, which is the result document's.
        CHECK_FALSE(source.contains(QStringLiteral(".message")));
    }
}
