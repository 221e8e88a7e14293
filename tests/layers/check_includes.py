#!/usr/bin/env python3
"""Every `#include "ui/<folder>/..."` in ui/ names the file's own folder or a layer its
gputco_ui_layer(... USES ...) line in ui/CMakeLists.txt or ui/report/CMakeLists.txt lists.
With --io, the same for model/io/: every `#include "model/io/..."` names a file of the
including file's own io library or of one its gputco_io_library(... USES ...) lists, only a
library that LINKS gputco_engine includes model/engine/, and every file belongs to one library.
Prints each include that points up, with its file and line, and exits 1 when there is one."""
import os
import re
import sys


def check_io(root):
    """The io libraries of model/io/CMakeLists.txt and its folders' CMakeLists.txt."""
    io = os.path.join(root, 'model', 'io')
    libs = {}    # name -> {'uses': set, 'links': set}
    owner = {}   # path relative to model/io -> library
    for folder in [''] + sorted(os.listdir(io)):
        cmake = os.path.join(io, folder, 'CMakeLists.txt')
        if not os.path.isfile(cmake):
            continue
        text = open(cmake, encoding='utf-8').read()
        for m in re.finditer(r'gputco_io_library\((\w+)([^)]*)\)', text):
            name, words, part = m.group(1), {}, None
            for word in m.group(2).split():
                if word in ('USES', 'LINKS', 'PRIVATE', 'SOURCES', 'HEADERS'):
                    part = word
                    words.setdefault(part, [])
                elif part:
                    words[part].append(word)
            libs[name] = {'uses': set(words.get('USES', [])),
                          'links': set(words.get('LINKS', []) + words.get('PRIVATE', []))}
            for source in words.get('SOURCES', []) + words.get('HEADERS', []):
                stem = os.path.splitext(os.path.join(folder, source))[0]
                for ext in ('.h', '.cpp'):
                    owner[stem + ext] = name
    if 'files' not in libs or 'workbook' not in libs:
        sys.exit('no io libraries found in model/io: %s' % sorted(libs))
    bad = []
    for folder, _, names in os.walk(io):
        for name in sorted(names):
            if not name.endswith(('.h', '.cpp')) or name == 'layer_check_main.cpp':
                continue
            rel = os.path.relpath(os.path.join(folder, name), io)
            lib = owner.get(rel)
            if lib is None:
                bad.append('model/io/%s: a file of no io library' % rel)
                continue
            for number, line in enumerate(open(os.path.join(folder, name), encoding='utf-8'), 1):
                m = re.match(r'\s*#\s*include\s+"model/io/([^"]+)"', line)
                if m:
                    to = owner.get(m.group(1))
                    if to is None:
                        bad.append('model/io/%s:%d: includes model/io/%s, a file of no io library' %
                                   (rel, number, m.group(1)))
                    elif to != lib and to not in libs[lib]['uses']:
                        bad.append('model/io/%s:%d: %s includes %s, a library it may not use' %
                                   (rel, number, lib, to))
                if re.match(r'\s*#\s*include\s+"model/engine/', line) and \
                        'gputco_engine' not in libs[lib]['links']:
                    bad.append('model/io/%s:%d: %s includes the engine, which it does not link' %
                               (rel, number, lib))
    print('\n'.join(bad) if bad else
          'every include points to its own io library or one it uses (%d libraries)' % len(libs))
    sys.exit(1 if bad else 0)


root = sys.argv[1]
if '--io' in sys.argv[2:]:
    check_io(root)
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
