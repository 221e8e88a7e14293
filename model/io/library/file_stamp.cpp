#include "model/io/library/file_stamp.h"

#include <QFileInfo>

namespace gputco::io::library {

FileStamp FileStamp::of(const QString& path) {
    const QFileInfo info(path);  // a fresh QFileInfo: nothing cached from an earlier look
    if (!info.exists()) return {};
    return {true, info.size(), info.lastModified().toUTC(), info.metadataChangeTime().toUTC()};
}

std::string changedWhileRead(const FileStamp& before, const FileStamp& after) {
    if (before == after) return {};
    auto time = [](const QDateTime& t) { return t.toString(Qt::ISODateWithMs).toStdString(); };
    std::string what;
    if (!after.exists) {
        what = "it was removed";
    } else {
        if (before.size != after.size)
            what = "size " + std::to_string(before.size) + " -> " + std::to_string(after.size) + " bytes";
        if (before.modified != after.modified)
            what += (what.empty() ? "" : "; ") + std::string("modified ") + time(before.modified) + " -> " +
                    time(after.modified);
        if (what.empty()) what = "its status changed at " + time(after.statusChanged);
    }
    return "changed while it was read (" + what +
           "): nothing imported; read it again once nothing is writing it";
}

}  // namespace gputco::io::library
