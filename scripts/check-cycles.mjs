#!/usr/bin/env node
// Import cycles are refused (part of `npm run lint`): every relative import of the sources that
// loads code at run time, as a graph; each strongly connected component of more than one file is a
// cycle. On the server and the gateway type-only imports count too (none is left: a type that two
// parts share lives below both); in the domain and the web they are erased and left out. TypeScript
// parses the files, so it is exact and takes a second, where a lint rule took minutes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['packages/domain/src', 'apps/server/src', 'apps/web/src', 'apps/gateway/src'];
/** Where an `import type` is an edge of the graph like any other. */
const TYPES_COUNT = ['apps/server/src', 'apps/gateway/src'].map((dir) => path.join(root, dir) + path.sep);

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

function importsOf(file) {
  const typesCount = TYPES_COUNT.some((dir) => file.startsWith(dir));
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out = [];
  const typeOnly = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (!clause) return false;
      if (clause.isTypeOnly) return true;
      const bindings = clause.namedBindings;
      return (
        !clause.name &&
        !!bindings &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly)
      );
    }
    if (ts.isExportDeclaration(node)) {
      if (node.isTypeOnly) return true;
      const clause = node.exportClause;
      return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
    }
    return false;
  };
  const visit = (node) => {
    if (!typesCount && typeOnly(node)) return;
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
        ? node.moduleSpecifier.text
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? {})
          ? node.arguments[0].text
          : undefined;
    if (specifier?.startsWith('.')) {
      const target = resolve(file, specifier);
      if (target) out.push(target);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const files = ROOTS.flatMap((dir) => sources(path.join(root, dir)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function connect(file) {
  const own = { index, low: index, onStack: true };
  index++;
  state.set(file, own);
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    const seen = state.get(next);
    if (!seen) {
      connect(next);
      own.low = Math.min(own.low, state.get(next).low);
    } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
  }
  if (own.low !== own.index) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    state.get(member).onStack = false;
    component.push(member);
  } while (member !== file);
  if (component.length > 1) cycles.push(component);
}
for (const file of files) if (!state.has(file)) connect(file);

if (cycles.length) {
  process.stderr.write(`${cycles.length} import cycle(s):\n`);
  for (const cycle of cycles) process.stderr.write(`  ${cycle.map((file) => path.relative(root, file)).join(' <-> ')}\n`);
  process.exit(1);
}
process.stdout.write(`no import cycles (${files.length} files)\n`);
