#!/usr/bin/env node
// CI gate (docs/architecture.md, issue 12): fails when an installed production dependency is older than the
// floor kept in scripts/minimum-versions.json. It reads what npm actually installed (every copy that
// production code can load, nested ones too), not what package.json asks for: a range can resolve low.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** -1, 0 or 1 as release version a is below, equal to or above b; a pre-release is below its release. */
export function compareVersions(a, b) {
  const parse = (version) => {
    const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(version.trim());
    if (!match) throw new Error(`not a version: ${JSON.stringify(version)}`);
    return { numbers: match.slice(1, 4).map(Number), pre: match[4] ? match[4].split('.') : [] };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index++) {
    if (left.numbers[index] !== right.numbers[index]) return left.numbers[index] < right.numbers[index] ? -1 : 1;
  }
  if (left.pre.length === 0 || right.pre.length === 0)
    return left.pre.length === right.pre.length ? 0 : left.pre.length === 0 ? 1 : -1;
  for (let index = 0; index < Math.max(left.pre.length, right.pre.length); index++) {
    const x = left.pre[index];
    const y = right.pre[index];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    const numeric = /^\d+$/;
    if (numeric.test(x) && numeric.test(y)) return Number(x) < Number(y) ? -1 : 1;
    if (numeric.test(x) !== numeric.test(y)) return numeric.test(x) ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

const readManifest = (dir) => {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Every installed copy of the named packages that production code can load: the tree of
 * `dependencies` and `optionalDependencies` from the project's package.json, each resolved the way
 * Node does (the nearest node_modules upwards), so dev tools' own copies do not count.
 */
export function productionCopies(projectDir, names) {
  const wanted = new Set(names);
  const found = [];
  const seen = new Set();
  const resolve = (name, fromDir) => {
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      const manifest = readManifest(candidate);
      if (manifest) return { dir: candidate, manifest };
      if (dir === projectDir || path.dirname(dir) === dir) return undefined;
    }
  };
  const visit = (fromDir, manifest) => {
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      const resolved = resolve(name, fromDir);
      // An optional dependency that did not install (electron without its binary) is simply absent.
      if (!resolved || seen.has(resolved.dir)) continue;
      seen.add(resolved.dir);
      if (wanted.has(name))
        found.push({ name, version: resolved.manifest.version, where: path.relative(projectDir, resolved.dir) });
      visit(resolved.dir, resolved.manifest);
    }
  };
  visit(projectDir, readManifest(projectDir));
  return found;
}

/** The problems: copies below their floor, and floors with no installed copy at all. */
export function findProblems(minimums, copies) {
  const problems = [];
  for (const [name, { version: floor }] of Object.entries(minimums)) {
    const mine = copies.filter((copy) => copy.name === name);
    if (mine.length === 0) problems.push(`${name} is not installed (minimum ${floor})`);
    for (const copy of mine) {
      if (compareVersions(copy.version, floor) < 0)
        problems.push(`${name} ${copy.version} is below the minimum ${floor} (${copy.where})`);
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { minimums } = JSON.parse(readFileSync(path.join(root, 'scripts/minimum-versions.json'), 'utf8'));
  const copies = productionCopies(root, Object.keys(minimums));
  const problems = findProblems(minimums, copies);
  for (const copy of copies) console.log(`  ${copy.name} ${copy.version} (minimum ${minimums[copy.name].version})`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`minimum versions: ${problem}`);
    process.exit(1);
  }
  console.log('minimum versions: every listed production dependency is at or above its floor');
}
