#include "ui/dialogs/catalog_dialog.h"

#include <QCheckBox>
#include <QColor>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "model/scenario/price_age.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/price_age_words.h"
#include "ui/language.h"

namespace gputco::ui {

namespace lib = gputco::io::library;

namespace {

scenario::CalendarDate calendarDate(const QDate& d) {
    return {d.year(), d.month(), d.day()};
}

QDate todayDate() {
    const scenario::CalendarDate t = scenario::today();
    return QDate(t.year, t.month, t.day);
}

// Per row: whether it is its key's newest row dated on or before `on`.
std::vector<bool> inForceOn(const std::vector<lib::CatalogRow>& rows, const QDate& on) {
    const QString day = on.toString(Qt::ISODate);
    QHash<QString, std::size_t> newest;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].asOf() > day) continue;  // yyyy-MM-dd compares as text
        const auto it = newest.find(rows[r].key());
        if (it == newest.end() || rows[r].asOf() > rows[it.value()].asOf()) newest[rows[r].key()] = r;
    }
    std::vector<bool> inForce(rows.size(), false);
    for (const std::size_t r : newest) inForce[r] = true;
    return inForce;
}

// A catalog column's heading in words (issue #16: no snake_case where a person reads).
QString columnTitle(const char* name) {
    static const QHash<QString, const char*> titles = {
        {QStringLiteral("key"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Key")},
        {QStringLiteral("name"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Name")},
        {QStringLiteral("memory_gb"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Memory (GB)")},
        {QStringLiteral("hbm_gbps"),
         QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Memory bandwidth (GB/s)")},
        {QStringLiteral("fp32_tflops"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "FP32 (TFLOPS)")},
        {QStringLiteral("tensor_fp16_tflops"),
         QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Tensor FP16 (TFLOPS)")},
        {QStringLiteral("tdp_w"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Power (W)")},
        {QStringLiteral("eff_hbm"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Efficiency, memory")},
        {QStringLiteral("eff_fp32"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Efficiency, FP32")},
        {QStringLiteral("eff_tensor"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Efficiency, tensor")},
        {QStringLiteral("source"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Source")},
        {QStringLiteral("as_of"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "As of")},
        {QStringLiteral("gpu"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "GPU model")},
        {QStringLiteral("gpu_count"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "GPUs")},
        {QStringLiteral("price"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Price")},
        {QStringLiteral("currency"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Currency")},
        {QStringLiteral("power_kw"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Power (kW)")},
        {QStringLiteral("rack_units"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Rack units")},
        {QStringLiteral("provider"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Provider")},
        {QStringLiteral("region"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Region")},
        {QStringLiteral("instance"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Instance")},
        {QStringLiteral("gpus_per_instance"),
         QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "GPUs per instance")},
        {QStringLiteral("pricing_mode"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Pricing")},
        {QStringLiteral("term_months"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Term (months)")},
        {QStringLiteral("upfront_fraction"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Paid upfront")},
        {QStringLiteral("price_per_hour"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Price per hour")},
        {QStringLiteral("tariff_kind"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Tariff type")},
        {QStringLiteral("unit"), QT_TRANSLATE_NOOP("gputco::ui::CatalogColumns", "Unit")},
    };
    const auto it = titles.find(QString::fromLatin1(name));
    return it == titles.end() ? QString::fromLatin1(name)
                              : QCoreApplication::translate("gputco::ui::CatalogColumns", it.value());
}

// A stored value as a person reads it: a share in %, a pricing mode in words.
QString cellText(const lib::Column& column, const QString& stored) {
    if (stored.isEmpty()) return stored;
    if (column.type == lib::ColumnType::Fraction) {
        bool ok = false;
        const double v = stored.toDouble(&ok);
        return ok ? uiLocale().toString(v * 100, 'g', 6) + QStringLiteral(" %") : stored;
    }
    if (column.type == lib::ColumnType::PricingMode) {
        if (stored == QLatin1String("on_demand")) return CatalogDialog::tr("on demand");
        if (stored == QLatin1String("reserved")) return CatalogDialog::tr("reserved");
        if (stored == QLatin1String("spot")) return CatalogDialog::tr("spot");
        if (stored == QLatin1String("subscription")) return CatalogDialog::tr("subscription");
    }
    return stored;
}

}  // namespace

CatalogDialog::CatalogDialog(lib::Kind kind, std::vector<lib::CatalogRow> rows, const QString& note,
                             QWidget* parent, QDate on)
    : QDialog(parent),
      kind_(kind),
      rows_(std::move(rows)),
      on_(on.isValid() ? on : todayDate()),
      inForce_(inForceOn(rows_, on_)),
      search_(new QLineEdit(this)),
      history_(new QCheckBox(tr("Show price history"), this)),
      shown_(new QLabel(this)),
      table_(new QTableWidget(this)) {
    setWindowTitle(tr("Catalog: %1").arg(lib::kindName(kind)));
    resize(1100, 520);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Each price with its source, the date it was valid and its age. The chosen row's values "
           "are copied into the scenario, with its source and date."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (!note.isEmpty()) {
        auto* warning = new QLabel(note, this);
        warning->setTextFormat(Qt::PlainText);
        warning->setWordWrap(true);
        warning->setStyleSheet(QStringLiteral("color: #92400e;"));
        layout->addWidget(warning);
    }
    search_->setPlaceholderText(tr("Search (provider, instance, GPU, region, source…)"));
    search_->setClearButtonEnabled(true);
    connect(search_, &QLineEdit::textChanged, this, &CatalogDialog::setFilter);
    layout->addWidget(search_);
    auto* show = new QHBoxLayout;
    shown_->setTextFormat(Qt::PlainText);
    shown_->setWordWrap(true);
    show->addWidget(shown_, 1);
    history_->setToolTip(tr("Every dated row of each price: the older ones, and any dated after the day"));
    connect(history_, &QCheckBox::toggled, this, &CatalogDialog::setShowHistory);
    show->addWidget(history_);
    layout->addLayout(show);

    const lib::KindSpec& spec = lib::kindSpec(kind);
    // The catalog's columns, then each row's age on the day.
    const int ageColumn = static_cast<int>(spec.columns.size());
    table_->setColumnCount(ageColumn + 1);
    QStringList headers;
    for (const lib::Column& c : spec.columns) headers << columnTitle(c.name);
    headers << tr("Age");
    table_->setHorizontalHeaderLabels(headers);
    table_->setRowCount(static_cast<int>(rows_.size()));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->setVisible(false);
    // One line a row, so that a screen shows many: a long source is cut at its column's edge
    // and read whole under the table for the chosen row (and in the cell's tool tip).
    table_->setWordWrap(false);
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r)
        for (int c = 0; c < static_cast<int>(spec.columns.size()); ++c) {
            const QString text = cellText(spec.columns[static_cast<std::size_t>(c)],
                                          rows_[static_cast<std::size_t>(r)].values.value(c));
            auto* item = new QTableWidgetItem(text);
            const lib::ColumnType type = spec.columns[static_cast<std::size_t>(c)].type;
            if (type == lib::ColumnType::Number || type == lib::ColumnType::Integer ||
                type == lib::ColumnType::Fraction)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(text.toHtmlEscaped());
            table_->setItem(r, c, item);
        }
    const int asOf = lib::columnIndex(kind, "as_of");
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        const QDate dated = QDate::fromString(rows_[static_cast<std::size_t>(r)].asOf(), Qt::ISODate);
        const int months =
            dated.isValid() ? scenario::monthsBetween(calendarDate(dated), calendarDate(on_)) : 0;
        const QString age = !dated.isValid() ? QString()
                            : months < 0     ? tr("dated after %1").arg(on_.toString(Qt::ISODate))
                            : months == 0    ? tr("under a month old")
                                             : ageWords(months);
        auto* item = new QTableWidgetItem(age);
        // A price more than 12 months old on the day is stale: said in the inputs' amber.
        if (months > scenario::kStaleAfterMonths && kind != lib::Kind::Gpus) {
            item->setForeground(QColor(0x92, 0x40, 0x0e));
            item->setText(tr("%1, stale").arg(age));
            if (asOf >= 0) table_->item(r, asOf)->setForeground(QColor(0x92, 0x40, 0x0e));
        }
        table_->setItem(r, ageColumn, item);
    }
    table_->resizeColumnsToContents();
    // The source is long: a fixed width, elided; the whole text is under the table.
    const int source = lib::columnIndex(kind, "source");
    if (source >= 0) table_->setColumnWidth(source, 420);
    // Said to the layout tests, which find every cut text: this column is cut on purpose, and
    // the label that shows the chosen row's text whole.
    table_->setProperty("elidedColumn", source);
    table_->setProperty("elidedShownIn", QStringLiteral("CatalogSource"));
    table_->resizeRowsToContents();
    // What a buyer compares first: the price and its date, then what is priced; the source
    // last. Moved on screen only: the columns keep the catalog's order underneath.
    int shownAt = 0;
    for (const char* first : {"price_per_hour", "price", "currency", "as_of"})
        if (const int logical = lib::columnIndex(kind, first); logical >= 0)
            table_->horizontalHeader()->moveSection(table_->horizontalHeader()->visualIndex(logical),
                                                    shownAt++);
    table_->horizontalHeader()->moveSection(table_->horizontalHeader()->visualIndex(ageColumn), shownAt++);
    // The catalog's key (aws/us-east-1/p4d.24xlarge/spot) identifies a row for the file and the
    // CLI; a reader tells rows by provider, instance and GPU: the key goes next to last.
    const int key = lib::columnIndex(kind, "key");
    if (key >= 0)
        table_->horizontalHeader()->moveSection(table_->horizontalHeader()->visualIndex(key),
                                                table_->columnCount() - 1);
    if (source >= 0)
        table_->horizontalHeader()->moveSection(table_->horizontalHeader()->visualIndex(source),
                                                table_->columnCount() - 1);
    table_->horizontalHeader()->setStretchLastSection(true);
    connect(table_, &QTableWidget::cellDoubleClicked, this, &QDialog::accept);
    layout->addWidget(table_, 1);
    sourceText_ = new QLabel(this);
    sourceText_->setObjectName(QStringLiteral("CatalogSource"));
    sourceText_->setTextFormat(Qt::PlainText);
    sourceText_->setWordWrap(true);
    sourceText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sourceText_->setStyleSheet(QStringLiteral("color: #475569;"));
    layout->addWidget(sourceText_);
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this, source] {
        const QTableWidgetItem* cell =
            source >= 0 && table_->currentRow() >= 0 ? table_->item(table_->currentRow(), source) : nullptr;
        sourceText_->setText(cell ? tr("Source: %1").arg(cell->text())
                                  : tr("Choose a row to read its source in full here."));
    });
    sourceText_->setText(tr("Choose a row to read its source in full here."));
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("FieldProblem"));  // the theme's red
    problem_->setTextFormat(Qt::PlainText);
    problem_->setWordWrap(true);
    problem_->hide();
    layout->addWidget(problem_);
    connect(table_, &QTableWidget::itemSelectionChanged, problem_, &QLabel::hide);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    Prompts::nameButtons(*buttons);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Use in scenario"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setFilter(QString());
}

void CatalogDialog::setCheck(std::function<QString(const lib::CatalogRow&)> check) {
    check_ = std::move(check);
}

QString CatalogDialog::problemText() const {
    return problem_->isHidden() ? QString() : problem_->text();
}

void CatalogDialog::accept() {
    if (check_)
        if (const std::optional<lib::CatalogRow> row = chosen())
            if (const QString why = check_(*row); !why.isEmpty()) {
                problem_->setText(why);
                problem_->show();
                return;
            }
    QDialog::accept();
}

void CatalogDialog::setShowHistory(bool all) {
    if (history_->isChecked() != all) history_->setChecked(all);  // toggled() comes back here
    setFilter(search_->text());
}

void CatalogDialog::setFilter(const QString& text) {
    // Every word must be found, each in any column: "a100 aws" finds AWS's A100 rows, where the
    // whole text, in no single cell, found nothing.
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const bool all = history_->isChecked();
    for (int r = 0; r < table_->rowCount(); ++r) {
        bool match = all || inForce_[static_cast<std::size_t>(r)];
        for (const QString& word : words) {
            if (!match) break;
            bool found = false;
            for (int c = 0; !found && c < table_->columnCount(); ++c)
                found = table_->item(r, c)->text().contains(word, Qt::CaseInsensitive);
            match = found;
        }
        table_->setRowHidden(r, !match);
    }
    const QString day = on_.toString(Qt::ISODate);
    shown_->setText(
        all ? tr("Every dated row: %1 shown. Ages are counted to %2.").arg(visibleRowCount()).arg(day)
            : tr("The prices in force on %1: %2 shown. The older rows are the price history.")
                  .arg(day)
                  .arg(visibleRowCount()));
}

int CatalogDialog::visibleRowCount() const {
    int n = 0;
    for (int r = 0; r < table_->rowCount(); ++r) n += table_->isRowHidden(r) ? 0 : 1;
    return n;
}

bool CatalogDialog::selectKey(const QString& key) {
    int best = -1;
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        const lib::CatalogRow& row = rows_[static_cast<std::size_t>(r)];
        if (table_->isRowHidden(r) || row.key() != key) continue;
        if (best < 0 || row.asOf() > rows_[static_cast<std::size_t>(best)].asOf()) best = r;
    }
    if (best < 0) return false;
    table_->selectRow(best);
    return true;
}

std::optional<lib::CatalogRow> CatalogDialog::chosen() const {
    const int r = table_->currentRow();
    if (r < 0 || r >= static_cast<int>(rows_.size()) || table_->isRowHidden(r)) return std::nullopt;
    return rows_[static_cast<std::size_t>(r)];
}

}  // namespace gputco::ui
