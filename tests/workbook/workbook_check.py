#!/usr/bin/python3
"""Recalculates exported audit workbooks with LibreOffice and checks them against the engine.

usage: workbook_check.py CLI OUTDIR [--variants REFERENCE] [--what-if REFERENCE] [--size REFERENCE]
                         SCENARIO...        (issue #20)

For each scenario: `gputco-cli workbook` writes the .xlsx; LibreOffice (headless, with a profile
that recalculates every formula on load, DESIGN.md "LibreOffice does not recalculate ...")
recalculates it; every Summary cell is then checked against `gputco-cli evaluate --json` to 1e-9
relative. The cached values written beside each formula (what a viewer shows before it
recalculates) are checked the same way. On the Comparison sheet, so are the NPV saving unlevered,
the NPV saving in cash alone, each option's financing NPV (after tax when tax is on, and before
tax), the NPV saving under the other commitments rule (gputco's value) and the NPV profile table
(16 rates x options): the financing NPVs and the profile to 1e-9 of the PVs they are differences
of (a loan at the cost of debt is worth 0 to rounding, and the profile crosses zero).

--variants: also the scenarios of workbook_variants.py built from REFERENCE (every rule the
  examples do not reach, hostile option names: each must stay text, never a formula); each
  variant in workbook_variants.EXPECT must also show what it is there for.
--size: also the 64-option, 10-year scenario (it must open and recalculate).
--zh SCENARIO: also SCENARIO's workbook in Chinese (`--lang zh_CN`): Chinese sheet names, the
  same figures.
--what-if: in REFERENCE's workbook, change the discount rate, the tax rate, an electricity price
  and a cloud price (openpyxl, as a person would in the Inputs sheet), recalculate, and check the
  Summary against the engine run on the scenario changed the same way. REFERENCE's workbook is
  also printed (LibreOffice's PDF export, pages counted by pdfinfo): at most MAX_PRINTED_PAGES.
Every workbook: no Inputs row shows "%" in its cell format and again in its unit column. Hours and energy are
  engine quantities that do not follow a change; a price change does not need them to. With
  --variants, the same on the revision 3 variant "lease_renews_settled" changed in its cost of
  debt, inflation, a loan's rate, the lease payment and the tax rate (WHAT_IF_DEBT): the adjusted
  PVs, the financing NPVs and the profile follow.
"""
import json
import os
import shutil
import subprocess
import sys

import openpyxl

import workbook_variants

REL = 1e-9
COLUMNS = [  # Summary column -> the result document's field
    ("total_cost", None), ("pv_cost", None), ("pv_cost_after_tax", None),
    ("npv_savings", "vs"), ("irr", "vs"), ("mirr", "vs"), ("profitability_index", "vs"),
    ("payback_months", "vs"), ("levelised_cost_per_reference_gpu_hour", None),
]
FIRST_ROW = 6  # 1-based: title, note, currency, blank, header, then one row per option
COMPARISON_FIRST_ROW = 5  # 1-based, on the Comparison sheet: the first option's figures
# Comparison sheet columns (1-based) -> the option's field; "vs" ones only for other options.
COMPARISON_COLUMNS = [
    (3, "npv_savings_unlevered", "vs"), (11, "npv_savings_cash", "vs"),
    (12, "financing_npv", None), (13, "financing_npv_before_tax", None),
    (14, "npv_savings_other_rule", "vs"),
]
PROFILE_POINTS = 16
# gputco's values on the Comparison sheet (grey, labelled so): they do not follow a change made
# in the workbook, so a what-if does not check them.
NOT_FOLLOWING = {"npv_savings_other_rule"}


def profile_first_row(options):
    """1-based row of the NPV profile's first rate: below the figures, a note, the header and
    the held debt values."""
    return COMPARISON_FIRST_ROW + options + 4


def recalc_profile(outdir):
    profile = os.path.join(outdir, "lo-profile")
    user = os.path.join(profile, "user")
    os.makedirs(user, exist_ok=True)
    with open(os.path.join(user, "registrymodifications.xcu"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<oor:items xmlns:oor="http://openoffice.org/2001/registry" '
                'xmlns:xs="http://www.w3.org/2001/XMLSchema" '
                'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                '<item oor:path="/org.openoffice.Office.Calc/Formula/Load">'
                '<prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>\n'
                '</oor:items>\n')
    return "file://" + os.path.abspath(profile)


def recalculate(workbooks, outdir):
    """LibreOffice recalculates every workbook and saves a copy (with the new cached values)."""
    soffice = shutil.which("soffice")
    if soffice is None:
        print("SKIP: LibreOffice (soffice) is not installed; packaging/setup-debian.sh installs "
              "libreoffice-calc-nogui")
        sys.exit(77)
    done = os.path.join(outdir, "recalculated")
    os.makedirs(done, exist_ok=True)
    subprocess.run([soffice, "-env:UserInstallation=" + recalc_profile(outdir), "--headless",
                    "--convert-to", "xlsx", "--outdir", done] + workbooks,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    return [os.path.join(done, os.path.basename(w)) for w in workbooks]


def evaluate(cli, scenario):
    out = subprocess.run([cli, "evaluate", scenario, "--json"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def export(cli, scenario, path, lang="en"):
    subprocess.run([cli, "workbook", scenario, "-o", path, "--lang", lang], check=True,
                   capture_output=True, text=True)


def close(got, want, scale=1.0):
    if want is None:
        return got in (None, "")
    if not isinstance(got, (int, float)):
        return False
    return abs(got - want) <= REL * max(1.0, abs(want), abs(scale))


def comparison_problems(book, result, label, changed=False):
    """The Comparison sheet's revision 3 figures and the NPV profile against the result; when
    `changed` (a what-if), not gputco's values, which do not follow."""
    sheet = book.worksheets[2]
    options = result["options"]
    problems = []
    column = 2  # the profile's column of the next option other than the baseline
    first_rate = profile_first_row(len(options))
    for i, option in enumerate(options):
        row = COMPARISON_FIRST_ROW + i
        vs = option.get("vs_baseline")
        if vs is not None and vs.get("npv_profile") is None:
            vs = None  # the baseline: its comparison fields are all null
        scale = option["pv_cost"]
        for c, field, where in COMPARISON_COLUMNS:
            if (where == "vs" and vs is None) or (changed and field in NOT_FOLLOWING):
                continue
            want = vs.get(field) if where == "vs" else option.get(field)
            got = sheet.cell(row=row, column=c).value
            if not close(got, want, scale if field.startswith("financing") else 1.0):
                problems.append(f"{label}: {option['name']}: {field} is {got!r}, the engine says {want!r}")
        if vs is None:
            continue
        if len(vs["npv_profile"]) != PROFILE_POINTS:
            problems.append(f"{label}: {option['name']}: the engine's NPV profile has {len(vs['npv_profile'])} "
                            f"points, not {PROFILE_POINTS}")
        for k, point in enumerate(vs["npv_profile"]):
            rate = sheet.cell(row=first_rate + k, column=1).value
            got = sheet.cell(row=first_rate + k, column=column).value
            if not close(rate, point["rate"]) or not close(got, point["npv_savings"], scale):
                problems.append(f"{label}: {option['name']}: NPV profile at {rate!r} is {got!r}, the engine "
                                f"says {point['npv_savings']!r} at {point['rate']!r}")
        column += 1
    return problems


def summary_problems(xlsx, result, label, changed=False):
    """Every Summary cell against the result document; the problems in words."""
    book = openpyxl.load_workbook(xlsx, data_only=True)
    sheet, comparison = book.worksheets[0], book.worksheets[2]
    problems = []
    for i, option in enumerate(result["options"]):
        row = FIRST_ROW + i
        name = sheet.cell(row=row, column=1).value
        if name != option["name"]:
            problems.append(f"{label}: row {row} names {name!r}, expected {option['name']!r}")
        vs = option.get("vs_baseline")
        for c, (field, where) in enumerate(COLUMNS, start=2):
            got = sheet.cell(row=row, column=c).value
            if where == "vs":
                want = None if vs is None else vs.get(field)
            else:
                want = option.get(field)
            if not close(got, want):
                problems.append(f"{label}: {option['name']}: {field} is {got!r}, the engine says {want!r}")
        # The Comparison sheet's break-even month (column I, row 5 + i) is the month people read,
        # the engine's 0-based month + 1.
        if vs is not None:
            got = comparison.cell(row=COMPARISON_FIRST_ROW + i, column=9).value
            month = vs.get("break_even_month")
            if not close(got, None if month is None else month + 1):
                problems.append(f"{label}: {option['name']}: break-even month is {got!r}, "
                                f"the engine says month {month!r} (0-based)")
    return problems + comparison_problems(book, result, label, changed)


# The what-if: defined name -> (the scenario field it is, the new value).
WHAT_IF = {
    "discount_rate": (("finance", "discount_rate"), 0.12),
    "tax_rate": (("tax", "rate"), 0.30),
    "tariff1_price_per_kwh": (("tariffs", "us-industrial", "price_per_kwh"), 0.15),
    "opt1_src1_price_per_hour": (("options", 0, "sources", 0, "price_per_hour"), 25.0),
}


# The what-if on the revision 3 variant "lease_renews_settled" (loan at 6.5 %, lease at the cost
# of debt, commitments settled).
WHAT_IF_DEBT = {
    "cost_of_debt": (("finance", "cost_of_debt"), 0.09),
    "inflation_per_year": (("finance", "inflation_per_year"), 0.04),
    "tax_rate": (("tax", "rate"), 0.3),
    "opt4_src1_financing_rate": (("options", 3, "sources", 0, "financing", "rate"), 0.02),
    "opt3_src1_financing_monthly_payment": (("options", 2, "sources", 0, "financing", "monthly_payment"), 19000.0),
}


def defined_cell(book, name):
    """The (sheet, cell) a defined name points at."""
    for title, coord in book.defined_names[name].destinations:
        return book[title], coord.replace("$", "")
    raise KeyError(name)


def what_if(cli, reference, outdir, changes=None, tag="what-if"):
    """Writes the changed workbook and the changed scenario; returns (xlsx, result)."""
    changes = changes or WHAT_IF
    original = os.path.join(outdir, tag + "-original.xlsx")
    export(cli, reference, original)
    book = openpyxl.load_workbook(original)
    with open(reference, encoding="utf-8") as f:
        scenario = json.load(f)
    for name, (path, value) in changes.items():
        sheet, cell = defined_cell(book, name)
        sheet[cell].value = value
        target = scenario
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    changed = os.path.join(outdir, tag + ".xlsx")
    book.save(changed)
    changed_scenario = os.path.join(outdir, tag + ".gputco")
    workbook_variants.write(changed_scenario, scenario)
    return changed, evaluate(cli, changed_scenario)


def text_problems(xlsx, names, label):
    """Each option's name must be a text cell holding exactly the name, never a formula."""
    sheet = openpyxl.load_workbook(xlsx).worksheets[0]
    problems = []
    for i, name in enumerate(names):
        cell = sheet.cell(row=FIRST_ROW + i, column=1)
        if cell.data_type != "s" or cell.value != name:
            problems.append(f"{label}: option {i + 1} is {cell.value!r} ({cell.data_type}), expected the text {name!r}")
    return problems


def unit_problems(xlsx, label):
    """A percentage's cell format shows its "%": the Inputs sheet's unit column must not say it
    again ("12.00% %", issue #34)."""
    sheet = openpyxl.load_workbook(xlsx).worksheets[1]
    problems = []
    for row in range(1, sheet.max_row + 1):
        value, unit = sheet.cell(row=row, column=2), sheet.cell(row=row, column=3).value
        if isinstance(value.value, (int, float)) and "%" in value.number_format and unit and "%" in unit:
            problems.append(f"{label}: Inputs row {row} shows % twice ({value.number_format!r} and {unit!r})")
    return problems


# Issue #34: the reference's workbook printed as 322 pages, 222 of them the Risk sheet's 10,000
# trials and the option sheets and Comparison a dozen or more each. Measured after the fix
# (LibreOffice 7, A4 landscape): 26 pages: the Summary 1, Inputs 2, Comparison 4, the four
# option sheets 4, 4, 4 and 6 (2 pages wide, 2-3 tall), Risk 1. The limit leaves room for a
# font's metrics, not for a sheet printed whole again.
MAX_PRINTED_PAGES = 30


def printed_pages(xlsx, outdir):
    """The pages LibreOffice prints the workbook on (its PDF export), by pdfinfo."""
    soffice, pdfinfo = shutil.which("soffice"), shutil.which("pdfinfo")
    if soffice is None or pdfinfo is None:
        return None
    printed = os.path.join(outdir, "printed")
    os.makedirs(printed, exist_ok=True)
    subprocess.run([soffice, "-env:UserInstallation=" + recalc_profile(outdir), "--headless",
                    "--convert-to", "pdf", "--outdir", printed, xlsx],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    pdf = os.path.join(printed, os.path.splitext(os.path.basename(xlsx))[0] + ".pdf")
    info = subprocess.run([pdfinfo, pdf], check=True, capture_output=True, text=True).stdout
    return int(next(line.split()[1] for line in info.splitlines() if line.startswith("Pages:")))


def main():
    cli, outdir, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(outdir, exist_ok=True)
    scenarios, extra = [], {}
    while rest:
        a = rest.pop(0)
        if a in ("--variants", "--what-if", "--size", "--zh"):
            extra[a] = rest.pop(0)
        else:
            scenarios.append(a)
    if "--variants" in extra or "--size" in extra:
        reference = json.load(open(extra.get("--variants") or extra["--size"], encoding="utf-8"))
        builders = list(workbook_variants.VARIANTS) if "--variants" in extra else []
        if "--size" in extra:
            builders.append(workbook_variants.sixty_four_options)
        for build in builders:
            path = os.path.join(outdir, build.__name__ + ".gputco")
            workbook_variants.write(path, build(reference))
            scenarios.append(path)
    workbooks, results, problems = [], [], []
    if "--variants" in extra:
        # Each revision 3 variant reaches the rule it is there for.
        for name, (expected, holds) in workbook_variants.EXPECT.items():
            if not holds(evaluate(cli, os.path.join(outdir, name + ".gputco"))):
                problems.append(f"{name}: expected {expected}")
        variant = os.path.join(outdir, "lease_renews_settled.gputco")
        changed, result = what_if(cli, variant, outdir, WHAT_IF_DEBT, "what-if-debt")
        workbooks.append(changed)
        results.append(result)
        # The changes must move what they are there to move.
        before = {o["name"]: o for o in evaluate(cli, variant)["options"]}
        for new in result["options"]:
            old = before[new["name"]]
            moved = [field for field in ("pv_cost", "financing_npv")
                     if old[field] is not None and abs(old[field] - new[field]) > 1e-3 * max(1.0, abs(old[field]))]
            if "pv_cost" not in moved or (old["financing_npv"] is not None and "financing_npv" not in moved):
                problems.append(f"what-if-debt: {old['name']}: the changes moved only {moved}")
    if "--what-if" in extra:
        changed, result = what_if(cli, extra["--what-if"], outdir)
        workbooks.append(changed)
        results.append(result)
        # The change must move the figures, or the check above proves nothing.
        before = evaluate(cli, extra["--what-if"])
        for old, new in zip(before["options"], result["options"]):
            if abs(old["pv_cost"] - new["pv_cost"]) <= 1e-3 * abs(old["pv_cost"]):
                problems.append(f"what-if: {old['name']}: the changes did not move PV of cost")
    if "--zh" in extra:
        path = os.path.join(outdir, "zh_CN.xlsx")
        export(cli, extra["--zh"], path, "zh_CN")
        sheets = openpyxl.load_workbook(path).sheetnames
        # An option's sheet is named after the option (issue #34), whose whole name is its title.
        first = openpyxl.load_workbook(path).worksheets[3]
        if sheets[:3] != ["摘要", "输入", "对比"] or len(sheets[3]) > 31 or \
                first["A1"].value != evaluate(cli, extra["--zh"])["options"][0]["name"]:
            problems.append(f"zh_CN: the sheets are named {sheets}")
        workbooks.append(path)
        results.append(evaluate(cli, extra["--zh"]))
        problems += summary_problems(path, results[-1], "zh_CN.xlsx (as written)")
    for scenario in scenarios:
        path = os.path.join(outdir, os.path.splitext(os.path.basename(scenario))[0] + ".xlsx")
        export(cli, scenario, path)
        workbooks.append(path)
        results.append(evaluate(cli, scenario))
        problems += summary_problems(path, results[-1], os.path.basename(path) + " (as written)")
        problems += text_problems(path, [o["name"] for o in results[-1]["options"]], os.path.basename(path))
        problems += unit_problems(path, os.path.basename(path))
    if "--what-if" in extra:
        reference = os.path.join(outdir, os.path.splitext(os.path.basename(extra["--what-if"]))[0] + ".xlsx")
        pages = printed_pages(reference, outdir) if os.path.exists(reference) else None
        print(f"{os.path.basename(reference)}: printed on {pages} pages")
        if pages is not None and pages > MAX_PRINTED_PAGES:
            problems.append(f"{os.path.basename(reference)}: prints on {pages} pages, more than {MAX_PRINTED_PAGES}")
    for path, result in zip(recalculate(workbooks, outdir), results):
        changed = os.path.basename(path).startswith("what-if")
        problems += summary_problems(path, result, os.path.basename(path) + " (recalculated)", changed)
    for p in problems:
        print(p)
    print(f"{len(workbooks)} workbooks, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
