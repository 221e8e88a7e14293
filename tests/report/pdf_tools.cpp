#include "pdf_tools.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace gputco::test {

ToolRun runTool(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

ToolRun runCli(const QStringList& args) {
    return runTool(QStringLiteral(GPUTCO_CLI), args);
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
