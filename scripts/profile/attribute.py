#!/usr/bin/env python3
"""Instruction counts by function from callgrind and V8's perf map (issue 22; see callgrind.sh).

  attribute.py table <callgrind.out> <perf-PID.map>   -> TSV: Ir<TAB>key, one row per function, where a
      key is "JS name:line" (V8 code found in the perf map), "N symbol" (native code: V8's collector,
      compiler and builtins, e.g. Builtins_LoadIC_Megamorphic), or "CALL caller -> callee" (the
      inclusive cost of native calls made from JS code: which function pays a builtin).
  EVENT=k attribute.py table ...                     -> the same for the k-th event of a run with callgrind's
      --cache-sim=yes --branch-sim=yes (events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim;
      3 = instruction-cache misses, 10 = mispredicted conditional branches).
  attribute.py diff <a.tsv> <b.tsv> [top]            -> b - a by key, largest first, with totals split
      into JS, builtins and the rest (garbage collection and compilation, which V8 paces partly by the
      clock, so that part moves by a few per cent from run to run).
"""
import bisect, collections, os, re, sys

EVENT = int(os.environ.get('EVENT', '-1'))


def table(out, perf_map):
    starts, ends, names = [], [], []
    rows = []
    for line in open(perf_map):
        a, size, name = line.rstrip('\n').split(' ', 2)
        rows.append((int(a, 16), int(a, 16) + int(size, 16), name))
    rows.sort()
    starts = [r[0] for r in rows]

    def jit(addr):
        i = bisect.bisect_right(starts, addr) - 1
        if i >= 0 and addr < rows[i][1]:
            m = re.match(r'JS:[*~^+]?(\S*) .*?:(\d+):\d+', rows[i][2])
            return ('JS ' + m.group(1) + ':' + m.group(2)) if m else rows[i][2]
        return 'jit?'

    cost = collections.Counter()
    addr, call, ob, fn, cfn = 0, False, '', '', ''
    obs, fns = {}, {}

    def named(table_, v):
        m = re.match(r'\((\d+)\)(?: (.*))?', v)
        if not m:
            return v
        if m.group(2):
            table_[m.group(1)] = m.group(2)
        return table_.get(m.group(1), v)

    for line in open(out):
        c = line[0]
        if c in '0123456789+-*':
            parts = line.split()
            p = parts[0]
            if p.startswith('0x'):
                addr = int(p, 16)
            elif p[0] == '+':
                addr += int(p[1:])
            elif p[0] == '-':
                addr -= int(p[1:])
            # One event (Ir): its count ends the line. With cache or branch simulation, EVENT=k picks
            # the k-th event column (after the two position columns; callgrind drops trailing zeros).
            if EVENT < 0:
                ir = int(parts[-1]) if len(parts) >= 3 else 0
            else:
                ir = int(parts[2 + EVENT]) if len(parts) > 2 + EVENT else 0
            in_jit = ob.endswith('???') or ob == ''
            if call:
                if in_jit and not cfn.startswith('0x'):
                    cost['CALL ' + jit(addr) + ' -> ' + cfn[:50]] += ir
                call = False
                continue
            cost[jit(addr) if in_jit else 'N ' + fn[:70]] += ir
        elif line.startswith('calls='):
            call = True
        elif line.startswith('ob='):
            ob = named(obs, line[3:].strip())
        elif line.startswith('fn='):
            fn = named(fns, line[3:].strip())
        elif line.startswith('cob='):
            named(obs, line[4:].strip())
        elif line.startswith('cfn='):
            cfn = named(fns, line[4:].strip())
    for k, v in cost.items():
        print(f'{v}\t{k}')


def load(f):
    d = collections.Counter()
    for line in open(f):
        v, k = line.rstrip('\n').split('\t', 1)
        d[k] += int(v)
    return d


def diff(a_file, b_file, top=40):
    a, b = load(a_file), load(b_file)
    d = {k: b[k] - a[k] for k in set(a) | set(b)}
    parts = collections.Counter()
    for k, v in d.items():
        if not k.startswith('CALL'):
            parts['JS' if k.startswith('JS') else 'builtins' if 'Builtins_' in k else 'rest'] += v
    print('  '.join(f'{k} {v / 1e6:.1f} M' for k, v in parts.items()), f' total {sum(parts.values()) / 1e6:.1f} M')
    for k, v in sorted(d.items(), key=lambda x: -x[1])[:top]:
        print(f'{v / 1e6:9.1f} M  {k[:130]}')


if __name__ == '__main__':
    if sys.argv[1] == 'table':
        table(sys.argv[2], sys.argv[3])
    else:
        diff(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 40)
