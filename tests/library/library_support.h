// Shared by the library tests: a private data folder per test, raw SQL access beside the
// Library, and the bundled catalog's row counts.
#pragma once

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>
#include <atomic>
#include <thread>

namespace gputco::test {

// Points GPUTCO_DATA_DIR at a fresh temporary folder for the life of the object, so no test
// touches the user's library and every test starts with none.
class DataDir {
public:
    DataDir();
    ~DataDir();
    QString path() const { return dir_.path(); }
    QString library() const { return dir_.filePath(QStringLiteral("library.sqlite")); }
    QString file(const char* name) const { return dir_.filePath(QString::fromLatin1(name)); }
    QString write(const char* name, const QByteArray& bytes) const;

private:
    QTemporaryDir dir_;
};

// Runs one SQL statement on `path` through a connection of its own, returns the first
// column of the first row as text ("" when none), or "error: ..." when it fails.
QString sqlValue(const QString& path, const QString& sql);

QByteArray readFile(const QString& path);

// Makes a current library at the data folder's default path.
void makeLibrary();

// Another connection holding the library's write lock (BEGIN EXCLUSIVE, a row written to a
// table "held") for `ms`, on a thread of its own, as another process would; the constructor
// returns once the lock is held.
class LockHolder {
public:
    LockHolder(const QString& path, int ms);
    ~LockHolder();
    bool locked() const { return locked_; }

private:
    std::thread thread_;
    std::atomic<bool> ready_{false};
    std::atomic<bool> locked_{false};
};

// Rows in resources/catalog, counted from /work/shared/CATALOG-SOURCES.md (see each).
// gpus: the 12 rows of the GPU table. servers: DGX A100 (USD 199,000) and the 8x H100 node
// (USD 310,000); the 8x A100 "full load" row and HGX A100 have no price, so no row.
// offers: AWS p4d, p4de, p4d Capacity Block, p5 (4); GCP a2-highgpu-8g on-demand, 1 yr, 3 yr,
// spot (4); GCP a2-ultragpu-8g on-demand, spot (2); Azure ND96asr_v4, ND96amsr_A100_v4 (2);
// CoreWeave 40GB, 80GB (2); RunPod community, secure (2); Lambda (1) = 17; every "not found"
// cell is no row. tariffs: US industrial, US commercial, 6 state figures, China industrial
// (USD), North America colocation = 10.
inline constexpr int kBundledGpus = 12;
inline constexpr int kBundledServers = 2;
inline constexpr int kBundledOffers = 17;
inline constexpr int kBundledTariffs = 10;

}  // namespace gputco::test
