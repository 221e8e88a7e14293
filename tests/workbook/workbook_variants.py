"""Scenarios derived from the reference example that reach every rule of the option sheets the
bundled examples do not: refreshes, declining balance with a bonus, sum of years' digits,
expense, leases, loans past the horizon, upfront reserved terms cut at the horizon with
commitments settled, time-of-use tariffs, facility capex, colocation, licences, spares, unserved
demand; the rules of model revision 3 (MODEL.md section 12: a loan below the cost of debt,
leases at the cost of debt that renew inside the horizon, inflation, the facility's residual
fraction); and the hostile names and the 64-option, 10-year size of issue #20.

EXPECT names, for a variant, what its figures must show besides agreeing with the engine: a
variant that no longer reaches its rule would prove nothing."""
import copy
import json

# "x" * 200: the longest name a scenario may hold (docs/file-format.md, "Limits").
HOSTILE = ["=cmd|' /C calc'!A0", "<b>bold</b>", "x" * 200, "自有 8 卡 A100 服务器，含液冷改造"]


def _owned(d):
    return d["options"][2]["sources"][0]


def refresh_ddb_settle(reference):
    d = copy.deepcopy(reference)
    d["name"] = "variant: refresh, declining balance with bonus, settle, time of use"
    d["horizon_years"] = 4
    d["accounting"] = {"depreciation": "declining_balance", "life_years": 3, "salvage_fraction": 0.1,
                       "factor": 2, "bonus_fraction": 0.3}
    d["finance"]["commitments_at_horizon"] = "settle"
    d["tariffs"]["tou"] = {"kind": "tou", "peak_price_per_kwh": 0.15, "offpeak_price_per_kwh": 0.07,
                           "escalation_per_year": 0.03}
    o = _owned(d)
    o.update({"refresh_years": 2, "warranty_years": 1, "spare_fraction": 0.1, "licence_per_gpu_year": 100})
    o["facility"].update({"tariff": "tou", "capex": 50000, "capex_life_years": 10, "colo_per_kw_month": 150,
                          "rack_fee_per_month": 500})
    r = d["options"][1]["sources"][0]
    r.update({"upfront_fraction": 0.4, "escalation_per_year": -0.05})
    d["options"][3]["sources"][0]["financing"]["term_months"] = 72
    return d


def lease_syd(reference):
    d = copy.deepcopy(reference)
    d["name"] = "variant: lease past the horizon, sum of years' digits, capped on-demand"
    d["horizon_years"] = 3
    d["tax"]["rate"] = 0.25
    d["accounting"] = {"depreciation": "sum_of_years_digits", "life_years": 4, "salvage_fraction": 0.05}
    o = _owned(d)
    o["financing"] = {"kind": "lease", "monthly_payment": 21000, "term_months": 48}
    o["facility"]["capex"] = 30000
    d["options"][0]["sources"][0]["max_instances"] = 2  # leaves demand unserved
    d["demand"]["growth_per_year"] = 0.4
    # A second owned cluster on a loan of its own in the hybrid option: two loans to unlever.
    second = copy.deepcopy(d["options"][3]["sources"][0])
    second.update({"nodes": 1, "id": "second-owned"})
    second["financing"] = {"kind": "loan", "rate": 0.05, "term_months": 24, "down_payment_fraction": 0.1}
    d["options"][3]["sources"].insert(1, second)
    return d


def lease_settle_expense(reference):
    d = lease_syd(reference)
    d["name"] = "variant: lease settled at the horizon, expense, zero-rate loan"
    d["finance"]["commitments_at_horizon"] = "settle"
    d["accounting"] = {"depreciation": "expense", "life_years": 5, "salvage_fraction": 0.0}
    d["options"][3]["sources"][0]["financing"].update({"rate": 0.0, "term_months": 24})
    return d


def hostile_names(reference):
    d = copy.deepcopy(reference)
    d["name"] = "variant: hostile option names"
    for option, name in zip(d["options"], HOSTILE):
        option["name"] = name
    d["finance"]["baseline"] = HOSTILE[0]
    return d


def sixty_four_options(reference):
    d = copy.deepcopy(reference)
    d["name"] = "variant: 64 options over 10 years"
    d["horizon_years"] = 10
    d.pop("uncertainty", None)
    base = d["options"]
    d["options"] = []
    for i in range(64):
        option = copy.deepcopy(base[i % len(base)])
        option["name"] = f"{option['name']} #{i + 1}"
        for source in option["sources"]:
            if "nodes" in source:
                source["nodes"] = 1 + i % 6
            if "instances" in source:
                source["instances"] = 1 + i % 4
        d["options"].append(option)
    d["finance"]["baseline"] = d["options"][0]["name"]
    return d


def loan_below_cost_of_debt(reference):
    """A 0 % vendor loan on the hybrid's servers against a 7 % cost of debt, tax on: the loan is
    worth its subsidy (a financing NPV above 0, valued at (0.07 / 12)(1 - 0.21) a month), and
    the NPV saving is of adjusted PVs."""
    d = copy.deepcopy(reference)
    d["name"] = "variant: a 0 % loan against a 7 % cost of debt"
    d["finance"]["cost_of_debt"] = 0.07
    d["options"][3]["sources"][0]["financing"]["rate"] = 0.0
    return d


def lease_renews_settled(reference):
    """The buy option leased for 24 months on a 5-year horizon, commitments settled, leases at a
    6 % cost of debt: the lease renews (60 payments) and the rest of its third term (12
    payments) is paid at t = M; the hybrid keeps its 6.5 % loan, now valued at 6 %."""
    d = copy.deepcopy(reference)
    d["name"] = "variant: a 24-month lease that renews, settled, at a 6 % cost of debt"
    d["finance"].update({"commitments_at_horizon": "settle", "cost_of_debt": 0.06})
    _owned(d)["financing"] = {"kind": "lease", "monthly_payment": 21000, "term_months": 24}
    return d


def inflation_residual(reference):
    """Inflation at 3 % a year on colocation (with a rack fee), maintenance, licences, cloud
    storage and egress and the unserved value (demand left unserved by a capped hybrid), and a
    facility capex of 50,000 whose residual is 40 % of its book value at the horizon (10,000)."""
    d = copy.deepcopy(reference)
    d["name"] = "variant: inflation 3 %, facility residual 40 %"
    d["finance"]["inflation_per_year"] = 0.03
    o = _owned(d)
    o.update({"licence_per_gpu_year": 100, "warranty_years": 1})
    o["facility"].update({"capex": 50000, "capex_life_years": 10, "residual_fraction": 0.4,
                          "colo_per_kw_month": 150, "rack_fee_per_month": 500})
    d["options"][3]["sources"][2]["max_instances"] = 1  # the hybrid leaves demand unserved
    d["options"][3]["sources"][1]["max_instances"] = 1
    return d


def revision3_without_tax(reference):
    """The three rules together with tax off (one F and one discount factor per loan): a 2 %
    loan and a 48-month lease on a 3-year horizon (prorated) at a 5 % cost of debt, inflation
    2 %, residual 100 %."""
    d = inflation_residual(reference)
    d["name"] = "variant: revision 3 without tax"
    d["horizon_years"] = 3
    d["tax"]["enabled"] = False
    d["finance"].update({"cost_of_debt": 0.05, "inflation_per_year": 0.02})
    _owned(d)["facility"]["residual_fraction"] = 1.0
    lease = copy.deepcopy(d["options"][2])
    lease["name"] = "Lease 4x 8-GPU A100 servers for 48 months"
    lease["sources"][0]["financing"] = {"kind": "lease", "monthly_payment": 24000, "term_months": 48}
    d["options"].append(lease)
    d["options"][3]["sources"][0]["financing"]["rate"] = 0.02
    return d


def _option(result, name_part):
    return next(o for o in result["options"] if name_part in o["name"])


def _financing(option):
    return sum(option["monthly"].get("financing", []))


# variant -> (what it must show, a test on the engine's result document)
EXPECT = {
    "loan_below_cost_of_debt": (
        "the hybrid's 0 % loan is worth its subsidy: financing NPV > 1,000 after tax, more before tax",
        lambda r: _option(r, "Hybrid")["financing_npv"] > 1000
        and _option(r, "Hybrid")["financing_npv_before_tax"] > _option(r, "Hybrid")["financing_npv"]),
    "lease_renews_settled": (
        "the lease pays 60 + 12 payments of 21,000 (it renews; the rest of its last term is settled),"
        " and the scenario has an NPV under the other rule",
        lambda r: abs(_financing(_option(r, "Buy")) - 72 * 21000) < 1e-6
        and _option(r, "Buy")["vs_baseline"]["npv_savings_other_rule"] is not None),
    "inflation_residual": (
        "the hybrid leaves demand unserved, so its cash NPV saving differs from its NPV saving",
        lambda r: abs(_option(r, "Hybrid")["vs_baseline"]["npv_savings_cash"]
                      - _option(r, "Hybrid")["vs_baseline"]["npv_savings"]) > 1),
    "revision3_without_tax": (
        "no after-tax PV; the 2 % loan below the 5 % cost of debt is worth more than 0; the 48-month"
        " lease pays 36 months (prorated)",
        lambda r: _option(r, "Hybrid")["pv_cost_after_tax"] is None
        and _option(r, "Hybrid")["financing_npv"] > 0
        and abs(_financing(_option(r, "Lease")) - 36 * 24000) < 1e-6),
}


VARIANTS = [refresh_ddb_settle, lease_syd, lease_settle_expense, hostile_names, loan_below_cost_of_debt,
            lease_renews_settled, inflation_residual, revision3_without_tax]


def write(path, scenario):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(scenario, f, ensure_ascii=False, indent=1)
