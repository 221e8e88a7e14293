#!/bin/sh
# Refreshes gputco_zh_CN.ts from the sources, keeping its translations:
#   sh resources/translations/update.sh      (from the repository root)
# Qt 6.4's lupdate does not understand `namespace gputco::ui {`, so it would file the
# strings under "MainWindow" where tr() looks them up as "gputco::ui::MainWindow". The
# contexts are shortened before lupdate and qualified again after it, for every Qt class
# declared in ui/ (found here, so that a new class is never missed). Contexts given in full
# in the code (QCoreApplication::translate, QT_TRANSLATE_NOOP: the engine's explanations in
# model/engine/explain.cpp and the workbook's words too) and ReportText and Prompts,
# which are named without their namespace on purpose, are left as they are.
set -e
ts=resources/translations/gputco_zh_CN.ts
lupdate=$(command -v /usr/lib/qt6/bin/lupdate || command -v lupdate)
classes=$(grep -rhoE "class [A-Za-z]+ : public Q[A-Za-z]+" ui | awk '{print $2}' | sort -u)
for c in $classes; do sed -i "s|<name>gputco::ui::$c</name>|<name>$c</name>|" "$ts"; done
"$lupdate" -no-obsolete -locations none ui model/io/number_format.cpp model/engine/explain.cpp \
  model/io/workbook/workbook_words.cpp -ts "$ts"
for c in $classes; do sed -i "s|<name>$c</name>|<name>gputco::ui::$c</name>|" "$ts"; done
