// The window's library (DESIGN.md, Files): the revisions a save keeps, the catalog the inputs
// pick from (the bundled one when the library cannot be used), a price list imported into it,
// and, when it cannot be opened, the reason and the offer to rebuild it. What the user is
// told goes out as signals; the window shows them.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <map>
#include <vector>

#include "model/io/library/catalog_kind.h"
#include "model/io/library/catalog_row.h"
#include "ui/shell/coalesced_read.h"
#include "ui/shell/document_actions.h"

class QWidget;

namespace gputco::io::library {
class Library;
}

namespace gputco::ui {

class LibraryActions : public QObject {
    Q_OBJECT
public:
    LibraryActions(QWidget* window, io::library::Library& library);

    // When the library could not be opened (damaged, locked, read-only), says why and offers
    // to rebuild it; true when it was rebuilt.
    bool offerRebuild();
    // File > Import Price List…: a public price catalog previewed, then imported (issue #19).
    void importPriceList();
    // A save wrote `content` to `path`: the library keeps it as a revision, when it can.
    void keepRevision(const QString& path, const QByteArray& content);
    // The catalog rows of `kind` the inputs pick from; `note`, when given, says when they are the
    // bundled rows because the library is not available.
    std::vector<io::library::CatalogRow> catalogRows(io::library::Kind kind, QString* note) const;
    // The team library whose catalog the inputs pick from while it is in use (issue #37).
    void setTeam(class TeamLink* team) { team_ = team; }
    // The team's catalog changed, or the team library came or went: read on the team library's
    // thread (never the window's), held here for the catalog buttons, then catalogChanged(), and
    // copied into this computer's library, where the inputs pick from it, read-only, while the
    // server is out of reach.
    void readTeamCatalog();
    // Whether the team's catalog as last read is held (false before the first read answers).
    bool holdsTeamCatalog() const;

signals:
    // A line for the status bar, for `ms` milliseconds (0: until the next).
    void message(const QString& text, int ms);
    void fileError(const FileError& error);
    // The catalog's rows changed (a rebuild, an import, the library available again).
    void catalogChanged();

private:
    // Keeps teamRows_ in this computer's library; says why not on the status bar.
    void keepTeamCatalog();
    // One read of the team's catalog, held when it answers; then `finished`.
    void readTeamCatalogNow(std::function<void()> finished);

    QWidget* window_;
    io::library::Library& library_;
    class TeamLink* team_ = nullptr;
    std::map<io::library::Kind, std::vector<io::library::CatalogRow>> teamRows_;
    bool teamRead_ = false;  // teamRows_ holds the team's catalog as last read
    QString teamAddress_;    // of the team library teamRows_ were read from
    QString teamError_;      // why the last read failed
    CoalescedRead catalogReads_;
};

}  // namespace gputco::ui
