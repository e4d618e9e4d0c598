#!/usr/bin/env node
// Counts the imports between server/ feature folders (docs/architecture.md, Server layers): how
// many, how many levels the folders stand on, which point back up (inside a circle of folders) and
// which folders import each other. Tests and server/testing are left out: they put the whole shop
// together and may import anything. So are deps.ts's `import type` lines: it names the types of what
// the app is built from and leaves nothing behind at run time. Every other type import counts.
// Usage: node scripts/server-imports.mjs [--list [--all]]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(
  process.env.SERVER_DIR ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'server'),
);
const isTest = (file) => /\.test\.ts$/.test(file) || file.startsWith(path.join(root, 'testing') + path.sep);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'migrations') yield* files(full);
    } else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

// A file's feature: its first folder below server/; a file directly in server/ (app, deps, config,
// secrets, start, main) is one of its own.
const folderOf = (file) => {
  const rel = path.relative(root, file).split(path.sep);
  return rel.length > 1 ? rel[0] : rel[0].replace(/\.tsx?$/, '');
};

const edges = new Map(); // 'from>to' -> [file:line import]
for (const file of files(root)) {
  if (isTest(file)) continue;
  const from = folderOf(file);
  const text = fs.readFileSync(file, 'utf8');
  const re = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  for (const m of text.matchAll(re)) {
    if (from === 'deps' && /^import\s+type\s/.test(m[0])) continue;
    const target = path.resolve(path.dirname(file), m[1] ?? m[2]);
    if (!target.startsWith(root + path.sep)) continue;
    const to = folderOf(target);
    if (to === from) continue;
    const key = `${from}>${to}`;
    if (!edges.has(key)) edges.set(key, []);
    edges.get(key).push(path.relative(root, file) + ' -> ' + (m[1] ?? m[2]));
  }
}

const folders = new Set([...edges.keys()].flatMap((k) => k.split('>')));
const out = new Map([...folders].map((f) => [f, new Set()]));
for (const key of edges.keys()) {
  const [a, b] = key.split('>');
  out.get(a).add(b);
}

// Tarjan's strongly connected components: folders that reach each other are one circle.
let index = 0;
const idx = new Map(),
  low = new Map(),
  onStack = new Set(),
  stack = [],
  comp = new Map(),
  comps = [];
function visit(v) {
  idx.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of out.get(v)) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const c = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      comp.set(w, comps.length);
      c.push(w);
    } while (w !== v);
    comps.push(c);
  }
}
for (const v of folders) if (!idx.has(v)) visit(v);

// Level of a circle: 1 + the highest level it imports from (the folders it imports nothing from: 1).
const level = new Map();
const levelOf = (c) => {
  if (level.has(c)) return level.get(c);
  level.set(c, 1);
  let l = 1;
  for (const v of comps[c])
    for (const w of out.get(v)) if (comp.get(w) !== c) l = Math.max(l, levelOf(comp.get(w)) + 1);
  level.set(c, l);
  return l;
};
comps.forEach((_, c) => levelOf(c));

let imports = 0,
  back = 0;
const backList = [];
for (const [key, list] of edges) {
  imports += list.length;
  const [a, b] = key.split('>');
  if (comp.get(a) === comp.get(b)) {
    back += list.length;
    backList.push(`${key} (${list.length})`);
  }
}
const mutual = [...edges.keys()].filter((k) => {
  const [a, b] = k.split('>');
  return a < b && edges.has(`${b}>${a}`);
});

console.log(
  `folders ${folders.size}, imports ${imports} (${edges.size} folder pairs), levels ${Math.max(...level.values())}`,
);
console.log(
  `imports inside circles ${back}; circles: ${
    comps
      .filter((c) => c.length > 1)
      .map((c) => c.join(' '))
      .join(' | ') || 'none'
  }`,
);
console.log(`mutual pairs ${mutual.length}: ${mutual.map((k) => k.replace('>', '<->')).join(', ')}`);
if (process.argv.includes('--list')) {
  for (const b of backList) console.log('  in a circle: ' + b);
  for (const [key, list] of edges)
    if (process.argv.includes('--all') || backList.some((b) => b.startsWith(key + ' ')))
      console.log(key + '\n    ' + list.join('\n    '));
}
if (process.argv.includes('--levels')) {
  const byLevel = new Map();
  comps.forEach((c, i) => {
    const l = level.get(i);
    if (!byLevel.has(l)) byLevel.set(l, []);
    byLevel.get(l).push(c.join('+'));
  });
  for (const l of [...byLevel.keys()].sort((a, b) => a - b))
    console.log(`level ${l}: ${byLevel.get(l).sort().join(', ')}`);
}
