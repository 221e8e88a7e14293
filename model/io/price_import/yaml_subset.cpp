#include "model/io/price_import/yaml_subset.h"

#include <QHash>
#include <QStringDecoder>
#include <vector>

#include "model/io/library/chunked_input.h"

namespace gputco::io::library {

namespace {

constexpr qsizetype kMaxLineBytes = 1 << 20;
constexpr std::size_t kMaxNesting = 64;
// The keys held at once, counted with what holding one costs besides its text: far above a
// pricing.yml's (its largest mapping, compute.instance, names some hundreds of machine
// types), far below what would strain memory.
constexpr qint64 kMaxHeldKeyBytes = 16 << 20;

qint64 heldBytes(const QString& key) {
    return 2 * key.size() + 64;
}

std::string at(int line, const std::string& what) {
    return "line " + std::to_string(line) + ": " + what;
}

// A comment starts at " #" (or a "#" first on the line); a quoted scalar may hold one.
QStringView withoutComment(QStringView text) {
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
QString scalarText(QStringView raw, std::string& error) {
    const QStringView t = raw.trimmed();
    if (t.isEmpty()) return {};
    const QChar first = t.front();
    if (first == u'"' || first == u'\'') {
        if (t.size() < 2 || t.back() != first) {
            error = "a quoted value must end on its line with its quote";
            return {};
        }
        QString inner = t.mid(1, t.size() - 2).toString();
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
    return t.toString();
}

}  // namespace

std::string readYamlSubset(QIODevice& in, const std::function<bool(const YamlScalar&)>& onScalar,
                           const std::function<bool(qint64)>& progress, bool* cancelled) {
    ChunkedInput input(in, progress);
    input.skipByteOrderMark();
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    struct Level {
        int indent;
    };
    std::vector<Level> open;  // the mappings the current line may belong to
    QStringList keys;         // their keys: every scalar's path, kept rather than built each time
    auto closeLevel = [&] {
        open.pop_back();
        keys.removeLast();
    };
    // keysOf[d]: the keys read so far of the mapping whose keys sit at depth d, with the line
    // of each; a mapping's set is dropped once it closes.
    std::vector<QHash<QString, int>> keysOf;
    qint64 heldKeyBytes = 0;
    auto dropKeysFrom = [&](std::size_t depth) {
        for (std::size_t d = depth; d < keysOf.size(); ++d)
            for (auto k = keysOf[d].cbegin(); k != keysOf[d].cend(); ++k) heldKeyBytes -= heldBytes(k.key());
        if (keysOf.size() > depth) keysOf.resize(depth);
    };
    int childIndent = -1;  // the indent the next line must take: -1 when not opening a mapping
    int blockIndent = -1;  // inside a block scalar: lines indented more than this are its text
    bool seenContent = false;
    QByteArray bytes;
    for (int line = 1;; ++line) {
        const ChunkedInput::Line got = input.readLine(bytes, kMaxLineBytes);
        if (got == ChunkedInput::Line::TooLong)
            return at(line, "longer than 1 MiB (no line of a pricing.yml comes near)");
        if (got == ChunkedInput::Line::End) break;
        QString raw = decoder.decode(bytes);
        if (decoder.hasError()) return at(line, "not UTF-8 text");
        if (raw.endsWith(u'\r')) raw.chop(1);
        int indent = 0;
        while (indent < raw.size() && raw[indent] == u' ') ++indent;
        const QStringView rest = QStringView(raw).mid(indent);
        if (blockIndent >= 0) {
            if (rest.isEmpty() || indent > blockIndent) continue;  // the block scalar's text
            blockIndent = -1;
        }
        if (rest.startsWith(u'\t')) return at(line, "a tab in the indentation (YAML indents with spaces)");
        const QStringView content = withoutComment(rest).trimmed();
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
                if (!onScalar({keys, QString(), line - 1})) return {};
                childIndent = -1;
            }
            while (!open.empty() && open.back().indent > indent) closeLevel();
            if (!open.empty() && open.back().indent != indent)
                return at(line, "bad indentation: " + std::to_string(indent) + " spaces match no open level");
            if (!open.empty()) closeLevel();  // a sibling replaces the previous key
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
        const QStringView value = content.mid(colon + 1).trimmed();
        // The key's mapping is the one at this depth; deeper ones closed with this line.
        const std::size_t depth = open.size();
        if (depth >= kMaxNesting) return at(line, "nested deeper than 64 levels");
        dropKeysFrom(depth + 1);
        keysOf.resize(depth + 1);
        if (const auto first = keysOf[depth].constFind(key); first != keysOf[depth].cend()) {
            return at(line,
                      "\"" + key.toStdString() + "\" appears twice in " +
                          (keys.isEmpty() ? std::string("the top mapping") : keys.join(u'.').toStdString()) +
                          " (first on line " + std::to_string(*first) +
                          "): which value is meant cannot be told");
        }
        keysOf[depth].insert(key, line);
        heldKeyBytes += heldBytes(key);
        if (heldKeyBytes > kMaxHeldKeyBytes)
            return at(line, "more keys open at once than any pricing.yml has (over 16 MiB of them)");
        open.push_back({indent});
        keys.append(key);
        if (value.isEmpty()) {
            childIndent = indent + 1;  // a nested mapping must follow, indented further
            continue;
        }
        if (value.front() == u'|' || value.front() == u'>') {
            static const QString kBlockHeads[] = {QStringLiteral("|"),  QStringLiteral(">"),
                                                  QStringLiteral("|-"), QStringLiteral(">-"),
                                                  QStringLiteral("|+"), QStringLiteral(">+")};
            bool known = false;
            for (const QString& h : kBlockHeads) known = known || value == h;
            if (!known && !(value.size() == 2 && value[1].isDigit()))
                return at(line,
                          "block scalar header \"" + value.toString().toStdString() + "\" is not supported");
            blockIndent = indent;  // its text is not needed: passed over
            if (!onScalar({keys, QString(), line})) return {};
            continue;
        }
        QString scalar;
        if (value == QLatin1String("{}")) {
            scalar.clear();
        } else {
            scalar = scalarText(value, why);
            if (!why.empty()) return at(line, why);
        }
        if (!onScalar({keys, scalar, line})) return {};
    }
    if (input.cancelled()) {
        if (cancelled) *cancelled = true;
        return {};
    }
    return {};
}

}  // namespace gputco::io::library
