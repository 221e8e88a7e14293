#include "ui/document/methodology_text.h"

#include <QFile>
#include <QRegularExpression>

namespace gputco::ui {

QString resourceText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

QString methodologyMarkdown(UiLanguage language) {
    if (language == UiLanguage::English) return resourceText(QStringLiteral(":/report/methodology.md"));
    QString text = resourceText(QStringLiteral(":/report/methodology.zh_CN.md"));
    // A wrap between two Chinese characters (or full-width punctuation), either of them maybe
    // bold or italic, is no space.
    static const QString cjk = QStringLiteral("[\\x{3000}-\\x{9fff}\\x{ff00}-\\x{ffef}]");
    static const QRegularExpression wrap(
        QStringLiteral("(?<=%1|%1\\*|%1\\*\\*)\\n[ \\t]*(?=\\*{0,2}%1)").arg(cjk));
    text.replace(wrap, QString());
    return text;
}

QStringList methodologyHeadings(UiLanguage language) {
    // The texts are embedded and never change: each language's headings are read once (an
    // explanation's link asks for both lists on every click).
    static const auto read = [](UiLanguage l) {
        static const QRegularExpression heading(QStringLiteral("^#{2,3} (.+)$"),
                                                QRegularExpression::MultilineOption);
        QStringList headings;
        for (auto it = heading.globalMatch(methodologyMarkdown(l)); it.hasNext();)
            headings << it.next().captured(1).trimmed();
        return headings;
    };
    static const QStringList english = read(UiLanguage::English);
    static const QStringList chinese = read(UiLanguage::SimplifiedChinese);
    return language == UiLanguage::English ? english : chinese;
}

QString methodologyHeading(const QString& englishHeading, UiLanguage language) {
    const qsizetype at = methodologyHeadings(UiLanguage::English).indexOf(englishHeading.trimmed());
    const QStringList shown = methodologyHeadings(language);
    return at >= 0 && at < shown.size() ? shown[at] : QString();
}

}  // namespace gputco::ui
