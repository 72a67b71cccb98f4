import { describe, expect, it } from 'vitest';
import { lineRoles, phraseLine } from './structured-lines.ts';

describe('lineRoles', () => {
  it('takes a labelled name before field lines as their subject, and phrases the fields with it', () => {
    const lines = ['Dentist: Clínica Sonrisa Ruzafa', 'Telephone: 963 74 88 10'];
    const roles = lineRoles(lines);
    expect(roles[0]!.hidden).toBe(true);
    expect(phraseLine(lines[1]!, roles[1]!, 'es')).toBe('El teléfono de Clínica Sonrisa Ruzafa es 963 74 88 10.');
  });

  it("reads a table's header row as the names of every row's cells, not a row like the one before it", () => {
    const roles = lineRoles([
      'Name | Type | Description | Default',
      '-m, --message | text | A commit message to use | None',
      '--force | boolean | Force the push to the repository | False',
    ]);
    expect(roles[2]!.columns).toEqual(['Name', 'Type', 'Description', 'Default']);
  });

  it('does not take an address or a list of hours before a field line as a subject', () => {
    for (const line of ['Visit us: Harbour Lane Bakery, 14 Harbour Lane, Whitstable CT5 1AB', 'Studio shop: Open Thursday–Sunday, 11am–6pm']) {
      const roles = lineRoles([line, 'Email: help@pineandpebble.com']);
      expect(roles[0]!.hidden).toBe(false);
      expect(phraseLine('Email: help@pineandpebble.com', roles[1]!, 'en')).toBe('Email: help@pineandpebble.com');
    }
  });
});
