// Shared by the library tests: a private data folder per test, raw SQL access beside the
// Library, and the bundled catalog's row counts.
#pragma once

#include <QByteArray>
#include <QString>
#include <QTemporaryDir>
#include <atomic>
#include <thread>

namespace gputco::test {

// The header row of the offers catalog (resources/catalog/offers.csv).
inline const QByteArray kOfferHeader =
    "key,provider,region,instance,gpu,gpus_per_instance,pricing_mode,term_months,upfront_fraction,"
    "price_per_hour,currency,source,as_of\n";

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

// Rows in resources/catalog, counted from /work/shared/CATALOG-SOURCES.md (see each); every
// "not found" cell is no row, and the rows the 2025-2026 refresh section made are added beside
// the older ones, which stay as history (docs/library.md lists which cells were left out).
// gpus: the 12 rows of the GPU table, then B200 and MI300X (datasheet figures, sources in
// the rows) = 14. servers: DGX A100 (USD 199,000) and the 8x H100 node (USD 310,000); the
// 8x A100 "full load" row and HGX A100 have no price, and the refresh found no 2025-2026
// server price, so no row = 2.
// offers: the first 17 (AWS 4, GCP 6, Azure 2, CoreWeave 2, RunPod 2, Lambda 1), then from the
// refresh: AWS us-east-1 17 (p4d 1-yr; p4de, p5 and p5en on demand, 1-yr, 3-yr, Capacity
// Block; p6-b200 on demand, 1-yr, 3-yr, Capacity Block), GCP 24, Azure 11,
// Oracle 7, CoreWeave 8, Lambda 5, RunPod 8, Nebius 6, Together AI 4 (H100's promotional 3.99
// and, from its end on 2026-10-01, the list 5.49), Crusoe 6, Verda 4,
// Gcore 9, Civo 8, Cirrascale 8, Hyperstack 3, Modal 2, Alibaba Cloud 10 (CNY, 2023),
// AWS China 5 (CNY) = 162. Not shipped (issue #33): the p4d 3-year, p4d spot, p5 spot, GCP
// a3-ultragpu and a4-highgpu spot and Modal H200/B200 rows, whose only source was an unnamed
// note (docs/library.md, "Where the bundled prices come from").
// tariffs: the first 10, then US industrial 2024, 2025 (derived means) and January 2026 (3),
// Texas November 2024 and 2025 (2), EU non-household H2 2024 and H1 2025 in EUR (2), North
// America colocation H2 2025 and global colocation Q1 2025 (2), 8 states' industrial
// electricity for April 2024 and April 2025 (16) = 35.
// fx: ECB EUR/USD and EUR/CNY on 2023-05-25 and 2026-05-08 (4), PBOC USD/CNY central parity on
// 2024-01-18 and 2026-01-06 (2) = 6.
inline constexpr int kBundledGpus = 14;
inline constexpr int kBundledServers = 2;
inline constexpr int kBundledOffers = 162;
inline constexpr int kBundledTariffs = 35;
inline constexpr int kBundledFx = 6;
inline constexpr int kBundledRows =
    kBundledGpus + kBundledServers + kBundledOffers + kBundledTariffs + kBundledFx;

}  // namespace gputco::test
