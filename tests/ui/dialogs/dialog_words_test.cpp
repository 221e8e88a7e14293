// No English left in a Chinese dialog (issue #34, "a test that finds untranslated text in every
// dialog the tests open"): every dialog of the app opened in zh_CN on the reference example, as
// a user opens it where the app lets the test do so, and the words of all its visible widgets
// (window title, labels, buttons, group boxes, tabs, table headers, tool tips, combo box items,
// placeholder text) read. A text fails when it holds an English word: ASCII letters that are
// neither an acronym or model name (A100, GPU, USD, FP16), a unit, a product or key name, nor a
// name the scenario itself holds (its options, GPU models, tariffs, jobs) or a file name.
#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <set>
#include <type_traits>
#include <variant>

#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/charts/utilisation_heat_map.h"
#include "ui/dialogs/add_option_dialog.h"
#include "ui/dialogs/chart_note_dialog.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/dialogs/methodology_dialog.h"
#include "ui/dialogs/optimise_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/shortcuts_dialog.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/inputs_panel.h"
#include "ui/pages/compare_view.h"
#include "ui/shell/main_window.h"

using namespace gputco;

namespace {

// Words that are the same in Chinese: units, product and company names, key names, and the
// names of the example's own things that the test does not read from the scenario.
const std::set<QString>& wordsKeptInChinese() {
    static const std::set<QString> words{
        // units and number words
        QStringLiteral("kW"),
        QStringLiteral("kWh"),
        QStringLiteral("MWh"),
        QStringLiteral("ms"),
        QStringLiteral("GiB"),
        QStringLiteral("TFLOPS"),
        QStringLiteral("FLOPS"),
        QStringLiteral("tokens"),
        // products, companies and formats
        QStringLiteral("Azure"),
        QStringLiteral("Google"),
        QStringLiteral("SkyPilot"),
        QStringLiteral("Excel"),
        QStringLiteral("Qt"),
        QStringLiteral("NVIDIA"),
        QStringLiteral("Lambda"),
        QStringLiteral("CoreWeave"),
        QStringLiteral("Alibaba"),
        QStringLiteral("Tencent"),
        QStringLiteral("Huawei"),
        QStringLiteral("Llama"),
        QStringLiteral("Mistral"),
        QStringLiteral("Qwen"),
        QStringLiteral("DeepSeek"),
        QStringLiteral("cuBLASLt"),
        QStringLiteral("gputco"),
        QStringLiteral("YAML"),
        QStringLiteral("MACRS"),
        // the team library's server, and the file its password may be kept in (~/.pgpass)
        QStringLiteral("PostgreSQL"),
        QStringLiteral("pgpass"),
        QStringLiteral("Cloud"),
        QStringLiteral("Cudo"),
        QStringLiteral("DigitalOcean"),
        QStringLiteral("FluidStack"),
        QStringLiteral("Hyperbolic"),
        QStringLiteral("Nebius"),
        QStringLiteral("Paperspace"),
        QStringLiteral("RunPod"),
        QStringLiteral("Vast"),
        QStringLiteral("ai"),
        // a language's own name in the language menu and preferences
        QStringLiteral("English"),
        // keys as the keyboard names them
        QStringLiteral("Ctrl"),
        QStringLiteral("Shift"),
        QStringLiteral("Alt"),
        QStringLiteral("Meta"),
        QStringLiteral("Del"),
        QStringLiteral("Esc"),
        QStringLiteral("Tab"),
        QStringLiteral("Enter"),
        QStringLiteral("Return"),
        QStringLiteral("Space"),
        QStringLiteral("Backspace"),
        QStringLiteral("Home"),
        QStringLiteral("End"),
        QStringLiteral("PgUp"),
        QStringLiteral("PgDown"),
        QStringLiteral("Up"),
        QStringLiteral("Down"),
        QStringLiteral("Left"),
        QStringLiteral("Right"),
        QStringLiteral("Ins"),
    };
    return words;
}

// A word that is no English: an acronym or model name in capitals or with digits (GPU, A100,
// FP16, p4d), one letter (8x, n), or a word kept in Chinese.
bool keptWord(const QString& word) {
    if (word.size() == 1) return true;
    if (word.toUpper() == word) return true;
    static const QRegularExpression digits(QStringLiteral("\\d"));
    if (word.contains(digits)) return true;
    return wordsKeptInChinese().count(word) > 0;
}

struct WordCheck {
    QStringList names;  // the scenario's own: options, GPU models, tariffs, jobs, the file
    QStringList leaks;  // "where: text"

    // The English words in `text`, once its names, file names and links are taken out.
    QStringList englishWords(QString text) const {
        // An explanation's input keeps its place in the file within reach, for the audit trail
        // (docs/file-format.md): the path after its label is the file's, as a file name is.
        static const QString inFile =
            QCoreApplication::translate("gputco::ui::ExplainDialog", "%1\nIn the scenario file: %2")
                .section(QStringLiteral("%2"), 0, 0)
                .section(QLatin1Char('\n'), -1);
        if (!inFile.isEmpty())
            text.replace(QRegularExpression(QRegularExpression::escape(inFile) + QStringLiteral("\\S+")),
                         QStringLiteral(" "));
        for (const QString& name : names)
            if (!name.isEmpty()) text.replace(name, QStringLiteral(" "));
        static const QRegularExpression files(
            QStringLiteral("\\S+\\.(gputco|csv|json|pdf|xlsx|yaml|yml|md|png|qm)\\b|https?://\\S+|\\S+@\\S+|"
                           "[A-Za-z]:?[/\\\\]\\S+|yyyy-MM-dd"),
            QRegularExpression::CaseInsensitiveOption);
        text.replace(files, QStringLiteral(" "));
        static const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z0-9]*"));
        QStringList found;
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QString w = it.next().captured();
            if (!keptWord(w)) found << w;
        }
        return found;
    }

    void check(const QString& where, const QString& shown) {
        if (shown.trimmed().isEmpty()) return;
        const QString text =
            Qt::mightBeRichText(shown) ? QTextDocumentFragment::fromHtml(shown).toPlainText() : shown;
        QString plain = text;
        plain.remove(QLatin1Char('&'));  // mnemonics: "&Save" is a word, "(&S)" none
        const QStringList words = englishWords(plain);
        if (!words.isEmpty())
            leaks << where + QStringLiteral(": “") + text.left(160) + QStringLiteral("” (") +
                         words.join(QStringLiteral(", ")) + QLatin1Char(')');
    }

    // Every visible widget of `dialog`, with the words a person can read on or over it.
    void walk(const QString& dialogName, QWidget* dialog) {
        check(dialogName + QStringLiteral(" title"), dialog->windowTitle());
        QList<QWidget*> widgets = dialog->findChildren<QWidget*>();
        widgets.prepend(dialog);
        for (QWidget* w : widgets) {
            if (w != dialog && !w->isVisibleTo(dialog)) continue;
            const QString at = dialogName + QLatin1Char(' ') +
                               QString::fromLatin1(w->metaObject()->className()) +
                               (w->objectName().isEmpty() ? QString() : QLatin1Char('#') + w->objectName());
            check(at + QStringLiteral(" tool tip"), w->toolTip());
            if (auto* l = qobject_cast<QLabel*>(w)) check(at, l->text());
            if (auto* b = qobject_cast<QAbstractButton*>(w)) check(at, b->text());
            if (auto* g = qobject_cast<QGroupBox*>(w)) check(at, g->title());
            if (auto* e = qobject_cast<QLineEdit*>(w))
                check(at + QStringLiteral(" placeholder"), e->placeholderText());
            if (auto* c = qobject_cast<QComboBox*>(w))
                for (int i = 0; i < c->count(); ++i) check(at + QStringLiteral(" item"), c->itemText(i));
            if (auto* t = qobject_cast<QTabBar*>(w))
                for (int i = 0; i < t->count(); ++i) {
                    check(at + QStringLiteral(" tab"), t->tabText(i));
                    check(at + QStringLiteral(" tab tool tip"), t->tabToolTip(i));
                }
            // Tables and trees of words (an explanation's steps and inputs, the shortcuts); a
            // catalog's rows are data and are shown through a model view, not read here.
            if (auto* t = qobject_cast<QTableWidget*>(w))
                for (int r = 0; r < t->rowCount(); ++r)
                    for (int c = 0; c < t->columnCount(); ++c)
                        if (!t->isColumnHidden(c) && t->item(r, c)) {
                            check(at + QStringLiteral(" cell"), t->item(r, c)->text());
                            check(at + QStringLiteral(" cell tool tip"), t->item(r, c)->toolTip());
                        }
            if (auto* t = qobject_cast<QTreeWidget*>(w))
                for (QTreeWidgetItemIterator it(t); *it; ++it)
                    for (int c = 0; c < t->columnCount(); ++c)
                        check(at + QStringLiteral(" item"), (*it)->text(c));
            if (auto* h = qobject_cast<QHeaderView*>(w); h && h->model() && h->isVisibleTo(dialog))
                for (int s = 0; s < h->count(); ++s) {
                    if (h->isSectionHidden(s)) continue;
                    check(at + QStringLiteral(" header"),
                          h->model()->headerData(s, h->orientation()).toString());
                    check(at + QStringLiteral(" header tool tip"),
                          h->model()->headerData(s, h->orientation(), Qt::ToolTipRole).toString());
                }
        }
    }
};

struct ChineseWindow : test::WindowFixture {
    ChineseWindow() : WindowFixture({.language = ui::UiLanguage::SimplifiedChinese, .ownDataFolder = true}) {
        // Saved too, as a user's choice is (the Preferences dialog shows the saved one).
        w->setLanguage(ui::UiLanguage::SimplifiedChinese);
    }
    // The scenario's own names and words, which stay as the user typed them: every name, source
    // and note the file holds (the example's are English), its offers' parts.
    QStringList scenarioNames() const {
        const scenario::Scenario& s = w->document()->scenario();
        QStringList names{QStringLiteral("example.gputco"), QString::fromStdString(s.name)};
        QFile file(test::kExample);
        if (file.open(QIODevice::ReadOnly)) {
            const std::function<void(const QJsonValue&, const QString&)> walk = [&](const QJsonValue& v,
                                                                                    const QString& key) {
                if (v.isObject()) {
                    const QJsonObject object = v.toObject();
                    for (auto it = object.begin(); it != object.end(); ++it) walk(*it, it.key());
                } else if (v.isArray())
                    for (const QJsonValue& e : v.toArray()) walk(e, key);
                else if (v.isString() && (key == QLatin1String("name") || key == QLatin1String("source") ||
                                          key == QLatin1String("notes")))
                    names << v.toString();
            };
            walk(QJsonDocument::fromJson(file.readAll()).object(), QString());
        }
        for (const auto& o : s.options) {
            names << QString::fromStdString(o.name);
            // A cloud source's offer, by its instance and region ("p4d.24xlarge, us-east-1").
            for (const auto& source : o.sources)
                std::visit(
                    [&](const auto& x) {
                        if constexpr (std::is_base_of_v<scenario::CloudOffer, std::decay_t<decltype(x)>>)
                            names << QString::fromStdString(x.offer).split(QLatin1Char('/'));
                    },
                    source);
        }
        for (const auto& [key, gpu] : s.gpus) names << QString::fromStdString(key);
        for (const auto& [key, tariff] : s.tariffs) names << QString::fromStdString(key);
        // The longest first: a name inside another is taken out after it.
        std::sort(names.begin(), names.end(),
                  [](const QString& a, const QString& b) { return a.size() > b.size(); });
        return names;
    }
    // The main window's action whose Chinese text is `source`'s.
    QAction* action(const char* context, const char* source) const {
        const QString text = QCoreApplication::translate(context, source);
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text() == text) return a;
        return nullptr;
    }
    // Runs `trigger`, which opens a modal dialog through ui::Prompts, and reads that dialog.
    bool readModal(WordCheck& words, const QString& name, const std::function<void()>& trigger) {
        bool seen = false;
        ui::Prompts::setNextDialog([&](QDialog& d) {
            d.show();
            QTest::qWait(30);
            words.walk(name, &d);
            seen = true;
            return int(QDialog::Rejected);
        });
        trigger();
        return seen;
    }
};

}  // namespace

TEST_CASE("ui words: no English word in any dialog of the Chinese app (issue #34)", "[ui][i18n][dialogs]") {
    ChineseWindow f;
    REQUIRE(f.open(f.exampleCopy()));
    REQUIRE(f.w->save());  // a revision for the revisions dialog
    WordCheck words;
    words.names = f.scenarioNames();

    // The File, Edit and Help menus' dialogs, through their actions.
    QAction* preferences = f.action("gputco::ui::MainWindow", "&Preferences…");
    REQUIRE(preferences != nullptr);
    CHECK(f.readModal(words, QStringLiteral("Preferences"), [&] { preferences->trigger(); }));
    QAction* import = f.action("gputco::ui::MainWindow", "Import &Price List…");
    REQUIRE(import != nullptr);
    CHECK(f.readModal(words, QStringLiteral("Import price list"), [&] { import->trigger(); }));
    QAction* revisions = f.action("gputco::ui::MainWindow", "Save&d Revisions…");
    REQUIRE(revisions != nullptr);
    CHECK(f.readModal(words, QStringLiteral("Revisions"), [&] { revisions->trigger(); }));
    {
        // Help > Keyboard Shortcuts runs its own exec(): the dialog as the action makes it.
        ui::ShortcutsDialog shortcuts(*f.w->menuBar(), f.w.get());
        shortcuts.show();
        QTest::qWait(30);
        words.walk(QStringLiteral("Shortcuts"), &shortcuts);
    }
    {
        ui::MethodologyDialog* methodology = ui::MethodologyDialog::open(f.w.get());
        REQUIRE(methodology != nullptr);
        QTest::qWait(30);
        words.walk(QStringLiteral("Methodology"), methodology);
        methodology->close();
    }

    // The inputs panel's: Add option, its catalog, a source's catalog, the weekly profile.
    ui::InputsPanel* inputs = f.w->inputsPanel();
    CHECK(f.readModal(words, QStringLiteral("Add option"), [&] { inputs->addOptionAction()->trigger(); }));
    bool catalogSeen = false;
    ui::Prompts::setNextDialog([&](QDialog& d) {
        auto* chooser = qobject_cast<ui::AddOptionDialog*>(&d);
        if (!chooser) return int(QDialog::Rejected);
        chooser->button(ui::OptionTemplate::FromCatalog)->click();
        return d.result();
    });
    ui::Prompts::setNextDialog([&](QDialog& d) {
        d.show();
        QTest::qWait(30);
        words.walk(QStringLiteral("Catalog (offers)"), &d);
        catalogSeen = true;
        return int(QDialog::Rejected);
    });
    inputs->addOptionAction()->trigger();
    CHECK(catalogSeen);
    QToolButton* sourceCatalog = nullptr;
    f.w->tabs()->setCurrentIndex(ui::MainWindow::OptionsTab);  // a source's buttons are there
    const QString catalogText = QCoreApplication::translate("gputco::ui::InputsPanel", "Catalog…");
    for (QToolButton* b : f.w->findChildren<QToolButton*>())
        if (!sourceCatalog && b->text() == catalogText) sourceCatalog = b;
    REQUIRE(sourceCatalog != nullptr);
    CHECK(f.readModal(words, QStringLiteral("Catalog (a source)"), [&] { sourceCatalog->click(); }));
    auto* profile = inputs->findChild<QAbstractButton*>(QStringLiteral("WeeklyProfileButton"));
    REQUIRE(profile != nullptr);
    CHECK(f.readModal(words, QStringLiteral("Weekly profile"), [&] { profile->click(); }));

    // The figures' own: an explanation, a chart's note, the side-by-side comparison.
    ui::ExplainDialog* explain = f.w->explainFigure({3, engine::Figure::NpvSavings, {}, 1});
    REQUIRE(explain != nullptr);
    QTest::qWait(30);
    words.walk(QStringLiteral("Explanation"), explain);
    explain->close();
    std::optional<ui::ChartNote> note;
    for (int slot = 0; slot < 7 * 24 && !note; ++slot) note = f.w->utilisationMap()->noteAt(slot);
    REQUIRE(note);
    ui::ChartNoteDialog* noteDialog = f.w->showChartNote(*note);
    REQUIRE(noteDialog != nullptr);
    QTest::qWait(30);
    words.walk(QStringLiteral("Chart note"), noteDialog);
    noteDialog->close();
    ui::CompareView* compare = f.w->compareWith(test::kExample);
    REQUIRE(compare != nullptr);
    QTest::qWait(30);
    words.walk(QStringLiteral("Compare"), compare);
    compare->close();

    // The optimiser, before and after a run on the hybrid option.
    ui::OptimiseDialog* optimise = f.w->optimiseOption(3);
    REQUIRE(optimise != nullptr);
    QTest::qWait(30);
    words.walk(QStringLiteral("Optimiser"), optimise);
    QSignalSpy done(optimise, &ui::OptimiseDialog::finished);
    optimise->start();
    REQUIRE(done.wait(30000));
    QTest::qWait(30);
    words.walk(QStringLiteral("Optimiser after a run"), optimise);
    optimise->close();

    INFO(words.leaks.join(QLatin1Char('\n')).toStdString());
    CHECK(words.leaks.isEmpty());
}
