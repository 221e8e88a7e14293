#include "model/io/json_tree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "model/io/json_fields.h"

namespace gputco::io {

namespace {

// A line of a long list of numbers holds one day of a weekly profile.
constexpr std::size_t kScalarsPerLine = 24;

void writeString(QByteArray& out, const std::string& text) {
    out += '"';
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else if (byte < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", byte);
            out += escaped;
        } else {
            out += c;
        }
    }
    out += '"';
}

void writeNumber(QByteArray& out, double value) {
    // JSON has no infinity or NaN; a valid scenario has none where a number is written.
    if (!std::isfinite(value)) {
        out += "null";
        return;
    }
    out += detail::formatNumber(value);
}

void newline(QByteArray& out, int indent) {
    out += '\n';
    out += QByteArray(indent, ' ');
}

}  // namespace

JsonTree JsonTree::fromQt(const QJsonValue& value) {
    switch (value.type()) {
        case QJsonValue::Bool:
            return JsonTree(value.toBool());
        case QJsonValue::Double: {
            // Whole numbers that fit keep every digit (toDouble would round a 64-bit seed);
            // toInteger gives the default for anything else.
            const qint64 whole = value.toInteger(-1);
            if (whole >= 0) return JsonTree(static_cast<std::uint64_t>(whole));
            return JsonTree(value.toDouble());
        }
        case QJsonValue::String:
            return JsonTree(value.toString().toStdString());
        case QJsonValue::Array: {
            JsonTree tree = array();
            for (const QJsonValue& item : value.toArray()) tree.push(fromQt(item));
            return tree;
        }
        case QJsonValue::Object: {
            JsonTree tree = object();
            const QJsonObject o = value.toObject();
            for (auto it = o.begin(); it != o.end(); ++it)
                tree.add(it.key().toStdString(), fromQt(it.value()));
            return tree;
        }
        case QJsonValue::Null:
        case QJsonValue::Undefined:
            break;
    }
    return {};
}

JsonTree& JsonTree::add(const std::string& key, JsonTree value) {
    for (auto& [k, v] : members_)
        if (k == key) return v;
    members_.emplace_back(key, std::move(value));
    return members_.back().second;
}

JsonTree& JsonTree::push(JsonTree value) {
    items_.push_back(std::move(value));
    return items_.back();
}

bool JsonTree::has(const std::string& key) const {
    return std::any_of(members_.begin(), members_.end(), [&](const auto& m) { return m.first == key; });
}

void JsonTree::mergeUnknown(const std::map<std::string, std::string>& unknown, const std::string& path) {
    if (kind_ == Kind::Array) {
        for (std::size_t i = 0; i < items_.size(); ++i)
            items_[i].mergeUnknown(unknown, detail::element(path, i));
        return;
    }
    if (kind_ != Kind::Object) return;
    for (auto& [key, value] : members_) value.mergeUnknown(unknown, detail::member(path, key));
    const auto found = unknown.find(path);
    if (found == unknown.end()) return;
    const QJsonObject extra = QJsonDocument::fromJson(QByteArray::fromStdString(found->second)).object();
    for (auto it = extra.begin(); it != extra.end(); ++it)
        if (!has(it.key().toStdString())) add(it.key().toStdString(), fromQt(it.value()));
}

void JsonTree::write(QByteArray& out, int indent) const {
    switch (kind_) {
        case Kind::Null:
            out += "null";
            return;
        case Kind::Bool:
            out += flag_ ? "true" : "false";
            return;
        case Kind::Number:
            writeNumber(out, number_);
            return;
        case Kind::Integer:
            out += QByteArray::number(static_cast<qulonglong>(integer_));
            return;
        case Kind::String:
            writeString(out, text_);
            return;
        case Kind::Array: {
            if (items_.empty()) {
                out += "[]";
                return;
            }
            const bool scalars =
                std::all_of(items_.begin(), items_.end(), [](const JsonTree& t) { return t.isScalar(); });
            const bool oneLine = scalars && items_.size() <= kScalarsPerLine;
            out += '[';
            for (std::size_t i = 0; i < items_.size(); ++i) {
                if (i > 0) out += oneLine || (scalars && i % kScalarsPerLine != 0) ? ", " : ",";
                if (!oneLine && (!scalars || i % kScalarsPerLine == 0)) newline(out, indent + 2);
                items_[i].write(out, indent + 2);
            }
            if (!oneLine) newline(out, indent);
            out += ']';
            return;
        }
        case Kind::Object: {
            if (members_.empty()) {
                out += "{}";
                return;
            }
            out += '{';
            for (std::size_t i = 0; i < members_.size(); ++i) {
                if (i > 0) out += ',';
                newline(out, indent + 2);
                writeString(out, members_[i].first);
                out += ": ";
                members_[i].second.write(out, indent + 2);
            }
            newline(out, indent);
            out += '}';
            return;
        }
    }
}

QByteArray JsonTree::text() const {
    QByteArray out;
    write(out, 0);
    out += '\n';
    return out;
}

}  // namespace gputco::io
