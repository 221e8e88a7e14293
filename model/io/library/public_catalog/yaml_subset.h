// The part of YAML that Cyclenerd's pricing.yml uses, and nothing more: block mappings
// indented with spaces ("key: value", "key:" opening a nested mapping), comments, the "---"
// document start, "{}" for an empty mapping, and block scalars ("|", "|2", ">") whose text is
// passed over. Anything else (sequences, flow collections, anchors, tabs, an indentation that
// matches no open level) is refused with its line, so a file this reader does not understand
// is never half read.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <functional>
#include <string>

namespace gputco::io::library {

struct YamlScalar {
    QStringList path;  // the keys from the top down to this value
    QString value;     // the scalar's text, unquoted; "" for an empty mapping
    int line = 0;
};

// Calls `onScalar` for every scalar value in document order; stops early when it returns
// false. Returns "" when the whole text was read, else "line N: what is wrong".
std::string readYamlSubset(const QByteArray& text, const std::function<bool(const YamlScalar&)>& onScalar);

}  // namespace gputco::io::library
