#include "model/io/data_dir.h"

#include <QDir>
#include <QStandardPaths>

namespace gputco::io {

QString dataDirectory() {
    const QString fromEnv = qEnvironmentVariable("GPUTCO_DATA_DIR");
    if (!fromEnv.isEmpty()) return QDir(fromEnv).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

}  // namespace gputco::io
