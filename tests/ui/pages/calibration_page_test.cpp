// The Calibration page (issue #7): importing a probe result attaches it as one undoable edit
// and the page shows the hand-computed speeds and costs of tests/calibration; the probe runs
// in a child process, so a missing driver, a hung or crashing probe, or garbage output is
// reported in words and changes nothing.
#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <qcustomplot.h>
#include "model/io/scenario_writer.h"
#include "tests/calibration/probe_fixtures.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/field_editor.h"
#include "ui/editors/inputs_panel.h"

#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/charts/drawn_chart.h"
#include "ui/dialogs/chart_note_dialog.h"
#include "ui/pages/calibration_page.h"
#include "ui/shell/main_window.h"

using namespace gputco;

namespace {

const QString kProbes = QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/probe/");

// The window on the calibration test scenario (tests/calibration/probe_fixtures.h), saved to
// a file of its own, with a library of its own.
struct CalibrationWindow : test::WindowFixture {
    explicit CalibrationWindow(ui::UiLanguage language = ui::UiLanguage::English)
        : WindowFixture({.size = {1600, 1100}, .language = language, .ownDataFolder = true}) {
        REQUIRE(openScenario(test::calibrationScenario(), QStringLiteral("calibration.gputco")));
    }
    ui::CalibrationPage* page() const { return w->calibrationPage(); }
    QString cell(QTableWidget* t, int row, int column) const {
        return t->item(row, column) ? t->item(row, column)->text() : QString();
    }
    int rowOf(QTableWidget* t, const QString& first) const {
        for (int r = 0; r < t->rowCount(); ++r)
            if (cell(t, r, 0) == first) return r;
        return -1;
    }
};

// A stand-in for gputco-probe that behaves badly, as a broken driver can.
// `bytes` in a file `name` of `dir`; its path.
QString writtenFile(QTemporaryDir& dir, const char* name, const QByteArray& bytes) {
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write(bytes) == bytes.size());
    file.close();
    return path;
}

QString fakeProbe(QTemporaryDir& dir, const char* name, const QByteArray& script) {
    const QString path = writtenFile(dir, name, "#!/bin/sh\n" + script + "\n");
    QFile(path).setPermissions(QFile(path).permissions() | QFileDevice::ExeOwner);
    return path;
}

QString runFakeProbe(CalibrationWindow& f, const QString& exe, int timeoutMs = 10000) {
    qputenv("GPUTCO_PROBE", exe.toUtf8());
    f.page()->probeProcess()->setTimeoutMs(timeoutMs);
    QSignalSpy done(f.page(), &ui::CalibrationPage::probeFinished);
    f.page()->runProbe(true);
    REQUIRE(done.wait(15000));
    qunsetenv("GPUTCO_PROBE");
    return f.page()->statusText();
}

}  // namespace

TEST_CASE("ui calibration: importing the H200 probe moves its speed and cost, and undo takes it back",
          "[ui][calibration]") {
    CalibrationWindow f;
    const scenario::Scenario before = f.w->document()->scenario();
    ui::CalibrationPage* page = f.page();
    f.w->tabs()->setCurrentIndex(ui::MainWindow::CalibrationTab);  // the page refreshes when it is shown
    // Before: the catalog efficiencies (hand calculation in tests/calibration).
    const int h200 = f.rowOf(page->speedTable(), QStringLiteral("H200-SXM"));
    REQUIRE(h200 >= 0);
    CHECK(f.cell(page->speedTable(), h200, 1) == QStringLiteral("2.844"));
    CHECK(f.cell(page->speedTable(), h200, 2) == QStringLiteral("2.844"));

    // The page shows the controller's evaluation of the calibrated scenario, a debounce later.
    QSignalSpy shown(f.w.get(), &ui::MainWindow::resultShown);
    REQUIRE(f.w->importProbe(kProbes + QStringLiteral("h200-sxm.fixture.json")));
    REQUIRE(shown.wait(10000));
    CHECK(f.w->tabs()->currentIndex() == ui::MainWindow::CalibrationTab);
    CHECK(f.w->document()->isModified());
    const auto& eff = f.w->document()->scenario().gpus.at("H200-SXM").efficiency;
    // The fixture's tensor figure came from the peak kernel (probe format 1), not a GEMM: the
    // catalog's 0.80 stays, and the status says why; memory and FP32 calibrate.
    CHECK(eff.at("tensor_fp16") == 0.80);
    CHECK(eff.at("hbm_bandwidth") == Approx(0.85));
    CHECK(page->gpuChooser()->currentData().toString() == QStringLiteral("H200-SXM"));
    CHECK_THAT(page->statusText().toStdString(),
               Catch::Contains("H200-SXM calibrated with NVIDIA H200") &&
                   Catch::Contains(
                       "FP16 tensor compute was not calibrated: the probe measured it with a peak kernel") &&
                   Catch::Contains("their stability is unknown") && !Catch::Contains("mma_sync_peak_kernel"));
    // Speed 2.8435 -> 2.9580 (+4.0 %); cost per reference GPU-hour 30 / (8 x speed):
    // USD 1.32 -> USD 1.27 (-3.9 %); the A100 option stays at 10 / 8 = USD 1.25.
    CHECK(f.cell(page->speedTable(), h200, 1) == QStringLiteral("2.844"));
    CHECK(f.cell(page->speedTable(), h200, 2) == QStringLiteral("2.958"));
    CHECK(f.cell(page->speedTable(), h200, 3) == QStringLiteral("+4.0 %"));
    const int cloud = f.rowOf(page->costTable(), QStringLiteral("H200 cloud"));
    REQUIRE(cloud >= 0);
    CHECK(f.cell(page->costTable(), cloud, 1) == QStringLiteral("USD 1.32"));
    CHECK(f.cell(page->costTable(), cloud, 2) == QStringLiteral("USD 1.27"));
    CHECK(f.cell(page->costTable(), cloud, 3) == QStringLiteral("-3.9 %"));
    const int a100 = f.rowOf(page->costTable(), QStringLiteral("A100 cloud"));
    CHECK(f.cell(page->costTable(), a100, 2) == QStringLiteral("USD 1.25"));
    // The efficiency's field says where its figure came from.
    ui::FieldEditor* fp32 = f.w->inputsPanel()->editorFor(QStringLiteral("gpus.H200-SXM.efficiency.fp32"));
    REQUIRE(fp32 != nullptr);
    // The fixture's 2026-12-01T09:30:00Z as a person reads it: in local time, to the second, as
    // the app writes dates ("2026-12-01 09:30:00" in UTC), without the T and the zone.
    const QString measuredAt = QDateTime(QDate(2026, 12, 1), QTime(9, 30), QTimeZone::utc())
                                   .toLocalTime()
                                   .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    CHECK_FALSE(measuredAt.contains(QLatin1Char('T')));
    // Two saves 15 s apart read apart (the short form, "12/5/26 4:59 AM", gave both one label).
    CHECK(ui::shownDateTime(QStringLiteral("2026-12-05T04:59:10Z")) !=
          ui::shownDateTime(QStringLiteral("2026-12-05T04:59:25Z")));
    CHECK(ui::shownDateTime(QStringLiteral("2026-12-01T09:30:00Z")) == measuredAt);
    CHECK(fp32->lineEdit()->toolTip().contains(
        QStringLiteral("Measured by the probe on NVIDIA H200 (%1, h200-sxm.fixture.json): 60.3")
            .arg(measuredAt)));
    // A double-click on the memory-bandwidth bars (the chart's second metric) explains them in
    // words and units: the fixture's 4,080 GB/s measured of the 4,800 datasheet is 85.0 %.
    QCustomPlot* chart = page->efficiencyChart();
    chart->replot();
    const QPointF bandwidth(chart->xAxis->coordToPixel(2), chart->axisRect()->center().y());
    const std::optional<ui::ChartNote> note = page->metricNote(bandwidth);
    REQUIRE(note);
    CHECK(note->title.toStdString() == "Memory bandwidth of H200-SXM");
    CHECK_THAT(note->body.toStdString(), Catch::Contains("Datasheet 4,800.0 GB/s"));
    CHECK_THAT(note->body.toStdString(), Catch::Contains("(85.0 % of datasheet)"));
    CHECK(note->body.contains(
        QStringLiteral("Measured by the probe on NVIDIA H200 (%1): 4,080.0 GB/s").arg(measuredAt)));
    CHECK_FALSE(note->body.contains(QStringLiteral("hbm_bandwidth")));
    QTest::mouseDClick(chart, Qt::LeftButton, {}, bandwidth.toPoint());
    REQUIRE(f.w->lastChartNote() != nullptr);
    CHECK(f.w->lastChartNote()->titleText() == note->title);
    f.w->lastChartNote()->close();
    // The tables too: a speed row says both speeds (the figures above), a cost opens the
    // engine's explanation of that option's cost per reference GPU-hour.
    const std::optional<ui::ChartNote> speed = page->speedNote(h200);
    REQUIRE(speed);
    CHECK(speed->title.toStdString() == "Speed of H200-SXM");
    CHECK_THAT(speed->body.toStdString(),
               Catch::StartsWith("One of these GPUs does the work of 2.844 reference GPUs with the catalog's "
                                 "efficiencies, and of 2.958 with the probe's measurements (+4.0 %)."));
    std::optional<engine::FigureRef> explained;
    QObject::connect(page, &ui::CalibrationPage::explainRequested,
                     [&](const engine::FigureRef& r) { explained = r; });
    emit page->costTable()->cellDoubleClicked(cloud, 2);
    REQUIRE(explained);
    CHECK(f.w->document()->scenario().options.at(explained->option).name == "H200 cloud");
    CHECK(explained->figure == engine::Figure::CostPerReferenceGpuHour);
    // Kept in the library.
    CHECK(page->libraryTable()->rowCount() == 1);
    CHECK(f.cell(page->libraryTable(), 0, 1) == QStringLiteral("NVIDIA H200"));

    // Undone while the page is hidden: it catches up when it is shown again.
    f.w->tabs()->setCurrentIndex(ui::MainWindow::CostsTab);
    f.w->document()->undoStack()->undo();
    CHECK(f.w->document()->scenario() == before);
    REQUIRE(shown.wait(10000));
    f.w->tabs()->setCurrentIndex(ui::MainWindow::CalibrationTab);
    CHECK(f.cell(page->speedTable(), h200, 2) == QStringLiteral("2.844"));
}

TEST_CASE("ui calibration: detach and attach again from the library", "[ui][calibration]") {
    CalibrationWindow f;
    const scenario::Scenario before = f.w->document()->scenario();
    REQUIRE(f.w->importProbe(kProbes + QStringLiteral("h200-sxm.fixture.json")));
    REQUIRE(f.page()->detachChosen());
    CHECK(f.w->document()->scenario().gpus == before.gpus);
    // The library keeps the result: attach it again to the chosen model (H200-SXM).
    REQUIRE(f.page()->libraryTable()->rowCount() == 1);
    REQUIRE(f.page()->attachLibraryResult(0));
    CHECK(f.w->document()->scenario().gpus.at("H200-SXM").efficiency.at("hbm_bandwidth") == Approx(0.85));
    // Attaching the H200's result to the A100 is refused: its fp32 60.3 TFLOPS is 309 % of 19.5.
    f.page()->gpuChooser()->setCurrentIndex(
        f.page()->gpuChooser()->findData(QStringLiteral("A100-40GB-SXM4")));
    const scenario::Scenario calibrated = f.w->document()->scenario();
    CHECK_FALSE(f.page()->attachLibraryResult(0));
    // In words, with units and the metric's name (the model's English error names "fp32").
    CHECK(
        f.page()->statusText() ==
        QStringLiteral("The probe measured 60.3 TFLOPS for FP32 compute on NVIDIA H200, 309.2 % of the "
                       "datasheet's 19.5 TFLOPS for A100-40GB-SXM4: more than the datasheet is a measurement "
                       "error or another GPU model, so nothing was attached."));
    CHECK(f.w->document()->scenario() == calibrated);
    {
        // And in Chinese, every word of it (issue #18's review: refusals were English only).
        const test::Language chinese(ui::UiLanguage::SimplifiedChinese);
        CHECK_FALSE(f.page()->attachLibraryResult(0));
        CHECK(f.page()->statusText() ==
              QStringLiteral(
                  "探测程序在 NVIDIA H200 上测得FP32 算力为 60.3 TFLOPS，是 A100-40GB-SXM4 规格书标称 "
                  "19.5 TFLOPS 的 309.2 %：超过规格书说明测量有误或并非同一 GPU 型号，因此未附加任何内容。"));
    }
}

TEST_CASE("ui calibration: an imported document that measured nothing is explained in the user's language",
          "[ui][calibration]") {
    CalibrationWindow f;
    const scenario::Scenario before = f.w->document()->scenario();
    QTemporaryDir dir;
    // What gputco-probe prints on an R470 driver (probe format 3, nothing measured).
    const QString old = writtenFile(
        dir, "old-driver.json",
        R"({"format": "gputco.probe", "version": 3, "probe_version": "0.1.0", "status": "driver_too_old",
        "message": "the CUDA driver lacks cuDeviceGetUuid_v2, which the probe calls: it needs a driver of CUDA 12.2 (R535) or newer",
        "error": null, "measured_at": "2026-12-04T10:00:00Z", "quick": false, "requested_device": 0,
        "cuda_runtime_version": 13000, "driver_version": 11020, "device": null,
        "measured": {"hbm_bandwidth": null, "fp32": null, "tensor_fp16": null, "h2d": null, "d2h": null},
        "datasheet": null, "efficiency": null, "elapsed_ms": 3})");
    for (const auto& [language, expected] :
         {std::pair{
              ui::UiLanguage::English,
              QStringLiteral("The NVIDIA driver on the computer that ran the probe is too old for it: the "
                             "probe needs R535 or newer (R580 for GPUs newer than Hopper). Update the driver "
                             "there and run the probe again. Details: the CUDA driver lacks")},
          std::pair{ui::UiLanguage::SimplifiedChinese,
                    QStringLiteral(
                        "运行探测程序的计算机上的 NVIDIA 驱动版本过旧：探测程序需要 R535 或更新版本（比 "
                        "Hopper 更新的 GPU 需要 R580）。请在该机器上更新驱动后重新运行探测。详情：the CUDA "
                        "driver lacks")}}) {
        const test::Language shown(language);
        CHECK_FALSE(f.w->importProbe(old));
        CHECK(f.page()->statusText().startsWith(expected));
        CHECK(f.w->document()->scenario() == before);
    }
}

TEST_CASE("ui calibration: a bad probe file is refused with its reason", "[ui][calibration]") {
    CalibrationWindow f;
    const scenario::Scenario before = f.w->document()->scenario();
    QTemporaryDir dir;
    const QString bad = writtenFile(dir, "bad.json", "{\"format\": \"gputco.scenario\", \"version\": 1}");
    CHECK_FALSE(f.w->importProbe(bad));
    CHECK_THAT(f.page()->statusText().toStdString(), Catch::Contains("not a probe result"));
    CHECK(f.w->document()->scenario() == before);
    CHECK_FALSE(f.w->document()->isModified());
}

TEST_CASE("ui calibration: an unstable run is refused, naming the metric and its spread",
          "[ui][calibration]") {
    CalibrationWindow f;
    const scenario::Scenario before = f.w->document()->scenario();
    QFile fixture(kProbes + QStringLiteral("h200-sxm.fixture.json"));
    REQUIRE(fixture.open(QIODevice::ReadOnly));
    QByteArray doc = fixture.readAll();
    doc.replace("\"version\": 1,", "\"version\": 2,");
    doc.replace("\"value\": 60.3,", "\"value\": 60.3, \"spread\": 0.0513, \"unstable\": true,");
    doc.replace("\"implausible\": false", "\"implausible\": false, \"unstable\": true");
    QTemporaryDir dir;
    const QString path = writtenFile(dir, "unstable.json", doc);
    CHECK_FALSE(f.w->importProbe(path));
    CHECK_THAT(
        f.page()->statusText().toStdString(),
        Catch::Contains("The probe run is unstable (FP32 compute varied by 5.1 % between repeats; more "
                        "than 3.0 % is not a steady rate): run the probe again on an idle GPU."));
    CHECK(f.w->document()->scenario() == before);
    CHECK_FALSE(f.w->document()->isModified());

    // Accepted explicitly, it calibrates; the peak kernel's tensor figure too when asked.
    CHECK_FALSE(f.page()->allowUnstableBox()->isChecked());
    CHECK_FALSE(f.page()->allowPeakKernelBox()->isChecked());
    f.page()->allowUnstableBox()->setChecked(true);
    f.page()->allowPeakKernelBox()->setChecked(true);
    REQUIRE(f.w->importProbe(path));
    const auto& eff = f.w->document()->scenario().gpus.at("H200-SXM").efficiency;
    CHECK(eff.at("fp32") == Approx(0.90));
    CHECK(eff.at("tensor_fp16") == Approx(0.65));
    CHECK_THAT(f.page()->statusText().toStdString(), !Catch::Contains("peak kernel"));
    // The FP16 bars' note says what measured the figure now in use: a peak kernel, accepted.
    QCustomPlot* chart = f.page()->efficiencyChart();
    chart->replot();
    const auto tensor =
        f.page()->metricNote(QPointF(chart->xAxis->coordToPixel(1), chart->axisRect()->center().y()));
    REQUIRE(tensor);
    CHECK(tensor->body.contains(QStringLiteral("Measured with: peak kernel, not a GEMM")));
}

TEST_CASE("ui calibration: this computer's probe runs in a child process and says what it found",
          "[ui][calibration][probe]") {
    CalibrationWindow f;
    const scenario::Scenario before = f.w->document()->scenario();
    const QString status = runFakeProbe(f, QStringLiteral(GPUTCO_BINARY_DIR "/app/probe/gputco-probe"));
    INFO(status.toStdString());
    if (f.w->document()->scenario() == before) {
        // No GPU on the build machines: the driver, the device or CUDA itself is missing.
        CHECK((status.contains(QLatin1String("No NVIDIA driver on this computer")) ||
               status.contains(QLatin1String("No NVIDIA GPU on this computer")) ||
               status.contains(QLatin1String("built without CUDA"))));
        CHECK(status.contains(QLatin1String("import a probe result")));
        // The probe's own English line ("no CUDA driver: libcuda.so.1 cannot be loaded") only
        // repeats that, and stayed English in the Chinese UI: it is left out.
        CHECK_FALSE(status.contains(QLatin1String("Details:")));
    } else {
        CHECK(status.contains(QLatin1String("calibrated with")));  // a GPU machine
    }
}

TEST_CASE("ui calibration: a hung, crashing or babbling probe cannot take the app down",
          "[ui][calibration][probe]") {
    CalibrationWindow f;
    const scenario::Scenario before = f.w->document()->scenario();
    QTemporaryDir dir;
    QElapsedTimer clock;
    clock.start();
    CHECK_THAT(runFakeProbe(f, fakeProbe(dir, "hang.sh", "exec sleep 30"), 300).toStdString(),
               Catch::Contains("did not finish within 0.3 s"));
    CHECK(clock.elapsed() < 10000);  // killed at the timeout, not after 30 s
    CHECK_THAT(runFakeProbe(f, fakeProbe(dir, "crash.sh", "kill -SEGV $$")).toStdString(),
               Catch::Contains("crashed"));
    CHECK_THAT(runFakeProbe(f, fakeProbe(dir, "babble.sh", "echo hello")).toStdString(),
               Catch::Contains("not a probe result"));
    CHECK_THAT(runFakeProbe(f, fakeProbe(dir, "fail.sh", "echo broken >&2; exit 3")).toStdString(),
               Catch::Contains("exit status 3: broken"));
    CHECK_THAT(runFakeProbe(f, dir.filePath(QStringLiteral("missing-probe"))).toStdString(),
               Catch::Contains("could not be started"));
    CHECK(f.w->document()->scenario() == before);
}

TEST_CASE("ui calibration: screenshots of the Calibration page", "[ui][screenshot]") {
    for (const auto& [language, name] :
         {std::pair{ui::UiLanguage::English, "calibration-en.png"},
          std::pair{ui::UiLanguage::SimplifiedChinese, "calibration-zh_CN.png"}}) {
        CalibrationWindow f(language);
        REQUIRE(f.w->importProbe(kProbes + QStringLiteral("h200-sxm.fixture.json")));
        QTest::qWait(50);
        CHECK(f.w->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/") + QLatin1String(name)));
        // At 1280 x 720, scrolled down to the speed and cost tables: every column of the cost
        // table in view, its figures not behind a scroll bar.
        f.w->resize(1280, 720);
        QTest::qWait(50);
        QTableWidget* costs = f.page()->costTable();
        QScrollArea* scroll = nullptr;
        for (QWidget* w = costs->parentWidget(); w && !scroll; w = w->parentWidget())
            scroll = qobject_cast<QScrollArea*>(w);
        REQUIRE(scroll != nullptr);
        scroll->ensureWidgetVisible(costs);
        QTest::qWait(50);
        CHECK(costs->horizontalHeader()->length() <= costs->viewport()->width());
        CHECK(f.w->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/calibration-tables-1280-") +
                               QLatin1String(name).mid(12)));
    }
}
