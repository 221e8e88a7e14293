#include "model/io/library/catalog_schema.h"

#include <QStringList>

namespace gputco::io::library {

namespace {

QString columnType(ColumnType type, SqlDialect dialect) {
    const bool sqlite = dialect == SqlDialect::Sqlite;
    switch (type) {
        case ColumnType::Number:
        case ColumnType::Fraction:
            return sqlite ? QStringLiteral("REAL") : QStringLiteral("double precision");
        case ColumnType::Integer:
            return sqlite ? QStringLiteral("INTEGER") : QStringLiteral("integer");
        default:
            return sqlite ? QStringLiteral("TEXT") : QStringLiteral("text");
    }
}

QString columnSql(const Column& column, SqlDialect dialect) {
    QString sql = QString::fromLatin1(column.name) + QLatin1Char(' ') + columnType(column.type, dialect);
    if (column.required) sql += QStringLiteral(" NOT NULL");
    // A pricing mode the engine does not know would be a price no option can use.
    if (column.type == ColumnType::PricingMode)
        sql += QStringLiteral(" CHECK (%1 IN ('on_demand', 'reserved', 'spot', 'subscription'))")
                   .arg(QLatin1String(column.name));
    return sql;
}

}  // namespace

SqlDialect dialectOf(const QSqlDatabase& db) {
    return db.driverName() == QLatin1String("QPSQL") ? SqlDialect::Postgres : SqlDialect::Sqlite;
}

QString catalogTableSql(Kind kind, SqlDialect dialect) {
    const KindSpec& spec = kindSpec(kind);
    QStringList columns;
    columns << (dialect == SqlDialect::Sqlite
                    ? QStringLiteral("id INTEGER PRIMARY KEY")
                    : QStringLiteral("id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY"));
    for (const Column& c : spec.columns) columns << columnSql(c, dialect);
    if (dialect == SqlDialect::Postgres) {
        // The import written first in the same transaction (TeamLibrary::importCatalog): a row
        // cannot be added to the team's catalog but as part of an import, which says who and when.
        columns << QStringLiteral(
            "import_id bigint NOT NULL DEFAULT currval(pg_get_serial_sequence('imports', 'id')) "
            "REFERENCES imports (id)");
        columns << QStringLiteral("UNIQUE (key, as_of)");
    }
    return QStringLiteral("CREATE TABLE %1 (%2)")
        .arg(QLatin1String(spec.name), columns.join(QStringLiteral(", ")));
}

std::vector<QString> catalogTableStatements(Kind kind, SqlDialect dialect) {
    std::vector<QString> statements{catalogTableSql(kind, dialect)};
    if (dialect == SqlDialect::Sqlite) {
        const QLatin1String name(kindSpec(kind).name);
        statements.push_back(QStringLiteral("CREATE INDEX %1_key_as_of ON %1 (key, as_of)").arg(name));
    }
    return statements;
}

QString sameValueTest(const char* column, SqlDialect dialect) {
    return QString::fromLatin1(column) + (dialect == SqlDialect::Sqlite
                                              ? QStringLiteral(" IS ?")
                                              : QStringLiteral(" IS NOT DISTINCT FROM ?"));
}

}  // namespace gputco::io::library
