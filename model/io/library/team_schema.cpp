#include "model/io/library/team_schema.h"

#include "model/io/library/catalog_schema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <vector>

namespace gputco::io::library {

namespace {

// One step: the statements that take a server from version - 1 to version.
struct Step {
    int version;
    std::vector<QString> statements;
};

// Step 4: the catalog in the same tables as this computer's library, made from the same
// description (catalog_schema.h), each row naming its import; the rows kept until then as
// JSON cells (catalog_rows) are moved into them in the order they were imported.
std::vector<QString> typedCatalogStep() {
    std::vector<QString> statements;
    QStringList tables;
    for (Kind kind : allKinds()) {
        const KindSpec& spec = kindSpec(kind);
        const QString table = QString::fromLatin1(spec.name);
        tables << table;
        for (const QString& sql : catalogTableStatements(kind, SqlDialect::Postgres))
            statements.push_back(sql);
        QStringList names{QStringLiteral("import_id")};
        QStringList values{QStringLiteral("import_id")};
        for (std::size_t i = 0; i < spec.columns.size(); ++i) {
            const Column& c = spec.columns[i];
            names << QString::fromLatin1(c.name);
            QString cell = QStringLiteral("(cells->>%1)").arg(i);
            // An empty optional cell was "not given": NULL, as in this computer's library.
            if (!c.required) cell = QStringLiteral("NULLIF(%1, '')").arg(cell);
            if (c.type == ColumnType::Number || c.type == ColumnType::Fraction)
                cell += QStringLiteral("::double precision");
            else if (c.type == ColumnType::Integer)
                cell += QStringLiteral("::integer");
            values << cell;
        }
        statements.push_back(
            QStringLiteral("INSERT INTO %1 (%2) SELECT %3 FROM catalog_rows WHERE kind = '%1' "
                           "ORDER BY id")
                .arg(table, names.join(QStringLiteral(", ")), values.join(QStringLiteral(", "))));
    }
    const QString list = tables.join(QStringLiteral(", "));
    statements.push_back(QStringLiteral("DROP TABLE catalog_rows"));
    statements.push_back(QStringLiteral("REVOKE ALL ON %1 FROM PUBLIC").arg(list));
    statements.push_back(QStringLiteral("GRANT SELECT ON %1 TO gputco_reader").arg(list));
    statements.push_back(QStringLiteral("GRANT INSERT ON %1 TO gputco_analyst").arg(list));
    // A row's import_id is currval() of the imports' id, which needs the sequence's USAGE.
    statements.push_back(QStringLiteral("GRANT USAGE ON SEQUENCE imports_id_seq TO gputco_analyst"));
    return statements;
}

// Append-only where the issue says "nothing overwritten": catalog rows, revisions, probe
// results and the audit trail are never updated or deleted by any gputco role (no grant); a
// revision's status and comment, and a scenario's version, are the only columns that change.
// Every write is written to the audit trail and told to listeners by the trigger
// gputco_audit(), which runs as its owner: no user may write the audit table themselves.
const std::vector<Step>& steps() {
    static const std::vector<Step> kSteps = {
        {1,
         {
             R"(CREATE TABLE imports (
                 id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                 imported_by text NOT NULL DEFAULT session_user,
                 imported_at timestamptz NOT NULL DEFAULT now(),
                 row_count integer NOT NULL,
                 note text NOT NULL DEFAULT ''))",
             R"(CREATE TABLE catalog_rows (
                 id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                 import_id bigint NOT NULL REFERENCES imports (id),
                 kind text NOT NULL CHECK (kind IN ('gpus', 'servers', 'offers', 'tariffs', 'fx')),
                 key text NOT NULL,
                 as_of text NOT NULL,
                 cells jsonb NOT NULL,
                 UNIQUE (kind, key, as_of)))",
             R"(CREATE TABLE scenarios (
                 id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                 name text NOT NULL UNIQUE,
                 version integer NOT NULL DEFAULT 1,
                 updated_by text NOT NULL DEFAULT session_user,
                 updated_at timestamptz NOT NULL DEFAULT now()))",
             R"(CREATE TABLE revisions (
                 id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                 scenario_id bigint NOT NULL REFERENCES scenarios (id),
                 number integer NOT NULL,
                 content bytea NOT NULL,
                 sha256 text NOT NULL,
                 author text NOT NULL DEFAULT session_user,
                 saved_at timestamptz NOT NULL DEFAULT now(),
                 status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'in review', 'approved')),
                 comment text NOT NULL DEFAULT '',
                 UNIQUE (scenario_id, number)))",
             R"(CREATE TABLE probe_results (
                 id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                 measured_at timestamptz NOT NULL,
                 device text NOT NULL,
                 document bytea NOT NULL,
                 added_by text NOT NULL DEFAULT session_user,
                 added_at timestamptz NOT NULL DEFAULT now()))",
             R"(CREATE TABLE audit (
                 id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                 at timestamptz NOT NULL DEFAULT clock_timestamp(),
                 who text NOT NULL,
                 host text NOT NULL,
                 action text NOT NULL,
                 table_name text NOT NULL,
                 row_id bigint,
                 detail text NOT NULL))",
             // Who, when, what and from where: the session's user (not the function's owner),
             // the client's address ("local" on a Unix socket). The row's large columns are
             // left out of the detail.
             R"(CREATE FUNCTION gputco_audit() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
                 SET search_path = public AS $$
             BEGIN
                 INSERT INTO audit (who, host, action, table_name, row_id, detail)
                 VALUES (session_user, coalesce(host(inet_client_addr()), 'local'), lower(TG_OP),
                         TG_TABLE_NAME, NEW.id,
                         (to_jsonb(NEW) - 'content' - 'document' - 'cells')::text);
                 PERFORM pg_notify('gputco_library', TG_TABLE_NAME);
                 RETURN NEW;
             END $$)",
             // Approving, and taking an approval back, is an approver's: checked by the
             // database for whoever writes, whatever program they use.
             R"(CREATE FUNCTION gputco_check_approval() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
                 IF (NEW.status = 'approved' OR (TG_OP = 'UPDATE' AND OLD.status = 'approved'))
                    AND NEW.status IS DISTINCT FROM (CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END)
                    AND NOT pg_has_role(session_user, 'gputco_approver', 'MEMBER') THEN
                     RAISE EXCEPTION 'only an approver may approve a revision or take an approval back: % is not in gputco_approver',
                         session_user USING ERRCODE = 'insufficient_privilege';
                 END IF;
                 RETURN NEW;
             END $$)",
             "CREATE TRIGGER revisions_approval BEFORE INSERT OR UPDATE ON revisions FOR EACH ROW "
             "EXECUTE FUNCTION gputco_check_approval()",
             "CREATE TRIGGER imports_audit AFTER INSERT ON imports FOR EACH ROW EXECUTE FUNCTION "
             "gputco_audit()",
             "CREATE TRIGGER scenarios_audit AFTER INSERT OR UPDATE ON scenarios FOR EACH ROW "
             "EXECUTE FUNCTION gputco_audit()",
             "CREATE TRIGGER revisions_audit AFTER INSERT OR UPDATE ON revisions FOR EACH ROW "
             "EXECUTE FUNCTION gputco_audit()",
             "CREATE TRIGGER probe_results_audit AFTER INSERT ON probe_results FOR EACH ROW "
             "EXECUTE FUNCTION gputco_audit()",
             // Catalog rows are told once an import, by its imports row: an import of 10,000
             // rows is one line of the trail, and one notification.
             "REVOKE ALL ON imports, catalog_rows, scenarios, revisions, probe_results, audit FROM PUBLIC",
             "REVOKE ALL ON FUNCTION gputco_audit() FROM PUBLIC",
             "GRANT SELECT ON imports, catalog_rows, scenarios, revisions, probe_results, audit, "
             "gputco_schema TO gputco_reader",
             "GRANT INSERT ON imports, catalog_rows, scenarios, revisions, probe_results TO gputco_analyst",
             "GRANT UPDATE (version, updated_by, updated_at) ON scenarios TO gputco_analyst",
             "GRANT UPDATE (status, comment) ON revisions TO gputco_analyst",
         }},
        // A revision saved while the server could not be reached is uploaded later with the id
        // the app gave it then: sent twice (the app stopped between the commit and forgetting
        // it), the second finds the first and adds nothing.
        {2, {"ALTER TABLE revisions ADD COLUMN upload_id text UNIQUE"}},
        // Who set a revision's status and when, on the revision itself: "approved by bob at
        // 20:33" in the list, without reading the audit trail. Written by the trigger, for
        // whoever changes the status, whatever program they use (the columns are granted to
        // nobody: a trigger's change to NEW is not checked against the writer's column grants).
        {3,
         {"ALTER TABLE revisions ADD COLUMN status_by text, ADD COLUMN status_at timestamptz",
          R"(CREATE FUNCTION gputco_status_set() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
                 IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
                     NEW.status_by := session_user;
                     NEW.status_at := now();
                 ELSE
                     NEW.status_by := OLD.status_by;
                     NEW.status_at := OLD.status_at;
                 END IF;
                 RETURN NEW;
             END $$)",
          "CREATE TRIGGER revisions_status_set BEFORE INSERT OR UPDATE ON revisions FOR EACH ROW "
          "EXECUTE FUNCTION gputco_status_set()",
          "UPDATE revisions SET status_at = saved_at, status_by = author WHERE status_by IS NULL"}},
        {4, typedCatalogStep()},
    };
    return kSteps;
}

bool rolesExist(QSqlDatabase& db) {
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT count(*) FROM pg_roles WHERE rolname IN "
                                 "('gputco_reader', 'gputco_analyst', 'gputco_approver')")) &&
           q.next() && q.value(0).toInt() == 3;
}

}  // namespace

QString sqlErrorText(const QSqlError& error) {
    QString text = error.databaseText().trimmed();
    if (text.isEmpty()) text = error.text().trimmed();
    // The server's message, not its report: "ERROR:  <message>\nCONTEXT:  PL/pgSQL function …"
    // is said as the message alone; libpq's hint on a second line ("Is the server running…")
    // goes too.
    text = text.section(QLatin1Char('\n'), 0, 0).trimmed();
    for (const char* prefix : {"ERROR:", "FATAL:"})
        if (text.startsWith(QLatin1String(prefix))) text = text.mid(qstrlen(prefix)).trimmed();
    // A message a library function wrapped ("cannot write the library: ERROR: ..."): the server's part.
    if (const qsizetype at = text.indexOf(QLatin1String(": ERROR:")); at >= 0)
        text = text.mid(at + 8).trimmed();
    return text;
}

int teamSchemaVersion() {
    return steps().back().version;
}

int teamServerVersion(QSqlDatabase& db, QString* error) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT to_regclass('public.gputco_schema') IS NOT NULL")) || !q.next()) {
        if (error) *error = sqlErrorText(q.lastError());
        return -1;
    }
    if (!q.value(0).toBool()) return 0;
    if (!q.exec(QStringLiteral("SELECT version FROM gputco_schema")) || !q.next()) {
        if (error) *error = sqlErrorText(q.lastError());
        return -1;
    }
    return q.value(0).toInt();
}

TeamMigration migrateTeamLibrary(QSqlDatabase& db, int upTo) {
    TeamMigration outcome;
    QString error;
    outcome.from = outcome.to = teamServerVersion(db, &error);
    if (outcome.from < 0) {
        outcome.error = QStringLiteral("cannot read the team library's version: %1").arg(error);
        return outcome;
    }
    if (outcome.from > teamSchemaVersion()) {
        outcome.error = QStringLiteral(
                            "the team library is at version %1, made by a newer gputco; this gputco "
                            "knows version %2 and does not change it")
                            .arg(outcome.from)
                            .arg(teamSchemaVersion());
        return outcome;
    }
    if (outcome.from < teamSchemaVersion() && !rolesExist(db)) {
        outcome.error = QStringLiteral(
            "the roles gputco_reader, gputco_analyst and gputco_approver do not exist: run "
            "packaging/team-library.sql (installed as /usr/share/gputco/team-library.sql) first");
        return outcome;
    }
    for (const Step& step : steps()) {
        if (step.version <= outcome.to) continue;
        if (upTo >= 0 && step.version > upTo) break;
        if (!db.transaction()) {
            outcome.error = QStringLiteral("cannot start step %1: %2")
                                .arg(step.version)
                                .arg(sqlErrorText(db.lastError()));
            return outcome;
        }
        QSqlQuery q(db);
        // The version row first: it makes two migrations at once wait for each other (the
        // second then finds the step done and fails on its first statement, changing nothing).
        std::vector<QString> statements;
        if (step.version == 1)
            statements.push_back(QStringLiteral("CREATE TABLE gputco_schema (version integer NOT NULL)"));
        for (const QString& s : step.statements) statements.push_back(s);
        statements.push_back(step.version == 1
                                 ? QStringLiteral("INSERT INTO gputco_schema (version) VALUES (1)")
                                 : QStringLiteral("UPDATE gputco_schema SET version = %1").arg(step.version));
        for (const QString& statement : statements)
            if (!q.exec(statement)) {
                outcome.error = QStringLiteral("step %1 failed, nothing of it kept: %2")
                                    .arg(step.version)
                                    .arg(sqlErrorText(q.lastError()));
                db.rollback();
                return outcome;
            }
        if (!db.commit()) {
            outcome.error = QStringLiteral("step %1 could not be committed: %2")
                                .arg(step.version)
                                .arg(sqlErrorText(db.lastError()));
            db.rollback();
            return outcome;
        }
        outcome.to = step.version;
    }
    return outcome;
}

}  // namespace gputco::io::library
