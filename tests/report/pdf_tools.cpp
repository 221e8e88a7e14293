#include "pdf_tools.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace gputco::test {

ToolRun runTool(const QString& program, const QStringList& args, const QProcessEnvironment& environment) {
    QProcess p;
    p.setProcessEnvironment(environment);
    p.start(program, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

ToolRun runCli(const QStringList& args, const QProcessEnvironment& environment) {
    return runTool(QStringLiteral(GPUTCO_CLI), args, environment);
}

bool havePoppler() {
    for (const char* tool : {"pdfinfo", "pdftotext", "pdffonts", "pdftoppm"})
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty()) return false;
    return true;
}

int pdfPageCount(const QString& pdf) {
    const ToolRun r = runTool(QStringLiteral("pdfinfo"), {pdf});
    const auto m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(r.out));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pdfText(const QString& pdf) {
    const ToolRun r = runTool(QStringLiteral("pdftotext"),
                              {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    return QString::fromUtf8(r.out).normalized(QString::NormalizationForm_KC).simplified();
}

QString pdfBodyText(const QString& pdf, int page) {
    const ToolRun info = runTool(
        QStringLiteral("pdfinfo"),
        {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page), pdf});
    const auto m = QRegularExpression(QStringLiteral("Page\\s+\\d+ size:\\s+([\\d.]+) x ([\\d.]+) pts"))
                       .match(QString::fromUtf8(info.out));
    if (!m.hasMatch()) return {};
    // ui/report/report_writer.cpp: the footer's rule is 12 mm above the page's foot, its text
    // below it; the body ends 16 mm above the foot. Cropping at 14 mm keeps the body only.
    const double width = m.captured(1).toDouble();
    const double height = m.captured(2).toDouble() - 14 / 25.4 * 72;
    const ToolRun r =
        runTool(QStringLiteral("pdftotext"),
                {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"), QString::number(page),
                 QStringLiteral("-l"), QString::number(page), QStringLiteral("-x"), QStringLiteral("0"),
                 QStringLiteral("-y"), QStringLiteral("0"), QStringLiteral("-W"), QString::number(int(width)),
                 QStringLiteral("-H"), QString::number(int(height)), pdf, QStringLiteral("-")});
    return QString::fromUtf8(r.out).normalized(QString::NormalizationForm_KC).simplified();
}

QString squeezed(const QString& text) {
    QString s = text;
    s.remove(QRegularExpression(QStringLiteral("\\s")));
    return s;
}

QList<QPair<QString, bool>> pdfFonts(const QString& pdf) {
    const ToolRun r = runTool(QStringLiteral("pdffonts"), {pdf});
    QList<QPair<QString, bool>> fonts;
    const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // Two header lines; then: name type [type...] encoding emb sub uni object ID. The type
    // has spaces ("CID TrueType"), so the columns are read from the right.
    for (qsizetype i = 2; i < lines.size(); ++i) {
        const QStringList f = lines[i].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (f.size() < 7) continue;
        fonts.append({f.first(), f[f.size() - 5] == QLatin1String("yes")});
    }
    return fonts;
}

}  // namespace gputco::test
