"""Scenarios derived from the reference example that reach every rule of the option sheets the
bundled examples do not: refreshes, declining balance with a bonus, sum of years' digits,
expense, leases, loans past the horizon, upfront reserved terms cut at the horizon with
commitments settled, time-of-use tariffs, facility capex, colocation, licences, spares, unserved
demand; and the hostile names and the 64-option, 10-year size of issue #20."""
import copy
import json

HOSTILE = ["=cmd|' /C calc'!A0", "<b>bold</b>", "x" * 300, "自有 8 卡 A100 服务器，含液冷改造"]


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


VARIANTS = [refresh_ddb_settle, lease_syd, lease_settle_expense, hostile_names]


def write(path, scenario):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(scenario, f, ensure_ascii=False, indent=1)
