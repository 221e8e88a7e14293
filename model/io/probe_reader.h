// Reading a gputco.probe document (issue #7; docs/probe.md), whether this computer's probe
// printed it or a colleague mailed it from the server room. A document that is not one, or
// that says something impossible, is refused with a message naming the field; a document
// whose run measured nothing (no driver, no GPU) is read, and says so in its status.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <string>

#include "model/calibration/probe_result.h"

namespace gputco::io {

// 2 added each metric's method, spread and stability (issue #18); 1 still reads.
inline constexpr int kProbeFormatVersion = 3;
// A probe document is about 2 KiB; anything near this is not one.
inline constexpr qsizetype kMaxProbeDocumentBytes = 1 << 20;

struct ProbeReadResult {
    std::optional<calibration::ProbeResult> probe;
    std::string error;    // empty when read
    QByteArray document;  // the text read, kept as it was for the library
};

ProbeReadResult readProbeDocument(const QByteArray& bytes);
ProbeReadResult readProbeFile(const QString& path);

}  // namespace gputco::io
