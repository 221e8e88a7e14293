#include "model/io/library/public_catalog/yaml_subset.h"

#include <QStringDecoder>
#include <vector>

namespace gputco::io::library {

namespace {

std::string at(int line, const std::string& what) {
    return "line " + std::to_string(line) + ": " + what;
}

// A comment starts at " #" (or a "#" first on the line); a quoted scalar may hold one.
QString withoutComment(const QString& text) {
    bool single = false;
    bool dbl = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'\'' && !dbl) single = !single;
        if (c == u'"' && !single) dbl = !dbl;
        if (c == u'#' && !single && !dbl && (i == 0 || text[i - 1] == u' ')) return text.left(i);
    }
    return text;
}

// A plain or quoted scalar; `error` set when the text is not one this subset reads.
QString scalarText(const QString& raw, std::string& error) {
    const QString t = raw.trimmed();
    if (t.isEmpty()) return t;
    const QChar first = t.front();
    if (first == u'"' || first == u'\'') {
        if (t.size() < 2 || t.back() != first) {
            error = "a quoted value must end on its line with its quote";
            return {};
        }
        QString inner = t.mid(1, t.size() - 2);
        if (first == u'\'') return inner.replace(QStringLiteral("''"), QStringLiteral("'"));
        if (inner.contains(u'\\')) {
            error = "escapes in double-quoted values are not supported";
            return {};
        }
        return inner;
    }
    if (first == u'[' || first == u'{') {
        error = "flow collections ([...] or {...}) are not supported, except {} for an empty mapping";
        return {};
    }
    if (first == u'&' || first == u'*' || first == u'!') {
        error = "anchors, aliases and tags are not supported";
        return {};
    }
    if (first == u'-' && (t.size() == 1 || t[1] == u' ')) {
        error = "sequences are not supported";
        return {};
    }
    return t;
}

}  // namespace

std::string readYamlSubset(const QByteArray& bytes, const std::function<bool(const YamlScalar&)>& onScalar) {
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder(bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes);
    if (decoder.hasError()) return "not UTF-8 text";
    const QStringList lines = text.split(u'\n');
    struct Level {
        int indent;
        QString key;
    };
    std::vector<Level> open;  // the mappings the current line may belong to
    int childIndent = -1;     // the indent the next line must take: -1 when not opening a mapping
    int blockIndent = -1;     // inside a block scalar: lines indented more than this are its text
    bool seenContent = false;
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const int line = static_cast<int>(n) + 1;
        QString raw = lines[n];
        if (raw.endsWith(u'\r')) raw.chop(1);
        int indent = 0;
        while (indent < raw.size() && raw[indent] == u' ') ++indent;
        const QString rest = raw.mid(indent);
        if (blockIndent >= 0) {
            if (rest.isEmpty() || indent > blockIndent) continue;  // the block scalar's text
            blockIndent = -1;
        }
        if (rest.startsWith(u'\t')) return at(line, "a tab in the indentation (YAML indents with spaces)");
        const QString content = withoutComment(rest).trimmed();
        if (content.isEmpty()) continue;
        if (content == QLatin1String("---")) {
            if (seenContent) return at(line, "a second document is not supported");
            continue;
        }
        if (content == QLatin1String("...")) break;
        seenContent = true;
        // Where the line belongs: a child of the mapping just opened, or a sibling of an open key.
        // A "key:" with nothing indented under it is an empty value (YAML's null).
        if (childIndent >= 0 && indent > open.back().indent) {
            childIndent = -1;
        } else {
            if (childIndent >= 0) {
                QStringList path;
                for (const Level& l : open) path.append(l.key);
                if (!onScalar({path, QString(), line - 1})) return {};
                childIndent = -1;
            }
            while (!open.empty() && open.back().indent > indent) open.pop_back();
            if (!open.empty() && open.back().indent != indent)
                return at(line, "bad indentation: " + std::to_string(indent) + " spaces match no open level");
            if (!open.empty()) open.pop_back();  // a sibling replaces the previous key
        }
        if (!open.empty() && indent <= open.back().indent)
            return at(line, "bad indentation: " + std::to_string(indent) + " spaces match no open level");
        // "key: value" or "key:"
        qsizetype colon = -1;
        bool single = false;
        bool dbl = false;
        for (qsizetype i = 0; i < content.size(); ++i) {
            const QChar c = content[i];
            if (c == u'\'' && !dbl) single = !single;
            if (c == u'"' && !single) dbl = !dbl;
            if (c == u':' && !single && !dbl && (i + 1 == content.size() || content[i + 1] == u' ')) {
                colon = i;
                break;
            }
        }
        if (colon <= 0) {
            std::string why;
            scalarText(content, why);
            return at(line, why.empty() ? "expected \"key: value\" or \"key:\"" : why);
        }
        std::string why;
        const QString key = scalarText(content.left(colon), why);
        if (!why.empty()) return at(line, why);
        const QString value = content.mid(colon + 1).trimmed();
        open.push_back({indent, key});
        if (value.isEmpty()) {
            childIndent = indent + 1;  // a nested mapping must follow, indented further
            continue;
        }
        QStringList path;
        for (const Level& l : open) path.append(l.key);
        if (value.front() == u'|' || value.front() == u'>') {
            static const QString kBlockHeads[] = {QStringLiteral("|"),  QStringLiteral(">"),
                                                  QStringLiteral("|-"), QStringLiteral(">-"),
                                                  QStringLiteral("|+"), QStringLiteral(">+")};
            bool known = false;
            for (const QString& h : kBlockHeads) known = known || value == h;
            if (!known && !(value.size() == 2 && value[1].isDigit()))
                return at(line, "block scalar header \"" + value.toStdString() + "\" is not supported");
            blockIndent = indent;  // its text is not needed: passed over
            if (!onScalar({path, QString(), line})) return {};
            continue;
        }
        QString scalar;
        if (value == QLatin1String("{}")) {
            scalar.clear();
        } else {
            scalar = scalarText(value, why);
            if (!why.empty()) return at(line, why);
        }
        if (!onScalar({path, scalar, line})) return {};
    }
    return {};
}

}  // namespace gputco::io::library
