// A pull reader of JSON text from a device, a buffer's worth at a time, for files far larger
// than memory (the AWS EC2 offer file is several GB; QJsonDocument needs it whole). The
// caller walks the document: objects key by key, arrays item by item; a value it does not
// need is skipped without being kept; a small value (one product) may be read whole.
// Strict RFC 8259: a trailing comma, a comment or a bare word is an error, with its line.
#pragma once

#include <QByteArray>
#include <QString>
#include <QVariant>
#include <functional>
#include <string>
#include <vector>

class QIODevice;

namespace gputco::io::library {

class JsonStream {
public:
    // `progress` (optional) is called as the device is read, with the bytes read so far;
    // returning false stops the reading (cancelled() then holds).
    explicit JsonStream(QIODevice& in, std::function<bool(qint64)> progress = {});

    bool ok() const { return error_.empty() && !cancelled_; }
    bool cancelled() const { return cancelled_; }
    // "line N: what is wrong"
    std::string error() const { return error_; }
    int line() const { return line_; }
    qint64 bytesRead() const { return consumed_; }

    // Opens the object that comes next (its '{'); false when the next value is not one.
    bool beginObject();
    // The next key of the innermost open object, after any value of the previous key was read
    // or skipped; false at its end ('}', which closes it) or on an error.
    bool nextKey(QString& key);
    bool beginArray();
    // True while the innermost open array has another item to read.
    bool nextItem();

    bool readString(QString& out);
    // The next value whole: QVariantMap, QVariantList, QString, double, bool or null.
    // Meant for small values; nesting deeper than 64 is refused, and so is an object that
    // gives a key twice (a map would keep one of the two values without a word).
    QVariant readValue();
    bool skipValue();
    // True when nothing but white space is left.
    bool atEnd();

    void fail(const std::string& what);

private:
    int peek();  // the next character other than white space, not consumed; -1 at the end
    int get();   // the next character, consumed; -1 at the end
    bool fill();
    bool expect(char c);
    bool readStringBytes(std::string& out, bool keep);
    bool readNumber(double* out);
    bool readWord(const char* word);
    QVariant readValueAt(int depth);
    bool skipValueAt(int depth);

    QIODevice& in_;
    std::function<bool(qint64)> progress_;
    QByteArray buffer_;
    qsizetype pos_ = 0;
    qint64 consumed_ = 0;
    int line_ = 1;
    bool eof_ = false;
    bool cancelled_ = false;
    std::string error_;
    // One entry per open object or array: true until its first member was read.
    std::vector<bool> first_;
};

}  // namespace gputco::io::library
