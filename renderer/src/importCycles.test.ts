import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module of the admin app imports, through any chain, a module that imports it back. In such a circle
 * one of the two is read before the other has finished: an export used at load time is undefined, and
 * the order files happen to be loaded in decides which (a page exporting helpers its own dialogs import).
 * Only imports that run count: `import type` is erased, and a lazy `import()` loads after both are done.
 */
const root = dirname(fileURLToPath(import.meta.url));
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find(
    (candidate) =>
      candidate.startsWith(root) &&
      EXTENSIONS.some((extension) => candidate.endsWith(extension)) &&
      existsSync(candidate) &&
      statSync(candidate).isFile(),
  );
}

/** The modules inside renderer/src that `file` imports when it runs. */
function runtimeImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  for (const statement of source.statements) {
    const runs =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier !== undefined);
    if (!runs || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolveImport(file, statement.moduleSpecifier.text);
    if (target) found.push(target);
  }
  return found;
}

/** Every circle in the import graph, each named once by the files along it. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = path.slice(path.indexOf(next));
        // The same circle found from another file is the same circle: name it from its smallest file.
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const named = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(named.join(' -> '), named);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

describe('the admin app’s imports', () => {
  it('form no circle', () => {
    const graph = new Map(sourceFiles(root).map((file) => [file, runtimeImports(file)]));
    const circles = importCycles(graph).map((cycle) =>
      [...cycle, cycle[0]!].map((file) => relative(root, file)).join(' -> '),
    );
    expect(circles).toEqual([]);
  });

  it('see a circle when there is one, and not when the way back is only a type', () => {
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
    const page = join(root, 'features/orders/OrdersPage.tsx');
    expect(runtimeImports(page, "import type { X } from '../dashboard/DashboardPage';")).toEqual([]);
    expect(runtimeImports(page, "import { x } from '../dashboard/DashboardPage';")).toEqual([
      join(root, 'features/dashboard/DashboardPage.tsx'),
    ]);
    expect(runtimeImports(page, "export { x } from '../dashboard/DashboardPage';")).toEqual([
      join(root, 'features/dashboard/DashboardPage.tsx'),
    ]);
  });
});
