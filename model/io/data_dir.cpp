#include "model/io/data_dir.h"

#include <QDir>
#include <QStandardPaths>

namespace gputco::io {

QString dataDirectory() {
    QString dir = qEnvironmentVariable("GPUTCO_DATA_DIR");
    if (dir.isEmpty()) dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty() || !QDir().mkpath(dir)) return {};
    return QDir(dir).absolutePath();
}

}  // namespace gputco::io
