import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);

/** The folder a source file belongs to: `features/<name>`, another top folder, or the file itself at the top. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'features') return parts.slice(0, 2).join('/');
  return parts.length > 1 ? parts[0]! : file;
}

/** Every relative import of the product's source files (tests and test helpers left out), as folder edges. */
function folderImports(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('test/'));
  for (const file of files) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/(?:from|import|declare module)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), match[1]!));
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to || target.startsWith('..')) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** The folders that reach themselves again (strongly connected components of more than one folder). */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component = stack.splice(stack.indexOf(node));
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('server layers', () => {
  const edges = folderImports();

  it('has no import cycle between folders', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('keeps the shared layers (context, config, db, lib, auth, http, events) free of features', () => {
    const shared = ['context.ts', 'config.ts', 'db', 'lib', 'auth', 'http', 'events'];
    const reaching = shared.flatMap((from) => [...(edges.get(from) ?? [])].filter((to) => to.startsWith('features/')).map((to) => `${from} -> ${to}`));
    expect(reaching).toEqual([]);
  });
});
