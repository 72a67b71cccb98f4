import { describe, expect, it } from 'vitest';
import type { Passage } from '../retrieve/index.ts';
import { fitPassages } from './passage-budget.ts';

const passage = (content: string, continuation?: string): Passage => ({
  chunkId: 'c1',
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
