#include "ui/inputs_panel.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include "ui/field_editor.h"
#include "ui/scenario_document.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

template <class T>
T* sourceAs(sc::Scenario& s, std::size_t option, std::size_t source) {
    return std::get_if<T>(&s.options.at(option).sources.at(source));
}

template <class T>
const T* sourceAs(const sc::Scenario& s, std::size_t option, std::size_t source) {
    return std::get_if<T>(&s.options.at(option).sources.at(source));
}

// A number inside the source of one kind at options[o].sources[i].
template <class T>
NumberField sourceField(std::size_t o, std::size_t i, const QString& name, const QString& label,
                        double T::*member, double scale = 1) {
    return {QStringLiteral("options[%1].sources[%2].%3").arg(o).arg(i).arg(name), label,
            [=](const sc::Scenario& s) { return sourceAs<T>(s, o, i)->*member; },
            [=](sc::Scenario& s, double v) { sourceAs<T>(s, o, i)->*member = v; }, scale};
}

NumberField pueField(std::size_t o, std::size_t i, const QString& label) {
    return {QStringLiteral("options[%1].sources[%2].facility.pue").arg(o).arg(i), label,
            [=](const sc::Scenario& s) { return sourceAs<sc::OwnedSource>(s, o, i)->facility.pue; },
            [=](sc::Scenario& s, double v) { sourceAs<sc::OwnedSource>(s, o, i)->facility.pue = v; }};
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
        // A label too long for the panel puts its field on the next line, never under it.
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
        form->setLabelAlignment(Qt::AlignLeft);
        for (const NumberField& f : fields) {
            auto* editor = new FieldEditor(document_, f, box);
            auto* label = new QLabel(f.label, box);
            label->setTextFormat(Qt::PlainText);
            label->setBuddy(editor->lineEdit());
            form->addRow(label, editor);
            editors_.push_back(editor);
        }
        layout->addWidget(box);
    };

    section(
        tr("General"),
        {{QStringLiteral("horizon_years"), tr("Horizon (years)"),
          [](const sc::Scenario& x) { return double(x.horizonYears); },
          [](sc::Scenario& x, double v) { x.horizonYears = static_cast<int>(std::lround(v)); }},
         {QStringLiteral("finance.discount_rate"), tr("Discount rate (% per year)"),
          [](const sc::Scenario& x) { return x.finance.discountRate; },
          [](sc::Scenario& x, double v) { x.finance.discountRate = v; }, 100},
         {QStringLiteral("tax.rate"), tr("Tax rate (%)"), [](const sc::Scenario& x) { return x.tax.rate; },
          [](sc::Scenario& x, double v) { x.tax.rate = v; }, 100}});
    section(tr("Demand"), {{QStringLiteral("demand.gpus"), tr("Average demand (reference GPUs)"),
                            [](const sc::Scenario& x) { return x.demand.gpus; },
                            [](sc::Scenario& x, double v) { x.demand.gpus = v; }},
                           {QStringLiteral("demand.growth_per_year"), tr("Demand growth (% per year)"),
                            [](const sc::Scenario& x) { return x.demand.growthPerYear; },
                            [](sc::Scenario& x, double v) { x.demand.growthPerYear = v; }, 100},
                           {QStringLiteral("demand.unserved_cost_per_hour"),
                            tr("Cost of unserved demand (%1 per GPU-hour)").arg(money),
                            [](const sc::Scenario& x) { return x.demand.unservedCostPerHour; },
                            [](sc::Scenario& x, double v) { x.demand.unservedCostPerHour = v; }}});

    std::vector<NumberField> tariffs;
    for (const auto& [key, tariff] : s.tariffs) {
        const std::string k = key;
        const QString name = QString::fromStdString(key);
        const QString base = QStringLiteral("tariffs.") + name;
        const auto price = [k](double sc::Tariff::*m) {
            return std::pair{[k, m](const sc::Scenario& x) { return x.tariffs.at(k).*m; },
                             [k, m](sc::Scenario& x, double v) { x.tariffs.at(k).*m = v; }};
        };
        const auto add = [&](const char* field, const QString& label, double sc::Tariff::*m,
                             double scale = 1) {
            const auto [get, set] = price(m);
            tariffs.push_back({base + QLatin1Char('.') + QLatin1String(field), label, get, set, scale});
        };
        if (tariff.kind == sc::TariffKind::Flat) {
            add("price_per_kwh", tr("%1: price (%2/kWh)").arg(name, money), &sc::Tariff::pricePerKwh);
        } else {
            add("peak_price_per_kwh", tr("%1: peak price (%2/kWh)").arg(name, money),
                &sc::Tariff::peakPricePerKwh);
            add("offpeak_price_per_kwh", tr("%1: off-peak price (%2/kWh)").arg(name, money),
                &sc::Tariff::offpeakPricePerKwh);
        }
        add("escalation_per_year", tr("%1: escalation (% per year)").arg(name),
            &sc::Tariff::escalationPerYear, 100);
    }
    if (!tariffs.empty()) section(tr("Electricity tariffs"), tariffs);

    for (std::size_t o = 0; o < s.options.size(); ++o) {
        std::vector<NumberField> fields;
        const sc::Option& option = s.options[o];
        for (std::size_t i = 0; i < option.sources.size(); ++i) {
            const QString n = option.sources.size() > 1 ? QStringLiteral("%1 · ").arg(i + 1) : QString();
            const sc::Source& source = option.sources[i];
            if (std::holds_alternative<sc::OwnedSource>(source)) {
                using T = sc::OwnedSource;
                fields.push_back(
                    sourceField<T>(o, i, QStringLiteral("nodes"), n + tr("Servers (nodes)"), &T::nodes));
                fields.push_back(sourceField<T>(o, i, QStringLiteral("server_price"),
                                                n + tr("Server price (%1)").arg(money), &T::serverPrice));
                fields.push_back(pueField(o, i, n + tr("PUE")));
                fields.push_back(sourceField<T>(o, i, QStringLiteral("max_kw"),
                                                n + tr("Power at full load (kW per server)"), &T::maxKw));
                fields.push_back(sourceField<T>(o, i, QStringLiteral("resale_decline_per_year"),
                                                n + tr("Resale value decline (% per year)"),
                                                &T::resaleDeclinePerYear, 100));
            } else if (std::holds_alternative<sc::ReservedSource>(source)) {
                using T = sc::ReservedSource;
                fields.push_back(sourceField<T>(o, i, QStringLiteral("instances"),
                                                n + tr("Reserved instances"), &T::instances));
                fields.push_back(sourceField<T>(o, i, QStringLiteral("price_per_hour"),
                                                n + tr("Price (%1 per instance-hour)").arg(money),
                                                &T::pricePerHour));
            } else if (std::holds_alternative<sc::SpotSource>(source)) {
                using T = sc::SpotSource;
                fields.push_back(sourceField<T>(o, i, QStringLiteral("price_per_hour"),
                                                n + tr("Spot price (%1 per instance-hour)").arg(money),
                                                &T::pricePerHour));
            } else {
                using T = sc::OnDemandSource;
                fields.push_back(sourceField<T>(o, i, QStringLiteral("price_per_hour"),
                                                n + tr("On-demand price (%1 per instance-hour)").arg(money),
                                                &T::pricePerHour));
            }
        }
        fields.push_back({QStringLiteral("options[%1].staff.fte").arg(o), tr("Staff (full-time equivalents)"),
                          [o](const sc::Scenario& x) { return x.options.at(o).staff.fte; },
                          [o](sc::Scenario& x, double v) { x.options.at(o).staff.fte = v; }});
        section(QString::fromStdString(option.name), fields);
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
