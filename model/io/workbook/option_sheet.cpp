#include "model/io/workbook/option_sheet.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <variant>

#include "model/engine/capacity_stack.h"
#include "model/engine/cloud_costs.h"
#include "model/engine/option_model.h"
#include "model/engine/owned_costs.h"
#include "model/finance/annuity.h"
#include "model/finance/depreciation.h"

namespace gputco::io::workbook {

namespace {

using engine::Category;
using engine::Timing;

enum class Role {
    Quantity,  // an engine quantity: a value
    Helper,    // a formula that is not money (energy, a price in service)
    Money,     // a cost of its category, counted in the totals
    Memo,      // not paid: depreciation, loan interest (deductible only)
    Tax,       // a tax flow itself (tax on a sale)
};
enum class Leverage { Both, FinancedOnly, UnleveredOnly };

struct Column {
    std::string header;
    Role role = Role::Money;
    Category category = Category::Hardware;
    Timing timing = Timing::EndOfMonth;
    bool deductible = false;
    Leverage leverage = Leverage::Both;
    Format format = Format::Money;
};

constexpr int kTitleRow = 0;
constexpr int kFiguresRow = 3;
constexpr int kHeaderRow = 24;
constexpr int kFirstMonthRow = kHeaderRow + 1;
constexpr int kFixedColumns = 6;   // m, year, t start, t end, DF start, DF end
constexpr int kFigureColumn = 4;   // the key figures' values, their labels running over columns 0-3
constexpr int kBasisColumn = 5;    // each key figure's basis, running over the columns to its right
constexpr int kTotalsColumn = 13;  // the totals by category, right of the key figures' bases

Expr iff(const std::string& condition, bool holds, const Expr& then, const Expr& otherwise) {
    return Expr::call("IF", {condition, then.formula(), otherwise.formula()},
                      holds ? then.value() : otherwise.value());
}

class OptionSheetBuilder {
public:
    OptionSheetBuilder(Sheet& sheet, const engine::ProjectionContext& context, std::size_t option,
                       InputNames& names, const WorkbookText& text)
        : sheet_(sheet),
          context_(context),
          s_(context.scenario),
          optionIndex_(option),
          option_(s_.options[option]),
          model_(context, option_),
          names_(names),
          text_(text),
          months_(context.months),
          tax_(s_.tax.enabled) {}

    OptionFigures build();

private:
    int row(int month) const { return kFirstMonthRow + month; }
    int add(Column column) {
        columns_.push_back(std::move(column));
        cells_.emplace_back(static_cast<std::size_t>(months_));
        return kFixedColumns + static_cast<int>(columns_.size()) - 1;
    }
    Column& column(int col) { return columns_[static_cast<std::size_t>(col - kFixedColumns)]; }
    // The column's cells, one per month (empty where nothing is paid).
    std::vector<std::optional<Expr>>& cells(int col) {
        return cells_[static_cast<std::size_t>(col - kFixedColumns)];
    }
    void set(int col, int month, const Expr& e) { cells(col)[static_cast<std::size_t>(month)] = e; }
    // The cell of `col` in `month` as a term (0 where it is empty).
    Expr at(int col, int month, bool absolute = false) {
        const auto& cell = cells(col)[static_cast<std::size_t>(month)];
        return Expr::ref(cellName(row(month), col, absolute), cell ? cell->value() : 0.0);
    }
    Expr year(int month) const { return Expr::ref(cellName(row(month), 1), static_cast<double>(month / 12)); }
    Expr escalation(const std::string& path, int month) { return pow(one() + names_(path), year(month)); }
    // (1 + inflation_per_year)^year: every recurring price without an escalation of its own
    // (MODEL.md section 9, "Inflation").
    Expr inflation(int month) { return escalation("finance.inflation_per_year", month); }
    static Expr one() { return Expr::number(1); }
    static Expr num(double v) { return Expr::number(v); }
    std::string monthRef(int month) const { return cellName(row(month), 0); }

    std::string sourceLabel(std::size_t j) const;
    void addOwned(std::size_t j, const scenario::OwnedSource& o, const engine::StackLayer& layer);
    void addReserved(std::size_t j, const scenario::ReservedSource& r);
    void addElastic(std::size_t j, const engine::StackLayer& layer);
    void addOptionCosts();
    OptionFigures writeAll();

    Sheet& sheet_;
    const engine::ProjectionContext& context_;
    const scenario::Scenario& s_;
    std::size_t optionIndex_;
    const scenario::Option& option_;
    engine::OptionModel model_;
    InputNames& names_;
    const WorkbookText& text_;
    int months_;
    bool tax_;
    std::vector<Column> columns_;
    std::vector<std::vector<std::optional<Expr>>> cells_;  // per column, per month
    std::vector<engine::MonthService> service_;            // per month
    std::vector<int> servedColumns_;
    int unservedHoursColumn_ = -1;
    int unservedCostColumn_ = -1;
    // The loan's columns, for the unlevered flows and the financing NPV.
    struct LoanColumns {
        int payment = -1, interest = -1, cashPart = -1;
        std::string label;  // the source's, "1 DGX A100 (owned): "
        Expr annualRate;    // c: the cost of debt, or the loan's own rate when none is given
    };
    std::vector<LoanColumns> loans_;  // one per owned source on a loan
    std::vector<int> leasePayments_;  // the payment column of each leased source
};

std::string OptionSheetBuilder::sourceLabel(std::size_t j) const {
    const scenario::Source& source = option_.sources[j];
    const std::string number = std::to_string(j + 1);
    if (const auto* o = std::get_if<scenario::OwnedSource>(&source))
        return withArg(text_.word(Word::SourceOwned),
                       number + " " + (o->server.empty() ? o->gpu : o->server));
    const scenario::CloudOffer& offer = *engine::cloudOffer(source);
    const std::string what = number + " " + (offer.offer.empty() ? offer.gpu : offer.offer);
    if (const auto* r = std::get_if<scenario::ReservedSource>(&source))
        return withArg(text_.word(r->subscription ? Word::SourceSubscription : Word::SourceReserved), what);
    if (std::holds_alternative<scenario::SpotSource>(source))
        return withArg(text_.word(Word::SourceSpot), what);
    return withArg(text_.word(Word::SourceOnDemand), what);
}

void OptionSheetBuilder::addOwned(std::size_t j, const scenario::OwnedSource& o,
                                  const engine::StackLayer& layer) {
    const std::string p = sourcePath(optionIndex_, j) + ".";
    const std::string label = sourceLabel(j) + ": ";
    auto name = [&](const char* key) { return names_(p + key); };
    const bool loan = o.financing.kind == scenario::FinancingKind::Loan;
    const bool lease = o.financing.kind == scenario::FinancingKind::Lease;
    const bool settle = s_.finance.commitmentsAtHorizon == scenario::CommitmentsAtHorizon::Settle;
    const auto tariffIt = s_.tariffs.find(o.facility.tariff);
    const scenario::Tariff* tariff = tariffIt == s_.tariffs.end() ? nullptr : &tariffIt->second;
    const bool tou = tariff && tariff->kind == scenario::TariffKind::TimeOfUse;

    // Served hours and energy.
    const int served =
        add({label + text_.word(Word::Served), Role::Quantity, {}, {}, false, {}, Format::Hours});
    servedColumns_.push_back(served);
    const int capacity =
        add({label + text_.word(Word::Capacity), Role::Quantity, {}, {}, false, {}, Format::Hours});
    int servedPeak = -1;
    if (tou)
        servedPeak =
            add({label + text_.word(Word::ServedPeak), Role::Quantity, {}, {}, false, {}, Format::Hours});
    for (int m = 0; m < months_; ++m) {
        const engine::SlotSums& sums = service_[static_cast<std::size_t>(m)].served[j];
        set(served, m, num(sums.all * engine::kHoursPerSlot));
        set(capacity, m, num(layer.capacity));
        if (tou) set(servedPeak, m, num(sums.peak * engine::kHoursPerSlot));
    }
    if (tariff && layer.capacity > 0) {
        const std::string t = "tariffs." + o.facility.tariff + ".";
        const double peakHours = context_.curve.peakSlotCount() * engine::kHoursPerSlot;
        auto kwh = [&](int m, double idleHours, const Expr& servedHours) {
            // idle power all the time, plus (max - idle) for the served share of the capacity
            return name("nodes") * name("idle_kw") * num(idleHours) +
                   (name("max_kw") - name("idle_kw")) * name("nodes") * servedHours / at(capacity, m);
        };
        int kwhAll = -1, kwhPeak = -1, kwhOff = -1;
        if (tou) {
            kwhPeak =
                add({label + text_.word(Word::ItKwhPeak), Role::Helper, {}, {}, false, {}, Format::Hours});
            kwhOff =
                add({label + text_.word(Word::ItKwhOffpeak), Role::Helper, {}, {}, false, {}, Format::Hours});
        } else {
            kwhAll = add({label + text_.word(Word::ItKwh), Role::Helper, {}, {}, false, {}, Format::Hours});
        }
        const int it = add({label + text_.category(Category::ElectricityIt), Role::Money,
                            Category::ElectricityIt, Timing::EndOfMonth, true});
        const int cooling = add({label + text_.category(Category::ElectricityCooling), Role::Money,
                                 Category::ElectricityCooling, Timing::EndOfMonth, true});
        for (int m = 0; m < months_; ++m) {
            Expr cost;
            if (tou) {
                set(kwhPeak, m, kwh(m, peakHours, at(servedPeak, m)));
                set(kwhOff, m,
                    kwh(m, scenario::kHoursPerMonth - peakHours, at(served, m) - at(servedPeak, m)));
                cost = (at(kwhPeak, m) * names_(t + "peak_price_per_kwh") +
                        at(kwhOff, m) * names_(t + "offpeak_price_per_kwh")) *
                       escalation(t + "escalation_per_year", m);
            } else {
                set(kwhAll, m, kwh(m, scenario::kHoursPerMonth, at(served, m)));
                cost = at(kwhAll, m) * names_(t + "price_per_kwh") * escalation(t + "escalation_per_year", m);
            }
            set(it, m, cost);
            set(cooling, m, at(it, m) * (name("facility.pue") - one()));
        }
    }

    // Fixed costs every month.
    const int colo = add({label + text_.category(Category::Colocation), Role::Money, Category::Colocation,
                          Timing::EndOfMonth, true});
    const int software = add({label + text_.category(Category::Software), Role::Money, Category::Software,
                              Timing::EndOfMonth, true});
    for (int m = 0; m < months_; ++m) {
        set(colo, m,
            (name("facility.colo_per_kw_month") * name("nodes") * name("max_kw") +
             name("facility.rack_fee_per_month")) *
                inflation(m));
        set(software, m,
            name("licence_per_gpu_year") * name("nodes") * name("gpus_per_node") / num(12) * inflation(m));
    }

    // Facility capex: an asset of its own (MODEL.md section 9).
    if (o.facility.capex > 0) {
        const int facility = add({label + text_.category(Category::Facility), Role::Money, Category::Facility,
                                  Timing::StartOfMonth});
        set(facility, 0, name("facility.capex"));
        const Expr lifeMonths = num(12) * name("facility.capex_life_years");
        if (tax_) {
            const int dep = add({label + text_.word(Word::FacilityDepreciation), Role::Memo,
                                 Category::TaxShield, Timing::EndOfMonth, true});
            const int life = 12 * static_cast<int>(std::lround(o.facility.capexLifeYears));
            for (int m = 0; m < months_; ++m)
                set(dep, m,
                    iff(monthRef(m) + "<" + lifeMonths.formula(), m < life,
                        name("facility.capex") / lifeMonths, num(0)));
        }
        // residual_fraction of the book value left at the horizon: a value in use, no tax effect.
        const int residual = add(
            {label + text_.word(Word::FacilityResidual), Role::Money, Category::Resale, Timing::EndOfMonth});
        set(residual, months_ - 1,
            -(name("facility.residual_fraction") * name("facility.capex") *
              Expr::call("MAX", {num(0), one() - num(months_) / lifeMonths},
                         std::max(0.0, 1.0 - months_ / (12.0 * std::lround(o.facility.capexLifeYears))))));
    }

    // Hardware generations.
    const auto gens = engine::generations(o, months_);
    const int inService =
        add({label + text_.word(Word::HardwareInService), Role::Helper, {}, {}, false, {}, Format::Money});
    const int hardware = add(
        {label + text_.category(Category::Hardware), Role::Money, Category::Hardware, Timing::StartOfMonth});
    const int installation = add({label + text_.category(Category::Installation), Role::Money,
                                  Category::Installation, Timing::StartOfMonth});
    const int maintenance = add({label + text_.category(Category::Maintenance), Role::Money,
                                 Category::Maintenance, Timing::EndOfMonth, true});
    int share = -1, depreciation = -1;
    if (tax_) {
        share = add(
            {label + text_.word(Word::DepreciationShare), Role::Quantity, {}, {}, false, {}, Format::Factor});
        depreciation = add({label + text_.word(Word::Depreciation), Role::Memo, Category::TaxShield,
                            Timing::EndOfMonth, true});
    }
    const bool refreshes = gens.size() > 1;
    const int resaleEnd = lease ? -1
                                : add({label + text_.category(Category::Resale), Role::Money,
                                       Category::Resale, Timing::EndOfMonth});
    const int resaleRefresh = refreshes ? add({label + text_.word(Word::ResaleAtRefresh), Role::Money,
                                               Category::Resale, Timing::StartOfMonth})
                                        : -1;
    int saleTaxEnd = -1, saleTaxRefresh = -1;
    if (tax_ && !lease) {
        saleTaxEnd =
            add({label + text_.word(Word::SaleTax), Role::Tax, Category::TaxShield, Timing::EndOfMonth});
        if (refreshes)
            saleTaxRefresh = add(
                {label + text_.word(Word::SaleTax), Role::Tax, Category::TaxShield, Timing::StartOfMonth});
    }

    for (std::size_t i = 0; i < gens.size(); ++i) {
        const engine::Generation& g = gens[i];
        const bool first = i == 0;
        const int start = g.purchaseMonth;
        const Expr declined = pow(one() - name("price_decline_per_year"), num(start / 12.0));
        for (int m = start; m < g.endMonth; ++m)
            set(inService, m,
                name("nodes") * (one() + name("spare_fraction")) *
                    (name("server_price") + name("network_per_node") + name("storage_per_node")) * declined);
        const Expr h = at(inService, start);
        if (first && loan) {
            set(hardware, start, h * name("financing.down_payment_fraction"));
            set(installation, start,
                h * name("installation_fraction") * name("financing.down_payment_fraction"));
        } else if (first && lease) {
            set(installation, start, h * name("installation_fraction"));
        } else {
            set(hardware, start, h);
            set(installation, start, h * name("installation_fraction"));
        }
        const int warrantyMonths = static_cast<int>(std::lround(12.0 * o.warrantyYears));
        for (int m = start; m < g.endMonth; ++m)
            set(maintenance, m,
                iff(monthRef(m) + "-" + std::to_string(start) + ">=12*" + name("warranty_years").formula(),
                    m >= start + warrantyMonths,
                    name("support_rate_per_year") * at(inService, m) / num(12) * inflation(m), num(0)));

        const bool ownsHardware = !(first && lease);
        const Expr base =
            ownsHardware ? h * (one() + name("installation_fraction")) : h * name("installation_fraction");
        if (tax_) {
            const finance::DepreciationPlan plan = finance::depreciationPlan(
                s_.accounting.depreciation, 1.0, static_cast<int>(std::lround(s_.accounting.lifeYears)),
                s_.accounting.salvageFraction, s_.accounting.factor, s_.accounting.bonusFraction);
            for (int m = start; m < g.endMonth; ++m) {
                const auto y = static_cast<std::size_t>((m - start) / 12);
                double part = m == start ? plan.atPurchase : 0.0;
                if (y < plan.yearly.size()) part += plan.yearly[y] / 12.0;
                set(share, m, num(part));
                set(depreciation, m, base * at(share, m));
            }
        }
        if (!ownsHardware) continue;
        const int age = g.endMonth - start;
        const Expr resale = name("nodes") * (one() + name("spare_fraction")) * name("server_price") *
                            declined * pow(one() - name("resale_decline_per_year"), num(age / 12.0));
        const int saleMonth = g.soldAtRefresh ? g.endMonth : months_ - 1;
        set(g.soldAtRefresh ? resaleRefresh : resaleEnd, saleMonth, -resale);
        if (tax_) {
            double shares = 0;
            for (int m = start; m < g.endMonth; ++m)
                shares += cells(share)[static_cast<std::size_t>(m)]->value();
            const Expr taken = Expr::call("SUM", {rangeName(row(start), share, row(g.endMonth - 1))}, shares);
            set(g.soldAtRefresh ? saleTaxRefresh : saleTaxEnd, saleMonth,
                names_("tax.rate") * (resale - base * (one() - taken)));
        }
    }

    // Financing of the first generation.
    if (loan) {
        const Expr rate = name("financing.rate") / num(12);
        const Expr term = name("financing.term_months");
        const Expr principal = (one() - name("financing.down_payment_fraction")) * at(inService, 0, true) *
                               (one() + name("installation_fraction"));
        const double r = rate.value(), pv = principal.value();
        const int n = o.financing.termMonths;
        const Expr payment = Expr::call("PMT", {rate, term, -principal}, finance::annuityPayment(r, n, pv));
        LoanColumns& columns = loans_.emplace_back();
        columns.label = label;
        columns.annualRate = s_.finance.costOfDebt ? names_("finance.cost_of_debt") : name("financing.rate");
        columns.payment = add({label + text_.category(Category::Financing), Role::Money, Category::Financing,
                               Timing::EndOfMonth, false, Leverage::FinancedOnly});
        columns.interest =
            add({label + text_.word(Word::LoanInterest), Role::Memo, Category::FinancingInterest,
                 Timing::EndOfMonth, true, Leverage::FinancedOnly});
        columns.cashPart = add({label + text_.word(Word::FinancedPartInCash), Role::Money, Category::Hardware,
                                Timing::StartOfMonth, false, Leverage::UnleveredOnly});
        set(columns.cashPart, 0, principal);
        for (int k = 0; k < months_; ++k) {
            const std::string inTerm = monthRef(k) + "<" + term.formula();
            Expr pay = iff(inTerm, k < n, payment, num(0));
            if (k == months_ - 1) {
                // A loan still running at the horizon is settled there (MODEL.md section 9).
                const Expr balance = -Expr::call("FV", {rate, num(months_), -payment, principal},
                                                 -finance::annuityBalance(r, months_, n, pv));
                pay = pay + iff(term.formula() + ">" + std::to_string(months_), n > months_, balance, num(0));
            }
            set(columns.payment, k, pay);
            set(columns.interest, k,
                iff(inTerm, k < n,
                    Expr::call("IPMT", {rate, num(k + 1), term, -principal},
                               finance::annuityInterest(r, k + 1, n, pv)),
                    num(0)));
        }
    } else if (lease) {
        // The servers serve only while leased: the lease renews at its payment until the
        // horizon. With commitments settled, the rest of a last term that runs past it is paid at
        // t = M: T x ceil(M / T) - M payments (MODEL.md section 9, "Lease").
        const int lease = add({label + text_.category(Category::Financing), Role::Money, Category::Financing,
                               Timing::EndOfMonth, true});
        leasePayments_.push_back(lease);
        const Expr term = name("financing.term_months");
        const Expr monthsExpr = num(months_);
        for (int k = 0; k < months_; ++k) {
            Expr pay = name("financing.monthly_payment");
            if (settle && k == months_ - 1) {
                const int n = std::max(1, o.financing.termMonths);
                const Expr terms = Expr::call("ROUNDUP", {monthsExpr / term, num(0)},
                                              static_cast<double>((months_ + n - 1) / n));
                pay = pay + name("financing.monthly_payment") * (term * terms - monthsExpr);
            }
            set(lease, k, pay);
        }
    }
}

void OptionSheetBuilder::addReserved(std::size_t j, const scenario::ReservedSource& r) {
    const std::string p = sourcePath(optionIndex_, j) + ".";
    const std::string label = sourceLabel(j) + ": ";
    auto name = [&](const char* key) { return names_(p + key); };
    const bool settle = s_.finance.commitmentsAtHorizon == scenario::CommitmentsAtHorizon::Settle;
    const int served =
        add({label + text_.word(Word::Served), Role::Quantity, {}, {}, false, {}, Format::Hours});
    servedColumns_.push_back(served);
    for (int m = 0; m < months_; ++m)
        set(served, m, num(service_[static_cast<std::size_t>(m)].served[j].all * engine::kHoursPerSlot));

    const Expr hourly =
        r.subscription ? name("price_per_month") / num(scenario::kHoursPerMonth) : name("price_per_hour");
    const int upfront = add(
        {label + text_.word(Word::Upfront), Role::Money, Category::CloudCompute, Timing::StartOfMonth, true});
    const int monthly = add(
        {label + text_.word(Word::Monthly), Role::Money, Category::CloudCompute, Timing::EndOfMonth, true});
    const int term = std::max(1, r.termMonths);
    int after = -1;
    for (int start = 0; start < months_; start += term) {
        // The term's total at the price of the year it starts in, fixed for the term.
        const Expr total = name("instances") * hourly *
                           pow(one() + name("escalation_per_year"), num(start / 12)) *
                           num(scenario::kHoursPerMonth * term);
        const int inside = std::min(term, months_ - start);
        const bool cut = inside < term;
        Expr up = name("upfront_fraction") * total;
        if (cut && !settle) up = up * num(inside) / num(term);
        set(upfront, start, up);
        const Expr part = (one() - name("upfront_fraction")) * total / num(term);
        for (int m = start; m < start + inside; ++m) set(monthly, m, part);
        if (settle && cut) {
            after = add({label + text_.word(Word::AfterHorizon), Role::Money, Category::CloudCompute,
                         Timing::EndOfMonth, true});
            set(after, months_ - 1, part * num(term - inside));
        }
    }
}

void OptionSheetBuilder::addElastic(std::size_t j, const engine::StackLayer& layer) {
    const std::string p = sourcePath(optionIndex_, j) + ".";
    const std::string label = sourceLabel(j) + ": ";
    const int served =
        add({label + text_.word(Word::Served), Role::Quantity, {}, {}, false, {}, Format::Hours});
    servedColumns_.push_back(served);
    const int billed =
        add({label + text_.word(Word::Billed), Role::Quantity, {}, {}, false, {}, Format::Hours});
    const int cost = add({label + text_.category(Category::CloudCompute), Role::Money, Category::CloudCompute,
                          Timing::EndOfMonth, true});
    for (int m = 0; m < months_; ++m) {
        const double hours = service_[static_cast<std::size_t>(m)].served[j].all * engine::kHoursPerSlot;
        set(served, m, num(hours));
        set(billed, m, num(engine::billedInstanceHours(hours, layer.usefulPerInstance)));
        set(cost, m, at(billed, m) * names_(p + "price_per_hour") * escalation(p + "escalation_per_year", m));
    }
}

void OptionSheetBuilder::addOptionCosts() {
    const std::string p = optionPath(optionIndex_) + ".";
    if (model_.hasCloud()) {
        const std::string e = p + "cloud_extras.";
        const int storage = add({text_.category(Category::CloudStorage), Role::Money, Category::CloudStorage,
                                 Timing::EndOfMonth, true});
        const int egress = add({text_.category(Category::CloudEgress), Role::Money, Category::CloudEgress,
                                Timing::EndOfMonth, true});
        std::vector<int> bill;
        for (std::size_t c = 0; c < columns_.size(); ++c)
            if (columns_[c].role == Role::Money && columns_[c].category == Category::CloudCompute)
                bill.push_back(kFixedColumns + static_cast<int>(c));
        bill.push_back(storage);
        bill.push_back(egress);
        const int support = add({text_.category(Category::CloudSupport), Role::Money, Category::CloudSupport,
                                 Timing::EndOfMonth, true});
        for (int m = 0; m < months_; ++m) {
            // Storage and egress have no escalation of their own: they follow inflation.
            set(storage, m, names_(e + "storage_tb") * names_(e + "price_per_tb_month") * inflation(m));
            set(egress, m,
                names_(e + "egress_tb_per_month") * names_(e + "price_per_tb_egress") * inflation(m));
            std::vector<Expr> parts;
            for (int c : bill) parts.push_back(at(c, m));
            // Support is a share of the month's whole cloud bill, upfront payments included.
            set(support, m,
                names_(e + "support_fraction") * Expr::call("SUM", {sum(parts)}, sum(parts).value()));
        }
    }
    const std::string st = p + "staff.";
    const int staff =
        add({text_.category(Category::Staff), Role::Money, Category::Staff, Timing::EndOfMonth, true});
    for (int m = 0; m < months_; ++m)
        set(staff, m,
            names_(st + "fte") * names_(st + "cost_per_fte_year") / num(12) *
                escalation(st + "escalation_per_year", m));

    unservedHoursColumn_ =
        add({text_.word(Word::Unserved), Role::Quantity, {}, {}, false, {}, Format::Hours});
    unservedCostColumn_ =
        add({text_.category(Category::Unserved), Role::Money, Category::Unserved, Timing::EndOfMonth, true});
    for (int m = 0; m < months_; ++m) {
        const double hours =
            std::max(0.0, service_[static_cast<std::size_t>(m)].unserved.all) * engine::kHoursPerSlot;
        set(unservedHoursColumn_, m, num(hours));
        if (hours > 0)
            set(unservedCostColumn_, m,
                at(unservedHoursColumn_, m) * names_("demand.unserved_cost_per_hour") * inflation(m));
    }
}

OptionFigures OptionSheetBuilder::build() {
    // What the capacity stack serves each month: the engine's own quantities.
    service_.resize(static_cast<std::size_t>(months_));
    for (int m = 0; m < months_; ++m)
        model_.stack().serve(context_.curve, context_.demandByMonth[static_cast<std::size_t>(m)],
                             service_[static_cast<std::size_t>(m)]);
    std::vector<const engine::StackLayer*> layerOf(option_.sources.size(), nullptr);
    for (const engine::StackLayer& layer : model_.stack().layers()) layerOf[layer.source] = &layer;

    for (std::size_t j = 0; j < option_.sources.size(); ++j) {
        const scenario::Source& source = option_.sources[j];
        if (const auto* o = std::get_if<scenario::OwnedSource>(&source))
            addOwned(j, *o, *layerOf[j]);
        else if (const auto* r = std::get_if<scenario::ReservedSource>(&source))
            addReserved(j, *r);
        else
            addElastic(j, *layerOf[j]);
    }
    addOptionCosts();
    return writeAll();
}

OptionFigures OptionSheetBuilder::writeAll() {
    const int last = row(months_ - 1);
    const int gridLast = row(months_);  // the grid point t = M
    const auto& df = context_.discount;

    // Fixed columns: m, year, t at the start and end of the month, and their discount factors.
    const Word fixed[] = {Word::Month, Word::Year, Word::TStart, Word::TEnd, Word::DfStart, Word::DfEnd};
    for (int c = 0; c < kFixedColumns; ++c) sheet_.text(kHeaderRow, c, text_.word(fixed[c]), Style::Header);
    const Expr rate = names_("finance.discount_rate");
    for (int m = 0; m <= months_; ++m) {
        const int r = row(m);
        if (m < months_) {
            sheet_.number(r, 0, m, Style::Plain, Format::Count);
            sheet_.formula(r, 1, Expr::call("INT", {Expr::ref(cellName(r, 0), m) / num(12)}, m / 12),
                           Style::Formula, Format::Count);
            sheet_.formula(r, 3, Expr::ref(cellName(r, 0), m) + one(), Style::Formula, Format::Count);
            sheet_.formula(r, 5, pow(one() + rate, -Expr::ref(cellName(r, 3), m + 1) / num(12)),
                           Style::Formula, Format::Factor);
        }
        sheet_.formula(r, 2, m < months_ ? Expr::ref(cellName(r, 0), m) : Expr::ref(cellName(r - 1, 3), m),
                       Style::Formula, Format::Count);
        sheet_.formula(r, 4, pow(one() + rate, -Expr::ref(cellName(r, 2), m) / num(12)), Style::Formula,
                       Format::Factor);
    }
    auto dfStart = [&](int m) { return df[static_cast<std::size_t>(m)]; };
    auto dfEnd = [&](int m) { return df[static_cast<std::size_t>(m) + 1]; };

    // The columns built above.
    for (std::size_t c = 0; c < columns_.size(); ++c) {
        const Column& column = columns_[c];
        const int col = kFixedColumns + static_cast<int>(c);
        sheet_.text(kHeaderRow, col, column.header, Style::Header);
        for (int m = 0; m < months_; ++m) {
            const auto& cell = cells_[c][static_cast<std::size_t>(m)];
            if (!cell) continue;
            if (column.role == Role::Quantity)
                sheet_.number(row(m), col, cell->value(), Style::Quantity, column.format);
            else
                sheet_.formula(row(m), col, *cell, Style::Formula, column.format);
        }
    }

    // Derived columns: cost and tax at the start and end of each month, as financed.
    int next = kFixedColumns + static_cast<int>(columns_.size());
    auto counts = [](const Column& c) {
        return c.role == Role::Money && c.leverage != Leverage::UnleveredOnly;
    };
    auto deductibleTerm = [](const Column& c) {
        return (c.role == Role::Money || c.role == Role::Memo) && c.deductible &&
               c.leverage != Leverage::UnleveredOnly;
    };
    auto rowSum = [&](int m, Timing timing, auto&& pick) {
        std::vector<Expr> parts;
        for (std::size_t c = 0; c < columns_.size(); ++c) {
            const Column& column = columns_[c];
            if (column.timing != timing || !pick(column) || !cells_[c][static_cast<std::size_t>(m)]) continue;
            parts.push_back(at(kFixedColumns + static_cast<int>(c), m));
        }
        return parts;
    };
    const int costStart = next++, costEnd = next++;
    const int taxStart = tax_ ? next++ : -1, taxEnd = tax_ ? next++ : -1;
    const int cumulative = next++, grid = next++;
    const bool loan = !loans_.empty();
    const int unleveredGrid = loan ? next++ : -1;
    const int delivered = next++;
    sheet_.text(kHeaderRow, costStart, text_.word(Word::CostAtStart), Style::Header);
    sheet_.text(kHeaderRow, costEnd, text_.word(Word::CostAtEnd), Style::Header);
    if (tax_) {
        sheet_.text(kHeaderRow, taxStart, text_.word(Word::TaxAtStart), Style::Header);
        sheet_.text(kHeaderRow, taxEnd, text_.word(Word::TaxAtEnd), Style::Header);
    }
    sheet_.text(kHeaderRow, cumulative, text_.word(Word::CumulativeCost), Style::Header);
    sheet_.text(kHeaderRow, grid, text_.word(Word::FlowOnGrid), Style::Header);
    if (loan) sheet_.text(kHeaderRow, unleveredGrid, text_.word(Word::UnleveredFlowOnGrid), Style::Header);
    sheet_.text(kHeaderRow, delivered, text_.word(Word::Delivered), Style::Header);

    // Loans and leases valued as debt (MODEL.md section 9, "Financing NPV and adjusted present
    // value"): each loan's F = (flows with the loan paid in cash) - (flows as financed), and
    // with a cost of debt the lease payments, each beside its discount factors at the cost of
    // debt; then the flows left at the discount rate.
    const Expr taxRate = tax_ ? names_("tax.rate") : num(0);
    const bool leaseAtDebt = s_.finance.costOfDebt && !leasePayments_.empty();
    const bool debt = loan || leaseAtDebt;
    std::map<int, std::string> headers;  // the debt block's
    std::map<int, std::vector<double>> gridValues;
    std::vector<std::pair<int, Expr>> dfRates;  // a discount factor column and its monthly rate
    std::map<std::string, int> dfByRate;        // by the rate's formula: a column per rate
    auto dfColumn = [&](const Expr& monthly, const std::string& header) {
        const auto [it, added] = dfByRate.emplace(monthly.formula(), next);
        if (added) {
            dfRates.emplace_back(next, monthly);
            headers[next++] = header;
        }
        return it->second;
    };
    auto debtRate = [&](const Expr& annual, bool afterTax) {
        return afterTax && tax_ ? annual / num(12) * (one() - taxRate) : annual / num(12);
    };
    struct DebtGrid {
        int before = -1, after = -1;      // F (or the lease payments) before and after tax
        int dfBefore = -1, dfAfter = -1;  // at c / 12 and at (c / 12)(1 - T)
    };
    std::vector<DebtGrid> loanGrid(loans_.size());
    DebtGrid leaseGrid;
    for (std::size_t k = 0; k < loans_.size(); ++k) {
        loanGrid[k].before = next;
        headers[next++] = loans_[k].label + text_.word(Word::LoanFlowBeforeTax);
        loanGrid[k].after = loanGrid[k].before;
        if (tax_) {
            loanGrid[k].after = next;
            headers[next++] = loans_[k].label + text_.word(Word::LoanFlowAfterTax);
        }
    }
    if (leaseAtDebt) {
        leaseGrid.before = next;
        headers[next++] = text_.word(Word::LeaseFlowBeforeTax);
        leaseGrid.after = leaseGrid.before;
        if (tax_) {
            leaseGrid.after = next;
            headers[next++] = text_.word(Word::LeaseFlowAfterTax);
        }
    }
    for (std::size_t k = 0; k < loans_.size(); ++k) {
        // At the loan's own rate each loan's columns are its own; at the cost of debt, shared.
        const std::string owner = s_.finance.costOfDebt ? std::string() : loans_[k].label;
        loanGrid[k].dfBefore =
            dfColumn(debtRate(loans_[k].annualRate, false),
                     owner + text_.word(tax_ ? Word::DfDebtBeforeTax : Word::DfDebtAfterTax));
        loanGrid[k].dfAfter =
            tax_ ? dfColumn(debtRate(loans_[k].annualRate, true), owner + text_.word(Word::DfDebtAfterTax))
                 : loanGrid[k].dfBefore;
    }
    if (leaseAtDebt) {
        const Expr c = names_("finance.cost_of_debt");
        leaseGrid.dfBefore =
            dfColumn(debtRate(c, false), text_.word(tax_ ? Word::DfDebtBeforeTax : Word::DfDebtAfterTax));
        leaseGrid.dfAfter =
            tax_ ? dfColumn(debtRate(c, true), text_.word(Word::DfDebtAfterTax)) : leaseGrid.dfBefore;
    }
    const int flowBeforeTax = debt && tax_ ? next++ : -1;
    const int flowAtRate = debt ? next++ : -1;
    if (flowBeforeTax >= 0) headers[flowBeforeTax] = text_.word(Word::FlowAtDiscountRateBeforeTax);
    if (flowAtRate >= 0) headers[flowAtRate] = text_.word(Word::FlowAtDiscountRate);
    for (const auto& [col, header] : headers) sheet_.text(kHeaderRow, col, header, Style::Header);

    std::vector<double> vStart(months_), vEnd(months_), vTaxStart(months_, 0.0), vTaxEnd(months_, 0.0),
        vDelivered(months_), vUnservedCost(months_, 0.0);
    OptionFigures f;
    double running = 0;
    auto cellOf = [&](int col, int m, double v) { return Expr::ref(cellName(row(m), col), v); };
    auto formulaSum = [](const std::vector<Expr>& parts) {
        return parts.empty() ? num(0) : Expr::call("SUM", {sum(parts)}, sum(parts).value());
    };
    for (int m = 0; m < months_; ++m) {
        const Expr start = formulaSum(rowSum(m, Timing::StartOfMonth, counts));
        const Expr end = formulaSum(rowSum(m, Timing::EndOfMonth, counts));
        sheet_.formula(row(m), costStart, start, Style::Formula, Format::Money);
        sheet_.formula(row(m), costEnd, end, Style::Formula, Format::Money);
        vStart[m] = start.value(), vEnd[m] = end.value();
        if (tax_) {
            for (Timing timing : {Timing::StartOfMonth, Timing::EndOfMonth}) {
                const auto deductible = rowSum(m, timing, deductibleTerm);
                const auto taxes = rowSum(m, timing, [](const Column& c) { return c.role == Role::Tax; });
                Expr tax = -taxRate * formulaSum(deductible);
                for (const Expr& t : taxes) tax = tax + t;
                const bool atStart = timing == Timing::StartOfMonth;
                sheet_.formula(row(m), atStart ? taxStart : taxEnd, tax, Style::Formula, Format::Money);
                (atStart ? vTaxStart : vTaxEnd)[m] = tax.value();
            }
        }
        running += vStart[m] + vEnd[m];
        const Expr cum = m == 0 ? cellOf(costStart, m, vStart[m]) + cellOf(costEnd, m, vEnd[m])
                                : cellOf(cumulative, m - 1, running - vStart[m] - vEnd[m]) +
                                      cellOf(costStart, m, vStart[m]) + cellOf(costEnd, m, vEnd[m]);
        sheet_.formula(row(m), cumulative, cum, Style::Formula, Format::Money);
        f.cumulative.push_back(cum.value());
        std::vector<Expr> servedParts;
        for (int c : servedColumns_) servedParts.push_back(at(c, m));
        const Expr deliveredHours = formulaSum(servedParts);
        sheet_.formula(row(m), delivered, deliveredHours, Style::Formula, Format::Hours);
        vDelivered[m] = deliveredHours.value();
        if (const auto& cell = cells(unservedCostColumn_)[static_cast<std::size_t>(m)])
            vUnservedCost[m] = cell->value();
    }
    // The grid t = 0..M: start-of-month items of month t, end-of-month items of month t - 1.
    auto put = [&](int col, int t, const Expr& e, Format format = Format::Money) {
        sheet_.formula(row(t), col, e, Style::Formula, format);
        gridValues[col].push_back(e.value());
        return cellOf(col, t, e.value());
    };
    for (int t = 0; t <= months_; ++t) {
        std::vector<Expr> parts, beforeTax;
        if (t < months_) {
            parts.push_back(cellOf(costStart, t, vStart[t]));
            if (tax_) parts.push_back(cellOf(taxStart, t, vTaxStart[t]));
            beforeTax.push_back(cellOf(costStart, t, vStart[t]));
        }
        if (t > 0) {
            parts.push_back(cellOf(costEnd, t - 1, vEnd[t - 1]));
            if (tax_) parts.push_back(cellOf(taxEnd, t - 1, vTaxEnd[t - 1]));
            beforeTax.push_back(cellOf(costEnd, t - 1, vEnd[t - 1]));
        }
        const Expr g = put(grid, t, sum(parts));
        f.grid.push_back(g.value());
        gridValues[4].push_back(dfStart(t));
        const Expr tAt = Expr::ref(cellName(row(t), 2), t);
        for (const auto& [col, monthly] : dfRates) put(col, t, pow(one() + monthly, -tAt), Format::Factor);

        // Each loan paid in cash less as financed: the principal at t = 0, then each payment
        // (the balance at the horizon included) less its interest deduction.
        std::vector<Expr> loansBefore, loansAfter;
        for (std::size_t k = 0; k < loans_.size(); ++k) {
            const LoanColumns& columns = loans_[k];
            const Expr fb =
                put(loanGrid[k].before, t, t == 0 ? at(columns.cashPart, 0) : -at(columns.payment, t - 1));
            loansBefore.push_back(fb);
            if (tax_) {
                const Expr fa =
                    put(loanGrid[k].after, t, t > 0 ? fb + taxRate * at(columns.interest, t - 1) : fb);
                loansAfter.push_back(fa);
            } else {
                loansAfter.push_back(fb);
            }
        }
        Expr leaseBefore = num(0), leaseAfter = num(0);
        if (leaseAtDebt) {
            std::vector<Expr> payments;
            if (t > 0)
                for (int col : leasePayments_) payments.push_back(at(col, t - 1));
            leaseBefore = put(leaseGrid.before, t, payments.empty() ? num(0) : sum(payments));
            leaseAfter = tax_ ? put(leaseGrid.after, t, leaseBefore * (one() - taxRate)) : leaseBefore;
        }
        Expr u = g;
        if (loan) {
            // Every loan paid in cash: the flow as financed plus each loan's F.
            u = put(unleveredGrid, t, g + sum(loansAfter));
            f.unleveredGrid.push_back(u.value());
        }
        if (debt) {
            if (tax_) {
                std::vector<Expr> terms = beforeTax;
                terms.insert(terms.end(), loansBefore.begin(), loansBefore.end());
                Expr flow = terms.empty() ? num(0) : sum(terms);
                if (leaseAtDebt) flow = flow - leaseBefore;
                put(flowBeforeTax, t, flow);
            }
            const Expr d = put(flowAtRate, t, leaseAtDebt ? u - leaseAfter : u);
            f.discountRateGrid.push_back(d.value());
        }
    }
    if (!loan) f.unleveredGrid = f.grid;
    if (!debt) f.discountRateGrid = f.unleveredGrid;

    // Key figures on top, each with its basis.
    const std::string pre = sheet_.prefix();
    auto range = [&](int col, int to = -1) { return rangeName(row(0), col, to < 0 ? last : to); };
    auto sumOf = [&](int col, const std::vector<double>& v) {
        double total = 0;
        for (double x : v) total += x;
        return Expr::call("SUM", {range(col)}, total);
    };
    auto sumProduct = [&](int col, const std::vector<double>& v, int dfCol, bool atEnd, int to = -1) {
        double total = 0;
        for (std::size_t m = 0; m < v.size(); ++m)
            total += v[m] * (atEnd ? dfEnd(static_cast<int>(m)) : dfStart(static_cast<int>(m)));
        return Expr::call("SUMPRODUCT", {range(col, to), range(dfCol, to)}, total);
    };
    // A grid column t = 0..M against a discount factor column.
    auto gridPv = [&](int col, int dfCol) {
        const std::vector<double>& a = gridValues.at(col);
        const std::vector<double>& b = gridValues.at(dfCol);
        double total = 0;
        for (std::size_t t = 0; t < a.size(); ++t) total += a[t] * b[t];
        return Expr::call("SUMPRODUCT", {range(col, gridLast), range(dfCol, gridLast)}, total);
    };
    const Expr totalCost = sumOf(costStart, vStart) + sumOf(costEnd, vEnd);
    const Expr pvFinanced = sumProduct(costStart, vStart, 4, false) + sumProduct(costEnd, vEnd, 5, true);
    const Expr deliveredTotal = sumOf(delivered, vDelivered);
    const Expr pvDelivered = sumProduct(delivered, vDelivered, 5, true);
    const Expr pvUnserved = sumProduct(unservedCostColumn_, vUnservedCost, 5, true);
    const Expr unservedTotal = sumOf(unservedCostColumn_, vUnservedCost);
    std::vector<double> unservedHours;
    for (const auto& c : cells(unservedHoursColumn_)) unservedHours.push_back(c ? c->value() : 0.0);

    sheet_.text(kTitleRow, 0, option_.name, Style::Title);
    sheet_.note(kTitleRow + 1, 0, 12, text_.word(Word::OptionNote), 5);
    sheet_.rowHeight(kHeaderRow, 96);
    sheet_.print(false, kHeaderRow, kHeaderRow);
    sheet_.text(kFiguresRow - 1, 0, text_.word(Word::KeyFigures), Style::Section);
    sheet_.text(kFiguresRow - 1, kBasisColumn, text_.word(Word::Basis), Style::Section);
    int r = kFiguresRow;
    auto figure = [&](Word label, std::optional<Word> basis, const Expr& e, Format format) {
        sheet_.text(r, 0, text_.word(label));
        if (basis) sheet_.text(r, kBasisColumn, text_.word(*basis));
        sheet_.formula(r, kFigureColumn, e, Style::Formula, format);
        return Expr::ref(pre + cellName(r++, kFigureColumn, true), e.value());
    };
    auto minus = [](const Expr& a, const std::optional<Expr>& b) { return b ? a - *b : a; };
    auto plus = [](const Expr& a, const std::optional<Expr>& b) { return b ? a + *b : a; };
    auto debtPv = [&](auto&& pick) {
        std::vector<Expr> parts;
        for (const DebtGrid& g : loanGrid) parts.push_back(pick(g));
        return sum(parts);
    };
    f.totalCost = figure(Word::TotalCost, Word::BasisNominalFinanced, totalCost, Format::Money);
    const Expr financed = figure(Word::PvCost, Word::BasisFinancedBeforeTax, pvFinanced, Format::Money);
    figure(Word::PvCompared, Word::BasisFinancedCompared, gridPv(grid, 4), Format::Money);
    std::optional<Expr> leaseBefore, leaseAfter, fnpvBefore, fnpvAfter;
    if (debt) {
        const Expr atRate = figure(Word::PvAtDiscountRate, Word::BasisUnleveredBeforeTax,
                                   gridPv(tax_ ? flowBeforeTax : flowAtRate, 4), Format::Money);
        if (leaseAtDebt)
            leaseBefore = figure(Word::PvLeaseAtCostOfDebt, Word::BasisDebtBeforeTax,
                                 gridPv(leaseGrid.before, leaseGrid.dfBefore), Format::Money);
        if (loan)
            fnpvBefore = figure(Word::FinancingNpv, Word::BasisDebtBeforeTax,
                                debtPv([&](const DebtGrid& g) { return gridPv(g.before, g.dfBefore); }),
                                Format::Money);
        f.pvCost = figure(Word::PvCost, Word::BasisAdjustedBeforeTax,
                          minus(plus(atRate, leaseBefore), fnpvBefore), Format::Money);
        if (tax_) {
            const Expr atRateAfter = figure(Word::PvAtDiscountRate, Word::BasisUnleveredAfterTax,
                                            gridPv(flowAtRate, 4), Format::Money);
            if (leaseAtDebt)
                leaseAfter = figure(Word::PvLeaseAtCostOfDebt, Word::BasisDebtAfterTax,
                                    gridPv(leaseGrid.after, leaseGrid.dfAfter), Format::Money);
            if (loan)
                fnpvAfter = figure(Word::FinancingNpv, Word::BasisDebtAfterTax,
                                   debtPv([&](const DebtGrid& g) { return gridPv(g.after, g.dfAfter); }),
                                   Format::Money);
            f.pvAfterTax = figure(Word::PvAfterTax, Word::BasisAdjustedAfterTax,
                                  minus(plus(atRateAfter, leaseAfter), fnpvAfter), Format::Money);
        } else {
            leaseAfter = leaseBefore;
            fnpvAfter = fnpvBefore;
        }
    } else {
        // No loan and no lease at the cost of debt: the adjusted PV is the PV of the flows.
        f.pvCost = figure(Word::PvCost, Word::BasisAdjustedBeforeTax, financed, Format::Money);
        if (tax_)
            f.pvAfterTax = figure(
                Word::PvAfterTax, Word::BasisAdjustedAfterTax,
                financed + sumProduct(taxStart, vTaxStart, 4, false) + sumProduct(taxEnd, vTaxEnd, 5, true),
                Format::Money);
    }
    f.pvCompared = tax_ ? *f.pvAfterTax : f.pvCost;
    f.financingNpv = fnpvAfter;
    f.financingNpvBeforeTax = fnpvBefore;
    f.pvUnlevered =
        figure(Word::PvUnlevered, Word::BasisUnleveredCompared, plus(f.pvCompared, fnpvAfter), Format::Money);
    if (debt)
        f.debtHeld = figure(Word::DebtHeld, Word::BasisDebtHeld,
                            leaseAfter ? minus(*leaseAfter, fnpvAfter) : -*fnpvAfter, Format::Money);
    const Expr deliveredRef = figure(Word::DeliveredHours, std::nullopt, deliveredTotal, Format::Hours);
    const Expr pvDeliveredRef = figure(Word::PvDeliveredHours, std::nullopt, pvDelivered, Format::Hours);
    const Expr pvUnservedRef = figure(Word::PvUnserved, Word::BasisBeforeTax, pvUnserved, Format::Money);
    f.pvUnservedCompared =
        tax_ ? figure(Word::PvUnserved, Word::BasisAfterTax, pvUnservedRef * (one() - taxRate), Format::Money)
             : pvUnservedRef;
    figure(Word::UnservedHours, std::nullopt, sumOf(unservedHoursColumn_, unservedHours), Format::Hours);
    {
        const bool any = pvDelivered.value() > 0;
        const Expr value = (f.pvCost - pvUnservedRef) / pvDeliveredRef;
        const std::string formula = "IF(" + pvDeliveredRef.formula() + ">0," + value.formula() + ",\"\")";
        sheet_.text(r, 0, text_.word(Word::LevelisedCost));
        sheet_.text(r, kBasisColumn, text_.word(Word::BasisLevelised));
        sheet_.formula(r, kFigureColumn, formula, any ? std::optional<double>(value.value()) : std::nullopt,
                       Format::Rate);
        if (any) f.levelised = Expr::ref(pre + cellName(r, kFigureColumn, true), value.value());
        ++r;
        const Expr perHour = (f.totalCost - unservedTotal) / deliveredRef;
        sheet_.text(r, 0, text_.word(Word::CostPerDeliveredHour));
        sheet_.text(r, kBasisColumn, text_.word(Word::BasisNominalFinanced));
        sheet_.formula(
            r, kFigureColumn, "IF(" + deliveredRef.formula() + ">0," + perHour.formula() + ",\"\")",
            deliveredTotal.value() > 0 ? std::optional<double>(perHour.value()) : std::nullopt, Format::Rate);
        ++r;
    }

    // Totals by category, beside the key figures.
    sheet_.text(kFiguresRow - 1, kTotalsColumn, text_.word(Word::CategoryTotals), Style::Section);
    int cr = kFiguresRow;
    for (std::size_t k = 0; k < engine::kCategoryCount; ++k) {
        const auto category = static_cast<Category>(k);
        std::vector<Expr> parts;
        for (std::size_t c = 0; c < columns_.size(); ++c) {
            const Column& column = columns_[c];
            const bool inCategory = category == Category::FinancingInterest
                                        ? column.category == category && column.role == Role::Memo
                                        : column.category == category && counts(column);
            if (!inCategory) continue;
            double total = 0;
            for (const auto& cell : cells_[c]) total += cell ? cell->value() : 0.0;
            parts.push_back(Expr::call("SUM", {range(kFixedColumns + static_cast<int>(c))}, total));
        }
        if (category == Category::TaxShield && tax_) {
            parts.push_back(sumOf(taxStart, vTaxStart));
            parts.push_back(sumOf(taxEnd, vTaxEnd));
        }
        if (parts.empty()) continue;
        sheet_.text(cr, kTotalsColumn, text_.category(category));
        sheet_.formula(cr++, kTotalsColumn + 2, sum(parts), Style::Formula, Format::Money);
    }

    sheet_.width(0, 10), sheet_.width(1, 8), sheet_.width(2, 8), sheet_.width(3, 12), sheet_.width(4, 16),
        sheet_.width(5, 12);
    for (int c = kFixedColumns; c < next; ++c) sheet_.width(c, 16);
    sheet_.freeze(kFirstMonthRow, 1);
    // Printed a few pages wide, the header on each (issue #34: a sheet ran to a dozen pages).
    sheet_.fitWidthPages(pagesWide(sheet_.totalWidth()));

    f.gridRange = pre + rangeName(row(0), grid, gridLast, true);
    f.unleveredGridRange = pre + rangeName(row(0), loan ? unleveredGrid : grid, gridLast, true);
    f.discountRateGridRange =
        pre + rangeName(row(0), debt ? flowAtRate : (loan ? unleveredGrid : grid), gridLast, true);
    f.tRange = pre + rangeName(row(0), 2, gridLast, true);
    f.cumulativeRange = pre + rangeName(row(0), cumulative, last, true);
    f.monthRange = pre + rangeName(row(0), 0, last, true);
    return f;
}

}  // namespace

OptionFigures writeOptionSheet(Sheet& sheet, const engine::ProjectionContext& context, std::size_t option,
                               InputNames& names, const WorkbookText& text) {
    OptionSheetBuilder builder(sheet, context, option, names, text);
    return builder.build();
}

}  // namespace gputco::io::workbook
