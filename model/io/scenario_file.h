// Saving scenario files so that no path a user can take loses work (issues #4 and #14): the
// one safe write (safe_write.h), with the previous content kept as NAME.bak, and a file that
// changed on disk since it was opened (another program, a colleague on a share) not
// overwritten.
#pragma once

#include "model/io/safe_write.h"

namespace gputco::io {

// Writes `content` to `path` safely, keeping the previous content as path + ".bak". With
// `expected`, refuses (ChangedOnDisk) when the file no longer holds what it held then.
inline SaveResult saveFileAtomically(const QString& path, const QByteArray& content,
                                     const std::optional<DiskState>& expected = std::nullopt) {
    return writeFileSafely(path, content, WriteOptions{true, expected});
}

}  // namespace gputco::io
