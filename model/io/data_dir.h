// Where gputco keeps its own files (the library, crash-recovery copies): the user's data
// folder (QStandardPaths::AppDataLocation), or GPUTCO_DATA_DIR when set, which every test
// sets to a temporary folder so that no test touches a real user's files.
#pragma once

#include <QString>

namespace gputco::io {

// The folder's path; it may not exist yet (whoever writes there creates it, and reports a
// folder that cannot be created as its own error).
QString dataDirectory();

}  // namespace gputco::io
