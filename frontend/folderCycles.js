// @ts-check
/**
 * Fails when folders of `src` import each other in a circle (features among themselves, or
 * top-level folders), which ESLint's file-by-file rules cannot see, and when a top-level
 * entry of `src` has no layer in layers.js. Test code is left out: it ships in no bundle.
 * Run by `npm run lint`; `node folderCycles.js` prints each circle with one import per arrow.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

import ts from 'typescript';

import { LAYERS, folderOf, isTestFile } from './layers.js';

const SRC = fileURLToPath(new URL('src/', import.meta.url));
const SOURCE = /\.tsx?$/;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The arrows between folders: `from -> to` with one import that draws it.
 * @param {string} srcDir the `src` folder
 * @returns {Map<string, Map<string, string>>} from folder -> (to folder -> `file: specifier`)
 */
export function folderGraph(srcDir) {
  /** @type {Map<string, Map<string, string>>} */
  const graph = new Map();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && !isTestFile(file));
  const known = new Set(files);
  for (const file of files) {
    const from = folderOf(file);
    const text = readFileSync(path.join(srcDir, file), 'utf8');
    for (const { fileName: specifier } of ts.preProcessFile(text, true, true).importedFiles) {
      const target = resolve(file, specifier, known);
      if (target === null) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const arrows = /** @type {Map<string, string>} */ (graph.get(from));
      if (!arrows.has(to)) arrows.set(to, `${file}: ${specifier}`);
    }
  }
  return graph;
}

/** The file under `src` an import names (`@/...` or relative), null for a package. */
function resolve(file, specifier, known) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(file), specifier);
  else return null;
  const found = CANDIDATES.map((suffix) => base + suffix).find((candidate) => known.has(candidate));
  // A JSON file or a folder without an index still belongs to its folder.
  return found ?? base;
}

/**
 * The circles of a graph: its strongly connected components of more than one folder
 * (Tarjan), each sorted, the list sorted.
 * @param {Map<string, Map<string, string>>} graph
 * @returns {string[][]}
 */
export function findCycles(graph) {
  let next = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const cycles = [];

  /** @param {string} node */
  function visit(node) {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(Number(low.get(node)), Number(low.get(to))));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(Number(low.get(node)), Number(index.get(to))));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a.join().localeCompare(b.join()));
}

/** The top-level entries of `src` that layers.js does not place. */
export function unplaced(srcDir) {
  const placed = new Set(LAYERS.flat());
  return readdirSync(srcDir).filter(
    (entry) => !placed.has(entry) && !entry.endsWith('.d.ts') && !entry.startsWith('.'),
  );
}

function main() {
  const problems = unplaced(SRC).map(
    (entry) => `src/${entry} has no layer: add it to LAYERS in layers.js.`,
  );
  const graph = folderGraph(SRC);
  for (const cycle of findCycles(graph)) {
    const members = new Set(cycle);
    const arrows = cycle.flatMap((from) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => members.has(to))
        .map(([to, example]) => `  ${from} -> ${to}  (${example})`),
    );
    problems.push(`These folders import each other in a circle:\n${arrows.join('\n')}`);
  }
  if (problems.length === 0) return;
  process.stderr.write(
    `${problems.join('\n')}\nBreak a circle by moving the shared piece down or passing it in: docs/frontend-layers.md.\n`,
  );
  process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
