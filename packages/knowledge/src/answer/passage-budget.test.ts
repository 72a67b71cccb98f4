import { describe, expect, it } from 'vitest';
import type { Passage } from '../retrieve/index.ts';
import { estimateTokens, fitPassages, LEADING_PASSAGE_TOKENS, PASSAGE_TOKENS, TRAILING_PASSAGE_TOKENS } from './passage-budget.ts';

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
    const sentence = `The daemon listens on port 9418 by default and ${'accepts connections from any address that the firewall lets through '.repeat(30)}and logs them.`;
    const [fitted] = fitPassages([passage(sentence)], 'Which port does the daemon listen on?', 'en');
    expect(fitted!.content).toMatch(/^The daemon listens on port 9418 by default .*…$/);
    expect(estimateTokens(fitted!.content)).toBeLessThanOrEqual(LEADING_PASSAGE_TOKENS);
  });

  it('gives the three best passages more room than the others in a long section', () => {
    const section = (topic: string, id: string) =>
      passage(Array.from({ length: 60 }, (_, i) => `The ${topic} step ${i} of the bisect run is described here.`).join(' '), undefined, id);
    const fitted = fitPassages(
      ['first', 'second', 'third', 'fourth'].map((topic, i) => section(topic, `c${i}`)),
      'bisect run step',
      'en',
    );
    const sizes = fitted.map((p) => estimateTokens(p.content));
    for (const size of sizes.slice(0, 3)) {
      expect(size).toBeGreaterThan(PASSAGE_TOKENS);
      expect(size).toBeLessThanOrEqual(LEADING_PASSAGE_TOKENS);
    }
    expect(sizes[3]).toBeLessThanOrEqual(PASSAGE_TOKENS);
  });

  it('gives passages below the tenth less room, so the budget reaches further down the ranking', () => {
    const section = (i: number) =>
      passage(Array.from({ length: 30 }, (_, k) => `Section ${i} explains bisect step ${k} of the run in some detail.`).join(' '), undefined, `c${i}`);
    const fitted = fitPassages(
      Array.from({ length: 14 }, (_, i) => section(i)),
      'bisect run step',
      'en',
    );
    const sizes = fitted.map((p) => estimateTokens(p.content));
    expect(sizes[9]).toBeGreaterThan(TRAILING_PASSAGE_TOKENS);
    expect(sizes.slice(10).every((size) => size <= TRAILING_PASSAGE_TOKENS)).toBe(true);
    expect(fitted.length).toBeGreaterThan(10);
  });

  it('sends no text twice when a passage is the next chunk of a better one, in either order', () => {
    const find = 'Bisect uses a binary search to find the commit that introduced a bug.';
    const skip = 'Use exit code 125 when the current source code cannot be tested.';
    const reset = 'Run git bisect reset when you are done, to return to the original HEAD.';
    const first = passage(find, skip, 'c1');
    const next = passage(skip, reset, 'c2');
    expect(fitPassages([first, next], 'bisect exit code', 'en').map((p) => p.content)).toEqual([`${find}\n${skip}`, reset]);
    expect(fitPassages([next, first], 'bisect exit code', 'en').map((p) => p.content)).toEqual([`${skip}\n${reset}`, find]);
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

  it('keeps the sentence right after the one about the question, which often holds the answer', () => {
    const filler = Array.from({ length: 60 }, (_, i) => `Filler sentence number ${i} says nothing at all.`).join(' ');
    const [fitted] = fitPassages(
      [passage(`${filler} A file called color inside the folder gives the folder's color. Its content is a hex value such as #00FF00. ${filler}`)],
      'How is the color of a folder stored?',
      'en',
    );
    expect(fitted!.content).toContain('Its content is a hex value such as #00FF00.');
  });

  it('keeps the example lines under a lead-in ending in a colon, past an ellipsis', () => {
    const filler = Array.from({ length: 60 }, (_, i) => `Filler sentence number ${i} says nothing at all.`).join('\n');
    const example = 'To trust your own certificate authority, add this:\n[server main]\nhost = "example.org"\n...\ncafile = "/etc/ssl/own-ca.pem"';
    const [fitted] = fitPassages([passage(`${filler}\n${example}\n${filler}`)], 'How do I trust my own certificate authority?', 'en');
    expect(fitted!.content).toContain('cafile = "/etc/ssl/own-ca.pem"');
  });

  it('weighs most the question words that few sentences hold', () => {
    // Every sentence of git-reset's modes speaks of the index and the working tree; "soft" names the one asked about.
    const modes = Array.from(
      { length: 12 },
      (_, i) => `Mode number ${i} resets the index and changes the working tree of the repository in its own way, as described below.`,
    ).join(' ');
    const [fitted] = fitPassages(
      [passage(`${modes} With --soft the reset leaves the index and the working tree as they are.`)],
      'Does a soft reset change the index or the working tree?',
      'en',
    );
    expect(fitted!.content).toContain('With --soft the reset leaves the index');
  });

  it('splits a run-on sentence at its inner full stops so the part about the question is kept', () => {
    // Intl.Segmenter does not end a sentence before a lower-case word: the three sentences are one.
    const runOn = `Mirrors copy the archive every day. ${'apt fetches lists from every mirror in the sources file and compares them. '.repeat(14)}apt checks each package with GPG signatures before installing it.`;
    const [fitted] = fitPassages([passage(runOn)], 'Which tool checks the package signatures?', 'en');
    expect(fitted!.content).toContain('apt checks each package with GPG signatures');
  });

  it('sends once a sentence that two chunks both hold', () => {
    const repeated = 'The repository keeps its configuration in the file named config inside the .git directory.';
    const fitted = fitPassages(
      [
        passage(`Git stores settings in three levels.\n${repeated}`, undefined, 'c1'),
        passage(`${repeated}\nThe global file is in your home directory.`, undefined, 'c2'),
      ],
      'Where does git keep the repository configuration?',
      'en',
    );
    expect(
      fitted
        .map((p) => p.content)
        .join('\n')
        .split(repeated),
    ).toHaveLength(2);
  });

  it('sends once the sentence a chunk and its continuation both hold, so a later sentence of the section fits', () => {
    const repeated = 'When the tool is apt-get or aptitude, it tracks the packages installed automatically and offers to remove them.';
    const filler = Array.from({ length: 12 }, (_, i) => `Some packages, number ${i}, are split into a program and its data.`).join(' ');
    const [fitted] = fitPassages(
      [passage(`${filler}\nfoo-data does not depend on foo. ${repeated}`, `${repeated}\nThis is needed to avoid circular dependencies.`)],
      'Why is foo-data not removed when I uninstall foo?',
      'en',
      150,
    );
    expect(fitted!.content.split(repeated)).toHaveLength(2);
    expect(fitted!.content).toContain('circular dependencies');
  });
});
