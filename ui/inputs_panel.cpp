#include "ui/inputs_panel.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QVBoxLayout>
#include <cmath>
#include <map>

#include "model/scenario/field_paths.h"
#include "ui/field_editor.h"
#include "ui/field_labels.h"
#include "ui/scenario_document.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

// The field at `path`, read and written through the same paths the files and the risk
// analysis use (scenario::findField), so an editor exists for every field the engine reads.
NumberField pathField(const std::string& path, const FieldLabel& label, const QString& prefix) {
    return {QString::fromStdString(path), prefix + label.text,
            [path](const sc::Scenario& s) {
                const sc::FieldLookup f = sc::findField(s, path);
                return f.field ? f.field->raw() : 0.0;
            },
            // Stored as typed (a whole field rounded): a value out of range must reach the
            // validator, which shows why at the field, rather than be clamped silently.
            [path](sc::Scenario& s, double v) {
                const sc::FieldLookup f = sc::findField(s, path);
                if (f.field) f.field->setRaw(f.field->kind() == sc::FieldKind::Whole ? std::round(v) : v);
            },
            label.scale};
}

const QRegularExpression& sourcePattern() {
    static const QRegularExpression pattern(QStringLiteral("^options\\[(\\d+)\\]\\.sources\\[(\\d+)\\]"));
    return pattern;
}

// Where the value of a field came from, for its tool tip: the catalog row's source and date
// that the source, tariff or GPU model carries.
const sc::Provenance* provenanceOf(const sc::Scenario& s, const QString& path) {
    if (const auto m = sourcePattern().match(path); m.hasMatch()) {
        const auto o = m.captured(1).toULong(), i = m.captured(2).toULong();
        if (o >= s.options.size() || i >= s.options[o].sources.size()) return nullptr;
        return std::visit([](const auto& x) { return &x.provenance; }, s.options[o].sources[i]);
    }
    const std::string name = path.section(QLatin1Char('.'), 1, 1).toStdString();
    if (path.startsWith(QLatin1String("tariffs."))) {
        const auto it = s.tariffs.find(name);
        return it == s.tariffs.end() ? nullptr : &it->second.provenance;
    }
    if (path.startsWith(QLatin1String("gpus."))) {
        const auto it = s.gpus.find(name);
        return it == s.gpus.end() ? nullptr : &it->second.provenance;
    }
    return nullptr;
}

}  // namespace

InputsPanel::InputsPanel(ScenarioDocument* document, QWidget* parent)
    : QScrollArea(parent), document_(document) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumWidth(360);
    connect(document_, &ScenarioDocument::changed, this, &InputsPanel::onDocumentChanged);
    rebuild();
}

QString InputsPanel::shape() const {
    const sc::Scenario& s = document_->scenario();
    QString text;
    for (const auto& [name, tariff] : s.tariffs)
        text +=
            QString::fromStdString(name) + QString::number(static_cast<int>(tariff.kind)) + QLatin1Char(';');
    for (const sc::Option& o : s.options) {
        text += QString::fromStdString(o.name) + QLatin1Char(':');
        for (const sc::Source& source : o.sources) text += QString::number(source.index());
        text += QLatin1Char('|');
    }
    return text + QString::fromStdString(s.currency);
}

void InputsPanel::onDocumentChanged() {
    if (shape() != shape_) {
        rebuild();
        return;
    }
    for (FieldEditor* e : editors_) e->refresh(document_->problems());
}

void InputsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QScrollArea::changeEvent(event);
}

void InputsPanel::retranslate() {
    rebuild();
}

void InputsPanel::rebuild() {
    shape_ = shape();
    editors_.clear();
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 8, 4);
    layout->setSpacing(2);
    const sc::Scenario& s = document_->scenario();
    const QString money = QString::fromStdString(s.currency);

    const auto section = [&](const QString& title, const std::vector<NumberField>& fields) {
        // A heading label rather than a QGroupBox title: an option's name can be long, and a
        // group box would widen the whole panel to fit it.
        auto* heading = new QLabel(title, content);
        heading->setObjectName(QStringLiteral("InputsHeading"));
        heading->setTextFormat(Qt::PlainText);  // option names are the user's text
        heading->setWordWrap(true);
        heading->setStyleSheet(QStringLiteral("font-weight: 600; color: #0f172a; margin-top: 6px;"));
        layout->addWidget(heading);
        auto* box = new QFrame(content);
        box->setObjectName(QStringLiteral("InputsSection"));
        auto* form = new QFormLayout(box);
        form->setContentsMargins(8, 2, 4, 2);
        form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
        // Label above its field, as web calculators do: any label length fits the panel in
        // any language, and the fields line up.
        form->setRowWrapPolicy(QFormLayout::WrapAllRows);
        form->setVerticalSpacing(3);
        form->setLabelAlignment(Qt::AlignLeft);
        for (const NumberField& f : fields) {
            auto* editor = new FieldEditor(document_, f, box);
            auto* label = new QLabel(f.label, box);
            label->setTextFormat(Qt::PlainText);
            label->setWordWrap(true);
            label->setBuddy(editor->lineEdit());
            form->addRow(label, editor);
            editors_.push_back(editor);
        }
        layout->addWidget(box);
    };

    // Every numeric field, in file order, grouped by section (fieldSection()).
    std::map<QString, std::vector<NumberField>> sections;
    for (const std::string& p : sc::numericFieldPaths(s)) {
        const QString path = QString::fromStdString(p);
        const QString where = fieldSection(path);
        QString prefix;
        if (where == QLatin1String("tariffs") || where == QLatin1String("gpus"))
            prefix = path.section(QLatin1Char('.'), 1, 1) + QStringLiteral(": ");
        if (const auto m = sourcePattern().match(path); m.hasMatch()) {
            const auto o = m.captured(1).toULong();
            if (o < s.options.size() && s.options[o].sources.size() > 1)
                prefix = QStringLiteral("%1 · ").arg(m.captured(2).toInt() + 1);
        }
        sections[where].push_back(pathField(p, fieldLabel(path, money), prefix));
    }
    const auto take = [&](const QString& key) {
        const auto it = sections.find(key);
        return it == sections.end() ? std::vector<NumberField>{} : it->second;
    };
    section(tr("General"), take(QStringLiteral("general")));
    section(tr("Demand"), take(QStringLiteral("demand")));
    if (!s.tariffs.empty()) section(tr("Electricity tariffs"), take(QStringLiteral("tariffs")));
    if (!s.gpus.empty()) section(tr("GPU models"), take(QStringLiteral("gpus")));
    for (std::size_t o = 0; o < s.options.size(); ++o)
        section(QString::fromStdString(s.options[o].name), take(QStringLiteral("options[%1]").arg(o)));
    for (FieldEditor* e : editors_) {
        QString tip = e->field().path;
        if (const sc::Provenance* p = provenanceOf(s, e->field().path); p && !p->source.empty())
            tip += QLatin1Char('\n') +
                   tr("Source: %1, as of %2")
                       .arg(QString::fromStdString(p->source), QString::fromStdString(p->asOf));
        e->lineEdit()->setToolTip(tip.toHtmlEscaped());
    }
    layout->addStretch(1);
    setWidget(content);  // deletes the previous content and its editors
}

FieldEditor* InputsPanel::editorFor(const QString& path) const {
    for (FieldEditor* e : editors_)
        if (e->field().path == path) return e;
    return nullptr;
}

}  // namespace gputco::ui
