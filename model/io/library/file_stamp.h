// What a file looked like on disk when a read began (issue #32): a price list that is still
// being downloaded or rewritten in place while it is read gives rows from two versions of
// itself, so the import compares the stamp taken before the read with one taken after it
// and refuses the file when they differ.
#pragma once

#include <QDateTime>
#include <QString>
#include <string>

namespace gputco::io::library {

struct FileStamp {
    bool exists = false;
    qint64 size = 0;
    QDateTime modified;       // content written (mtime)
    QDateTime statusChanged;  // inode changed (ctime): moves with any write, and a tool that
                              // puts mtime back cannot put it back

    static FileStamp of(const QString& path);
    bool operator==(const FileStamp& other) const = default;
};

// "" when `after` is `before`, else what changed, to follow "FILE: ": "changed while it was
// read (size 120 -> 130 bytes; modified ...): nothing imported; ..."
std::string changedWhileRead(const FileStamp& before, const FileStamp& after);

}  // namespace gputco::io::library
