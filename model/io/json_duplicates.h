// Duplicate keys in a JSON object (issue #14). Qt's parser, like most, keeps the last of two
// equal keys without a word, so a file that says "price_per_hour" twice would be read with one
// of its prices silently dropped. Files come from other people: such a file is refused,
// naming the key's path and where its second copy is.
#pragma once

#include <QByteArray>
#include <string>

namespace gputco::io {

struct DuplicateKey {
    std::string path;  // the key's path as validation names fields: "options[2].sources[0].price_per_hour"
    qsizetype offset = -1;  // byte offset of the second copy; -1 when there is none
    bool found() const { return offset >= 0; }
};

// The first duplicate key of `json`, which must already be valid JSON (a parser accepted it).
DuplicateKey findDuplicateKey(const QByteArray& json);

}  // namespace gputco::io
