#!/usr/bin/env python3
"""Every `#include "ui/<folder>/..."` in ui/ names the file's own folder or a layer its
gputco_ui_layer(... USES ...) line in ui/CMakeLists.txt or ui/report/CMakeLists.txt lists.
Prints each include that points up, with its file and line, and exits 1 when there is one."""
import os
import re
import sys

root = sys.argv[1]
uses = {}
for cmake in ('ui/CMakeLists.txt', 'ui/report/CMakeLists.txt'):
    text = open(os.path.join(root, cmake), encoding='utf-8').read()
    for m in re.finditer(r'gputco_ui_layer\((\w+)((?:\s+USES(?:\s+\w+)+?)?)\s+SOURCES', text):
        layer = m.group(1)
        uses[layer] = set(m.group(2).split()[1:]) if m.group(2).strip() else set()
if 'document' not in uses or 'shell' not in uses:
    sys.exit('no layers found in ui/CMakeLists.txt: %s' % sorted(uses))
bad = []
for layer in uses:
    folder = os.path.join(root, 'ui', layer)
    for name in sorted(os.listdir(folder)):
        if not name.endswith(('.h', '.cpp')):
            continue
        path = os.path.join(folder, name)
        for number, line in enumerate(open(path, encoding='utf-8'), 1):
            m = re.match(r'\s*#\s*include\s+"ui/([^/"]+)/', line)
            if m and m.group(1) != layer and m.group(1) not in uses[layer]:
                bad.append('ui/%s/%s:%d: %s includes %s, a layer it may not use' %
                           (layer, name, number, layer, m.group(1)))
loose = [n for n in os.listdir(os.path.join(root, 'ui')) if n.endswith(('.h', '.cpp'))
         and n != 'layer_check_main.cpp']
for name in loose:
    bad.append('ui/%s: a file outside every layer' % name)
print('\n'.join(bad) if bad else 'every include points to its own layer or one below it (%d layers)' % len(uses))
sys.exit(1 if bad else 0)
