// The part of YAML that Cyclenerd's pricing.yml uses, and nothing more: block mappings
// indented with spaces ("key: value", "key:" opening a nested mapping), comments, the "---"
// document start, "{}" for an empty mapping, and block scalars ("|", "|2", ">") whose text is
// passed over. Anything else (sequences, flow collections, anchors, tabs, an indentation that
// matches no open level) is refused with its line, so a file this reader does not understand
// is never half read. A key given twice in one mapping is refused with both lines: which of
// the two values was meant cannot be told.
#pragma once

#include <QString>
#include <QStringList>
#include <functional>
#include <string>

class QIODevice;

namespace gputco::io::library {

struct YamlScalar {
    QStringList path;  // the keys from the top down to this value
    QString value;     // the scalar's text, unquoted; "" for an empty mapping
    int line = 0;
};

// Reads `in` a line at a time and calls `onScalar` for every scalar value in document order;
// stops early when it returns false. Only the keys of the mappings open at the time are held
// (to refuse a key given twice in one mapping), never the text, so memory does not grow with
// the file. Returns "" when the whole text was read, else "line N: what is wrong".
// `progress` as ChunkedInput's; when it stops the reading, `cancelled` is set.
std::string readYamlSubset(QIODevice& in, const std::function<bool(const YamlScalar&)>& onScalar,
                           const std::function<bool(qint64)>& progress = {}, bool* cancelled = nullptr);

}  // namespace gputco::io::library
