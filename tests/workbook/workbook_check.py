#!/usr/bin/python3
"""Recalculates exported audit workbooks with LibreOffice and checks them against the engine.

usage: workbook_check.py CLI OUTDIR SCENARIO...        (issue #20)

For each scenario: `gputco-cli workbook` writes the .xlsx; LibreOffice (headless, with a profile
that recalculates every formula on load, DESIGN.md "LibreOffice does not recalculate ...")
recalculates it; every Summary cell is then checked against `gputco-cli evaluate --json` to 1e-9
relative. The cached values written beside each formula (what a viewer shows before it
recalculates) are checked the same way.
"""
import json
import os
import shutil
import subprocess
import sys

import openpyxl

REL = 1e-9
COLUMNS = [  # Summary column -> the result document's field
    ("total_cost", None), ("pv_cost", None), ("pv_cost_after_tax", None),
    ("npv_savings", "vs"), ("irr", "vs"), ("mirr", "vs"), ("profitability_index", "vs"),
    ("payback_months", "vs"), ("levelised_cost_per_reference_gpu_hour", None),
]
FIRST_ROW = 6  # 1-based: title, note, currency, blank, header, then one row per option


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


def close(got, want):
    if want is None:
        return got in (None, "")
    if not isinstance(got, (int, float)):
        return False
    return abs(got - want) <= REL * max(1.0, abs(want))


def summary_problems(xlsx, result, label):
    """Every Summary cell against the result document; the problems in words."""
    sheet = openpyxl.load_workbook(xlsx, data_only=True).worksheets[0]
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
    return problems


def main():
    cli, outdir, scenarios = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(outdir, exist_ok=True)
    workbooks, results, problems = [], [], []
    for scenario in scenarios:
        path = os.path.join(outdir, os.path.splitext(os.path.basename(scenario))[0] + ".xlsx")
        export(cli, scenario, path)
        workbooks.append(path)
        results.append(evaluate(cli, scenario))
        problems += summary_problems(path, results[-1], os.path.basename(path) + " (as written)")
    for path, result in zip(recalculate(workbooks, outdir), results):
        problems += summary_problems(path, result, os.path.basename(path) + " (recalculated)")
    for p in problems:
        print(p)
    print(f"{len(workbooks)} workbooks, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
