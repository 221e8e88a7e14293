// Help menu (the methodology, the keyboard shortcuts) and the View menu's page keys.
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QShortcut>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <map>
#include <set>

#include "model/engine/explain.h"
#include "model/engine/sizing.h"
#include "model/io/scenario_reader.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/dialogs/methodology_dialog.h"
#include "ui/dialogs/shortcuts_dialog.h"
#include "ui/document/language.h"
#include "ui/document/methodology_text.h"
#include "ui/shell/main_window.h"

using namespace gputco;
using gputco::test::kExample;
using gputco::test::kExamplesDir;

namespace {

// Every section an explanation names, over every figure of every bundled example ("Owned
// clusters, Cloud capacity, Tax" names three).
std::set<QString> explainedSections() {
    std::set<QString> sections;
    for (const QString& name : QDir(kExamplesDir).entryList({QStringLiteral("*.gputco")})) {
        const io::ReadResult read = io::readScenarioFile(kExamplesDir + QLatin1Char('/') + name);
        REQUIRE(read.ok());
        const scenario::Scenario& s = *read.scenario;
        const std::size_t jobs = engine::sizing(s).jobs.size();
        for (std::size_t option = 0; option < s.options.size(); ++option)
            for (int f = 0; f <= static_cast<int>(engine::Figure::Input); ++f)
                for (std::size_t job = 0; job < std::max<std::size_t>(jobs, 1); ++job) {
                    engine::FigureRef ref{option, static_cast<engine::Figure>(f), {}, 1};
                    ref.job = job;
                    const std::string pattern = engine::explain(s, ref).section.pattern;
                    for (const QString& part : QString::fromStdString(pattern).split(QStringLiteral(", ")))
                        if (!part.isEmpty()) sections.insert(part);
                }
    }
    return sections;
}

}  // namespace

TEST_CASE("ui help: every section an explanation names is a heading of the methodology", "[ui][help]") {
    ui::MethodologyDialog dialog;
    const QStringList headings = dialog.sections();
    // docs/methodology.md has 17 sections (##) and 14 subsections (###) today; a rewrite that
    // lost its headings would leave the list short.
    CHECK(headings.size() >= 30);
    CHECK(headings.contains(QStringLiteral("Comparing options")));
    CHECK(headings.contains(QStringLiteral("Discounting and present value")));  // a subsection
    const std::set<QString> sections = explainedSections();
    CHECK(sections.size() >= 8);
    for (const QString& section : sections) {
        INFO(section.toStdString());
        CHECK(headings.contains(section));
    }
}

TEST_CASE("ui help: an explanation's section link opens the methodology at that section", "[ui][help]") {
    test::WindowFixture f({.size = {1600, 960}});
    REQUIRE(f.open(kExample));
    // The NPV saving of the owned option is defined in "Comparing options".
    ui::ExplainDialog* d = f.w->explainFigure({2, engine::Figure::NpvSavings, {}, 1});
    REQUIRE(d != nullptr);
    CHECK(d->sectionHeading() == QStringLiteral("Comparing options"));
    CHECK(d->sectionLink()->text().contains(QStringLiteral("<a href=")));
    emit d->sectionLink()->linkActivated(QStringLiteral("#methodology"));
    auto* methodology = f.w->findChild<ui::MethodologyDialog*>(QString(), Qt::FindDirectChildrenOnly);
    REQUIRE(methodology != nullptr);
    REQUIRE(test::eventually([&] { return methodology->isVisible(); }));
    CHECK(methodology->currentSection() == QStringLiteral("Comparing options"));
    CHECK(methodology->browser()->verticalScrollBar()->value() > 0);
    methodology->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/methodology-en.png"));

    // The same dialog again, not a second one, now at another section.
    d->close();
    d = f.w->explainFigure({2, engine::Figure::Irr, {}, 1});
    REQUIRE(d != nullptr);
    emit d->sectionLink()->linkActivated(QStringLiteral("#methodology"));
    CHECK(f.w->findChildren<ui::MethodologyDialog*>(QString(), Qt::FindDirectChildrenOnly).size() == 1);
    CHECK(methodology->currentSection() == d->sectionHeading());
    // F1 in an explanation opens the methodology at its section too.
    methodology->showSection(QStringLiteral("Conventions"));
    auto* f1 = d->findChild<QShortcut*>();
    REQUIRE(f1 != nullptr);
    CHECK(f1->key() == QKeySequence(QKeySequence::HelpContents));
    emit f1->activated();  // as the key does in the explanation's window
    CHECK(methodology->currentSection() == d->sectionHeading());
    CHECK_FALSE(methodology->showSection(QStringLiteral("No such section")));
    CHECK(methodology->currentSection() == d->sectionHeading());  // nothing moved
}

TEST_CASE("ui help: the shortcuts list shows the menus' keys, no key is given twice, Ctrl+3 shows Sizing",
          "[ui][help]") {
    test::WindowFixture f({.size = {1600, 960}});
    REQUIRE(f.open(kExample));
    ui::ShortcutsDialog dialog(*f.w->menuBar());
    const QTableWidget* table = dialog.table();
    std::map<QString, QString> keysOf;  // command -> keys
    for (int r = 0; r < table->rowCount(); ++r) keysOf[table->item(r, 1)->text()] = table->item(r, 2)->text();
    const auto keys = [](QKeySequence::StandardKey k) {
        return QKeySequence(k).toString(QKeySequence::NativeText);
    };
    CHECK(keysOf[QStringLiteral("Save")] == keys(QKeySequence::Save));
    CHECK(keysOf[QStringLiteral("Open")] == keys(QKeySequence::Open));
    CHECK(keysOf[QStringLiteral("Methodology")] == QStringLiteral("F1"));
    CHECK(keysOf[QStringLiteral("Costs")] == QStringLiteral("Ctrl+1"));
    CHECK(keysOf[QStringLiteral("Calibration")] == QStringLiteral("Ctrl+5"));
    CHECK(keysOf[QStringLiteral("Inputs Panel")] == QStringLiteral("Ctrl+I"));
    CHECK(keysOf[QStringLiteral("Keyboard Shortcuts")] == QStringLiteral("Ctrl+/"));
    CHECK(keysOf[QStringLiteral("Export Workbook")] == QStringLiteral("Ctrl+Shift+E"));
    CHECK(keysOf[QStringLiteral("Preferences")] == QStringLiteral("Ctrl+,"));  // no empty standard key
    // This window only (a revision opened read-only has no other way but its title bar).
    CHECK(keysOf[QStringLiteral("Close Window")].contains(keys(QKeySequence::Close)));
    {
        // In Chinese the menus' "(&F)" markers go whole: "文件", not "文件(F)".
        const test::Language chinese(ui::UiLanguage::SimplifiedChinese);
        REQUIRE(test::eventually(
            [&] { return f.w->menuBar()->actions().front()->text() == QStringLiteral("文件(&F)"); }));
        ui::ShortcutsDialog zh(*f.w->menuBar());
        CHECK(zh.table()->item(0, 0)->text() == QStringLiteral("文件"));
        CHECK(zh.table()->item(0, 1)->text() == QStringLiteral("新建"));
    }
    // One command per key: Qt ignores a key two actions share ("ambiguous shortcut").
    std::map<QString, int> uses;
    for (const QAction* a : f.w->findChildren<QAction*>())
        for (const QKeySequence& k : a->shortcuts()) ++uses[k.toString()];
    for (const auto& [key, count] : uses) {
        INFO(key.toStdString());
        CHECK(count == 1);
    }

    auto* tabs = f.w->findChild<QTabWidget*>(QStringLiteral("ResultTabs"));
    REQUIRE(tabs != nullptr);
    f.w->activateWindow();
    QTest::keyClick(f.w.get(), Qt::Key_3, Qt::ControlModifier);
    CHECK(tabs->currentIndex() == 2);  // Costs, Options, Sizing
    QTest::keyClick(f.w.get(), Qt::Key_1, Qt::ControlModifier);
    CHECK(tabs->currentIndex() == 0);
}

TEST_CASE("ui help: in Chinese the methodology is the Chinese text, an English heading found at its place",
          "[ui][help]") {
    const test::Language chinese(ui::UiLanguage::SimplifiedChinese);
    ui::MethodologyDialog dialog;
    CHECK(dialog.windowTitle() == QStringLiteral("方法说明 — gputco"));
    CHECK(dialog.sections() == ui::methodologyHeadings(ui::UiLanguage::SimplifiedChinese));
    const QString financing =
        ui::methodologyHeading(QStringLiteral("Financing"), ui::UiLanguage::SimplifiedChinese);
    CHECK(financing == QStringLiteral("融资"));
    dialog.resize(1000, 680);
    CHECK(dialog.showSection(QStringLiteral("Financing")));  // before it is shown, as open() may
    dialog.show();
    REQUIRE(test::eventually([&] { return dialog.currentSection() == financing; }));
    // A wrapped line of Chinese is joined without the space Markdown would put there.
    const QRegularExpressionMatch spaced =
        QRegularExpression(QStringLiteral(".{0,8}[\\x{4e00}-\\x{9fff}] [\\x{4e00}-\\x{9fff}].{0,8}"))
            .match(dialog.browser()->toPlainText());
    INFO(spaced.captured(0).toStdString());
    CHECK_FALSE(spaced.hasMatch());
    dialog.grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/methodology-zh_CN.png"));
    // Back in English, the same section in the English text.
    ui::applyLanguage(ui::UiLanguage::English);
    REQUIRE(test::eventually([&] { return dialog.currentSection() == QStringLiteral("Financing"); }));
}

namespace {

QString docText(const char* name) {
    QFile f(QStringLiteral(GPUTCO_SOURCE_DIR "/docs/") + QString::fromLatin1(name));
    REQUIRE(f.open(QIODevice::ReadOnly));
    return QString::fromUtf8(f.readAll());
}

// Every match of `pattern` in `text`, in order, its white space runs made one space (a code
// span may be wrapped at another place in the other language).
QStringList matches(const QString& text, const QString& pattern) {
    QStringList found;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (auto it = QRegularExpression(pattern, QRegularExpression::MultilineOption).globalMatch(text);
         it.hasNext();)
        found << it.next().captured(1).replace(space, QStringLiteral(" "));
    return found;
}

}  // namespace

TEST_CASE("ui help: the Chinese methodology has the English one's sections, formulas and numbers in order",
          "[ui][help]") {
    const QString en = docText("methodology.md"), zh = docText("methodology.zh_CN.md");
    // The heading levels in order (the text is translated, the outline is not).
    const QString levels = QStringLiteral("^(#{1,3}) ");
    CHECK(matches(en, levels) == matches(zh, levels));
    CHECK(matches(en, levels).size() == 39);  // the title, 18 sections, 20 subsections
    // Every formula and file key (a code span) the same, in the same order: 397 today.
    const QString spans = QStringLiteral("`([^`]+)`");
    const QStringList enSpans = matches(en, spans);
    CHECK(enSpans.size() >= 390);
    CHECK(enSpans == matches(zh, spans));
    // Bold terms: as many (the words are translated).
    CHECK(matches(en, QStringLiteral("(\\*\\*)")).size() == matches(zh, QStringLiteral("(\\*\\*)")).size());
}

TEST_CASE("ui help: no two commands of a menu share an Alt key, in either language", "[ui][help]") {
    test::WindowFixture f({.size = {1600, 960}});
    REQUIRE(f.open(kExample));
    for (const ui::UiLanguage language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        const test::Language shown(language);
        QList<const QMenu*> menus;
        for (const QAction* a : f.w->menuBar()->actions())
            if (a->menu()) menus << a->menu();
        // The letter after a single "&" (Qt's mnemonic); "&&" is a literal ampersand.
        static const QRegularExpression mnemonic(QStringLiteral("(?<!&)&([^&])"));
        for (qsizetype m = 0; m < menus.size(); ++m) {
            std::map<QString, QString> taken;
            for (const QAction* a : menus[m]->actions()) {
                if (a->menu()) menus << a->menu();
                const QRegularExpressionMatch key = mnemonic.match(a->text());
                if (!key.hasMatch()) continue;
                const QString letter = key.captured(1).toLower();
                INFO(menus[m]->title().toStdString()
                     << ": " << a->text().toStdString() << " and " << taken[letter].toStdString());
                CHECK(taken[letter].isEmpty());
                taken[letter] = a->text();
            }
        }
    }
}
