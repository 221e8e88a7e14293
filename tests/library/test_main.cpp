// QSQLITE is a plugin: loading it wants a QCoreApplication.
#include <QCoreApplication>
#include "tests/support/catch_run.h"

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    return gputco::test::runCatch(argc, argv);
}
