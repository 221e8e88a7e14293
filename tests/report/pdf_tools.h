// Running poppler-utils and gputco-cli on the report, as a reader's tools would see it.
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace gputco::test {

struct ToolRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

ToolRun runTool(const QString& program, const QStringList& args,
                const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment());
ToolRun runCli(const QStringList& args,
               const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment());
bool havePoppler();

int pdfPageCount(const QString& pdf);
// pdftotext of the whole file with every run of white space made one space, in Unicode
// normal form KC: Qt 6.4's PDF writer maps a Han glyph that the font shares with a Kangxi
// radical (日 and ⽇) to the radical, which NFKC folds back to the ideograph.
QString pdfText(const QString& pdf);
// The same for page `page` (from 1), only the part above the footer: what the page says.
QString pdfBodyText(const QString& pdf, int page);
// The same without any white space, to find a name that a table cell wrapped.
QString squeezed(const QString& text);
// The font rows of pdffonts: name and the "emb" column of each.
QList<QPair<QString, bool>> pdfFonts(const QString& pdf);

}  // namespace gputco::test
