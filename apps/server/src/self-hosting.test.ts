import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CONFIG_VARIABLES } from './config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const known = new Set(CONFIG_VARIABLES);

/** Variables the Dockerfile sets with ENV (`ENV A=1 B=2`). */
function dockerfileVariables(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('ENV '))
    .flatMap((line) => [...line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=/g)].map((match) => match[1]!));
}

/** Variables the compose file gives Siteline's own services (those built from this repository). */
function composeVariables(text: string): string[] {
  const services = (parseYaml(text, { merge: true }) as { services: Record<string, { build?: string; environment?: Record<string, string> }> }).services;
  return Object.values(services)
    .filter((service) => service.build !== undefined)
    .flatMap((service) => Object.keys(service.environment ?? {}));
}

/** Variables `.env.example` sets or shows commented out. */
function envExampleVariables(text: string): string[] {
  return [...text.matchAll(/^#?\s*([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

describe('self-hosting files', () => {
  it('set only variables the config module reads', () => {
    const used = {
      Dockerfile: dockerfileVariables(read('Dockerfile')),
      'compose.yaml': composeVariables(read('compose.yaml')),
      '.env.example': envExampleVariables(read('.env.example')),
    };
    for (const [file, variables] of Object.entries(used)) {
      expect(variables.length, file).toBeGreaterThan(0);
      expect(
        variables.filter((name) => !known.has(name)),
        file,
      ).toEqual([]);
    }
  });

  it('run the API and the worker roles against one PostgreSQL, behind a proxy the server trusts', () => {
    const services = Object.values(
      (parseYaml(read('compose.yaml'), { merge: true }) as { services: Record<string, { build?: string; environment?: Record<string, string> }> }).services,
    );
    const roles = services.filter((service) => service.build).map((service) => service.environment?.ROLE);
    expect(roles.filter((role) => role === 'api')).toHaveLength(2);
    expect(roles.filter((role) => role === 'worker')).toHaveLength(1);
    for (const service of services.filter((entry) => entry.build)) {
      expect(service.environment?.DATABASE_URL).toMatch(/^postgres:\/\//);
      expect(service.environment?.TRUST_PROXY).toBe('1');
    }
  });

  it('the README documents every variable the config module reads', () => {
    const firstCells = read('README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1]!);
    expect(CONFIG_VARIABLES.filter((name) => !firstCells.some((cell) => cell.includes(`\`${name}\``)))).toEqual([]);
  });
});
