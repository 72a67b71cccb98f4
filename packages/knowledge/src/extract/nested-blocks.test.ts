import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

const textOf = (content: string) => extractPage(`<html><body><main>${content}</main></body></html>`, 'https://docs.example/').text;

/** Code and lists inside a list item keep their own lines, and its text stays where it is written. */
describe('blocks nested in list items', () => {
  it("keeps the text after a Sphinx list item's nested list after it (Read the Docs)", () => {
    expect(
      textOf(`<ul class="simple">
<li><p><code class="docutils literal notranslate"><span class="pre">conflict_resolution</span></code>: Optional, define how conflicts should be handled.</p>
<p>Valid values are:</p>
<ul class="simple">
<li><p><code class="docutils literal notranslate"><span class="pre">null</span></code>, where an error is shown and no changes are done.</p></li>
<li><p><code class="docutils literal notranslate"><span class="pre">&quot;a</span> <span class="pre">wins&quot;</span></code>, where the whole item is taken from one side.</p></li>
</ul>
<p>Vdirsyncer never attempts to “automatically merge” the two items.</p>
</li>
<li><p><code class="docutils literal notranslate"><span class="pre">partial_sync</span></code>: Assume A is read-only, B not.</p></li>
</ul>`),
    ).toBe(
      [
        '- conflict_resolution: Optional, define how conflicts should be handled. Valid values are:',
        '  - null, where an error is shown and no changes are done.',
        '  - "a wins", where the whole item is taken from one side.',
        '  Vdirsyncer never attempts to “automatically merge” the two items.',
        '- partial_sync: Assume A is read-only, B not.',
      ].join('\n'),
    );
  });

  it("keeps the code of an AsciiDoc list item on lines of its own (git's guides)", () => {
    expect(
      textOf(`<div class="ulist"><ul>
<li>
<p>
Create a branch for the fix:
</p>
<div class="listingblock">
<div class="content">
<pre><code>$ git switch -c fix-typo
$ git commit -a</code></pre>
</div></div>
<div class="paragraph"><p>Then send it for review.</p></div>
</li>
</ul></div>`),
    ).toBe('- Create a branch for the fix:\n  $ git switch -c fix-typo\n  $ git commit -a\n  Then send it for review.');
  });

  it("keeps a MkDocs list item's code and the text after its nested list where they are written", () => {
    expect(
      textOf(`<ol>
<li>
<p>Install the package:</p>
<div class="language-text highlight"><pre><span></span><code>pip install mkdocs-material
</code></pre></div>
</li>
<li>Pick a palette:<ul>
<li><code>default</code>, light</li>
<li><code>slate</code>, dark</li>
</ul>
The palette applies to every page.</li>
</ol>`),
    ).toBe(
      [
        '- Install the package:',
        '  pip install mkdocs-material',
        '- Pick a palette:',
        '  - default, light',
        '  - slate, dark',
        '  The palette applies to every page.',
      ].join('\n'),
    );
  });

  it('writes a list item that opens with a nested list as that list', () => {
    expect(textOf('<ul><li><ul><li>inner one</li><li>inner two</li></ul></li><li>outer</li></ul>')).toBe('  - inner one\n  - inner two\n- outer');
  });
});
