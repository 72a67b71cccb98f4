import { describe, expect, it } from 'vitest';
import type { Passage } from '../retrieve/index.ts';
import { estimateTokens, fitPassages, PASSAGE_TOKENS } from './passage-budget.ts';

const passage = (content: string, continuation?: string, chunkId = 'c1'): Passage => ({
  chunkId,
  pageUrl: 'https://docs.test/bisect',
  pageTitle: 'git-bisect',
  headingPath: 'Bisect run',
  content,
  score: 1,
  ...(continuation === undefined ? {} : { continuation }),
});

describe('fitPassages', () => {
  it('gives the model the rest of the section after a passage, within the budget', () => {
    const [fitted] = fitPassages(
      [passage('The script decides whether the revision is good or bad.', 'Use exit code 125 when the revision cannot be tested.')],
      'Which exit code skips a revision?',
      'en',
    );
    expect(fitted!.content).toBe('The script decides whether the revision is good or bad.\nUse exit code 125 when the revision cannot be tested.');
  });

  it('keeps the sentences about the question when the section is longer than one passage may be', () => {
    const filler = Array.from({ length: 80 }, (_, i) => `Filler sentence number ${i} says nothing at all.`).join(' ');
    const [fitted] = fitPassages([passage(filler, 'Use exit code 125 when the revision cannot be tested.')], 'Which exit code skips a revision?', 'en');
    expect(fitted!.content).toContain('exit code 125');
    expect(fitted!.content.length).toBeLessThan(filler.length);
  });

  it('keeps a short line of its own, such as "Port: 80", when it cuts a long section', () => {
    const filler = Array.from({ length: 80 }, (_, i) => `Filler sentence number ${i} says nothing at all.`).join(' ');
    const [fitted] = fitPassages([passage(`${filler}\nPort: 80\n${filler}`)], 'Which port?', 'en');
    expect(fitted!.content).toContain('Port: 80');
  });

  it('cuts a single sentence longer than a passage may be instead of dropping the passage', () => {
    const sentence = `The daemon listens on port 9418 by default and ${'accepts connections from any address that the firewall lets through, '.repeat(30)}and logs them.`;
    const [fitted] = fitPassages([passage(sentence)], 'Which port does the daemon listen on?', 'en');
    expect(fitted!.content).toMatch(/^The daemon listens on port 9418 by default .*…$/);
    expect(estimateTokens(fitted!.content)).toBeLessThanOrEqual(PASSAGE_TOKENS);
  });

  it('sends no text twice when a passage is the next chunk of a better one, in either order', () => {
    const first = passage('Bisect finds the commit that introduced a bug.', 'Use exit code 125 to skip a revision.', 'c1');
    const next = passage('Use exit code 125 to skip a revision.', 'Run git bisect reset when done.', 'c2');
    expect(fitPassages([first, next], 'bisect exit code', 'en').map((p) => p.content)).toEqual([
      'Bisect finds the commit that introduced a bug.\nUse exit code 125 to skip a revision.',
      'Run git bisect reset when done.',
    ]);
    expect(fitPassages([next, first], 'bisect exit code', 'en').map((p) => p.content)).toEqual([
      'Use exit code 125 to skip a revision.\nRun git bisect reset when done.',
      'Bisect finds the commit that introduced a bug.',
    ]);
  });

  it('keeps first the sentences sharing the most words with the question, though many share one', () => {
    // aptitude's options: every entry says "paquets"; the one asked about comes last.
    const options = Array.from({ length: 30 }, (_, i) => `--option-${i}: Afficher les paquets du groupe ${i} dans la liste.`).join('\n');
    const [fitted] = fitPassages(
      [passage(`${options}\n--allow-untrusted: Installer des paquets de sources non sûres sans demande de confirmation.`)],
      'Quelle option installe des paquets de sources non sûres sans demander de confirmation ?',
      'fr',
    );
    expect(fitted!.content).toContain('--allow-untrusted: Installer des paquets de sources non sûres');
  });
});
