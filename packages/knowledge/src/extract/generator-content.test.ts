import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

/** What the furniture rules must not take: content whose ids sound like furniture, and code as written. */
describe('content named like furniture', () => {
  it('keeps Sphinx sections whose ids come from titles such as "Breadcrumbs" or "Table of contents"', () => {
    const page = extractPage(
      `<html><body><div class="document"><div class="body" role="main"><section id="navigation"><h1>Navigation<a class="headerlink" href="#navigation" title="Link to this heading">¶</a></h1>
<section id="breadcrumbs"><h2>Breadcrumbs<a class="headerlink" href="#breadcrumbs" title="Link to this heading">¶</a></h2><p>Breadcrumbs show where the page sits in the tree.</p></section>
<section id="table-of-contents"><h2>Table of contents<a class="headerlink" href="#table-of-contents" title="Link to this heading">¶</a></h2><p>The toctree directive builds the table of contents.</p></section>
<section id="footer"><h2>Footer<a class="headerlink" href="#footer" title="Link to this heading">¶</a></h2><p>Set html_show_copyright to hide the copyright line.</p></section></section></div></div></body></html>`,
      'https://docs.example/navigation.html',
    );
    expect(page.headings.map((heading) => heading.text)).toEqual(['Navigation', 'Breadcrumbs', 'Table of contents', 'Footer']);
    expect(page.text).toContain('Breadcrumbs show where the page sits in the tree.');
    expect(page.text).toContain('The toctree directive builds the table of contents.');
    expect(page.text).toContain('Set html_show_copyright to hide the copyright line.');
  });

  it('keeps a privacy page\'s "Cookie consent" and "TOC" headings that MkDocs and Docusaurus give ids', () => {
    const page = extractPage(
      `<html><body><main class="md-main"><article class="md-content__inner md-typeset"><h1 id="privacy">Privacy</h1>
<h2 id="cookie-consent">Cookie consent<a class="headerlink" href="#cookie-consent" title="Permanent link">&para;</a></h2><p>We ask before setting any analytics cookie.</p>
<h2 class="anchor anchorWithStickyNavbar_LWe7" id="toc">TOC<a href="#toc" class="hash-link" aria-label="Direct link to TOC" title="Direct link to TOC">&#8203;</a></h2><p>Our total organic carbon reports are published monthly.</p></article></main></body></html>`,
      'https://docs.example/privacy/',
    );
    expect(page.headings.map((heading) => heading.text)).toEqual(['Privacy', 'Cookie consent', 'TOC']);
    expect(page.text).toContain('We ask before setting any analytics cookie.');
  });
});

describe('admonitions', () => {
  it("reads AsciiDoc's note, a table of one row beside its label, as the label and its text; a table of facts stays rows", () => {
    const page = extractPage(
      `<html><head><title>git-credential-store(1)</title></head><body><div id="content"><div class="sect1"><h2 id="_description">DESCRIPTION</h2><div class="sectionbody">
<div class="admonitionblock">
<table><tr>
<td class="icon">
<div class="title">Note</div>
</td>
<td class="content">Using this helper will store your passwords unencrypted on disk, protected only by filesystem permissions.</td>
</tr></table>
</div>
<div class="paragraph"><p>This command stores credentials indefinitely on disk for use by future Git programs.</p></div>
<table><tr><td>Price</td><td>$4.25</td></tr><tr><td>Size</td><td>12 oz</td></tr></table>
</div></div></div></body></html>`,
      'https://git.example/git-credential-store.html',
    );
    expect(page.text).toContain('Note: Using this helper will store your passwords unencrypted on disk, protected only by filesystem permissions.');
    expect(page.text).toContain('Price | $4.25\nSize | 12 oz');
  });
});

describe('menus and tables of contents named by compound classes', () => {
  it("leaves out a WordPress plugin's table of contents, keeps a Texinfo chapter node's list of its sections and a restaurant's menu", () => {
    const post = extractPage(
      `<html><body><article><h1>Cold brew at home</h1><div id="ez-toc-container" class="ez-toc-v2_0_62 counter-hierarchy ez-toc-container"><p class="ez-toc-title">Contents</p><ul class="ez-toc-list"><li><a href="#ratio">The ratio</a></li></ul></div>
<h2 id="ratio">The ratio</h2><p>Use one part coffee to eight parts water.</p></article></body></html>`,
      'https://blog.example/cold-brew/',
    );
    expect(post.text).toContain('Use one part coffee to eight parts water.');
    expect(post.text).not.toContain('Contents');
    const chapter = extractPage(
      `<html><body><div class="chapter-level-extent" id="Format"><h2 class="chapter">5 Format of the Input File</h2><p>The flex input file consists of three sections.</p>
<ul class="section-toc"><li><a href="Definitions-Section.html">Format of the Definitions Section</a></li><li><a href="Rules-Section.html">Format of the Rules Section</a></li></ul></div></body></html>`,
      'https://docs.example/Format.html',
    );
    expect(chapter.text).toContain('Format of the Rules Section');
    const cafe = extractPage(
      `<html><body><div class="menu"><h2>Lunch</h2><p>Tomato soup with sourdough, 7.50</p></div></body></html>`,
      'https://cafe.example/menu',
    );
    expect(cafe.text).toContain('Tomato soup with sourdough, 7.50');
  });
});

describe('code blocks', () => {
  const codeOf = (html: string) => extractPage(`<html><body><main>${html}</main></body></html>`, 'https://docs.example/').text;

  it('gives a term written with its colon no second one', () => {
    expect(codeOf('<dl><dt>Open development:</dt><dd><p>Anyone may join.</p></dd><dt>開かれた開発：</dt><dd><p>誰でも参加できます。</p></dd></dl>')).toBe(
      'Open development: Anyone may join.\n開かれた開発： 誰でも参加できます。',
    );
  });

  it('keeps the lines of a code block inside a definition (Texinfo, AsciiDoc option lists)', () => {
    expect(
      codeOf(`<dl compact="compact"><dt id='index-REJECT'><span><code>REJECT</code><a href='#index-REJECT' class='copiable-anchor'> &para;</a></span></dt>
<dd><p>directs the scanner to proceed on to the &ldquo;second best&rdquo; rule which matched the input. For example:
</p>
<div class="example">
<pre class="verbatim">    %%
    frob        special(); REJECT;
    [a-z]+      ++word_count;
</pre></div>
<p>Multiple uses of <code>REJECT</code> are allowed.</p>
</dd></dl>`),
    ).toBe(
      'REJECT: directs the scanner to proceed on to the “second best” rule which matched the input. For example:\n    %%\n    frob        special(); REJECT;\n    [a-z]+      ++word_count;\nMultiple uses of REJECT are allowed.',
    );
  });

  it('leaves out Pygments line numbers written inline (Sphinx)', () => {
    expect(
      codeOf(`<div class="highlight-python notranslate"><div class="highlight"><pre><span></span><span class="linenos">1</span><span class="kn">import</span> <span class="nn">waitress</span>
<span class="linenos">2</span><span class="n">waitress</span><span class="o">.</span><span class="n">serve</span><span class="p">(</span><span class="n">app</span><span class="p">,</span> <span class="n">port</span><span class="o">=</span><span class="mi">8080</span><span class="p">)</span>
</pre></div></div>`),
    ).toBe('import waitress\nwaitress.serve(app, port=8080)');
  });

  it('reads a Pygments line-number table as its code, the file name on its own line (MkDocs Material)', () => {
    expect(
      codeOf(`<div class="language-yaml highlight"><table class="highlighttable"><tr><th class="filename" colspan="2"><span class="filename">mkdocs.yml</span></th></tr><tr><td class="linenos"><div class="linenodiv"><pre><span></span><span class="normal"><a href="#__codelineno-0-1">1</a></span>
<span class="normal"><a href="#__codelineno-0-2">2</a></span></pre></div></td><td class="code"><div><pre><span></span><code><a id="__codelineno-0-1" name="__codelineno-0-1" href="#__codelineno-0-1"></a><span class="nt">theme</span><span class="p">:</span>
<a id="__codelineno-0-2" name="__codelineno-0-2" href="#__codelineno-0-2"></a><span class="w">  </span><span class="nt">name</span><span class="p">:</span><span class="w"> </span><span class="l l-Scalar l-Scalar-Plain">material</span>
</code></pre></div></td></tr></table><button class="md-clipboard md-icon" title="Copy to clipboard" data-clipboard-target="#__code_0 > code"></button></div>`),
    ).toBe('mkdocs.yml\ntheme:\n  name: material');
  });

  it('reads a Chroma line-number table and inline line numbers as code (Hugo)', () => {
    expect(
      codeOf(`<div class="highlight"><div class="chroma">
<table class="lntable"><tr><td class="lntd">
<pre tabindex="0" class="chroma"><code><span class="lnt">1
</span><span class="lnt">2
</span></code></pre></td>
<td class="lntd">
<pre tabindex="0" class="chroma"><code class="language-toml" data-lang="toml"><span class="line"><span class="cl"><span class="p">[</span><span class="nx">params</span><span class="p">]</span>
</span></span><span class="line"><span class="cl"><span class="nx">BookToC</span> <span class="p">=</span> <span class="kc">true</span>
</span></span></code></pre></td></tr></table>
</div></div>`),
    ).toBe('[params]\nBookToC = true');
    expect(
      codeOf(
        `<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-sh" data-lang="sh"><span class="line"><span class="ln">1</span><span class="cl">hugo server
</span></span><span class="line"><span class="ln">2</span><span class="cl">hugo --minify
</span></span></code></pre></div>`,
      ),
    ).toBe('hugo server\nhugo --minify');
  });

  it("reads Doxygen's code fragment, a div of lines, as code without its line numbers", () => {
    expect(
      codeOf(`<div class="fragment"><div class="line"><a id="l00001" name="l00001"></a><span class="lineno">    1</span><span class="comment">/*! \\file structcmd.h</span></div>
<div class="line"><a id="l00002" name="l00002"></a><span class="lineno">    2</span><span class="comment">    \\brief A Documented file.</span></div>
<div class="line"><a id="l00003" name="l00003"></a><span class="lineno">    3</span><span class="comment">*/</span></div>
</div>`),
    ).toBe('/*! \\file structcmd.h\n    \\brief A Documented file.\n*/');
  });

  it('leaves out a copy button written inside the code block (Node.js API docs)', () => {
    expect(
      codeOf(
        `<pre class="with-30-chars"><input class="js-flavor-toggle" type="checkbox" checked aria-label="Show modern ES modules syntax"><code class="language-js mjs"><span class="hljs-keyword">import</span> * <span class="hljs-keyword">as</span> fs <span class="hljs-keyword">from</span> <span class="hljs-string">'node:fs'</span>;</code><button class="copy-button">copy</button></pre>`,
      ),
    ).toBe("import * as fs from 'node:fs';");
  });
});

describe('source code listings', () => {
  /** Pygments' markup for `count` lines of Python, as Sphinx's viewcode writes a module's source. */
  const pygmentsLines = (count: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<span class="k">def</span> <span class="nf">handler_${i}</span><span class="p">(</span><span class="n">request</span><span class="p">):</span>\n    <span class="k">return</span> <span class="n">request</span><span class="o">.</span><span class="n">prepare</span><span class="p">()</span>  <span class="c1"># If redirects aren't followed, keep the response.</span>\n`,
    ).join('');
  const sphinxPage = (main: string) =>
    `<html><head><title>requests.auth — Requests 2.28.1 documentation</title></head><body><div class="document"><div class="documentwrapper"><div class="bodywrapper"><div class="body" role="main">${main}</div></div></div>
<div class="sphinxsidebar" role="navigation"><h3>Related Topics</h3><ul><li><a href="../../index.html">Documentation overview</a></li></ul></div></div></body></html>`;

  it('marks a Sphinx "Source code for" page, one highlighted listing, as a code listing', () => {
    const page = extractPage(
      sphinxPage(`<h1>Source code for requests.auth</h1><div class="highlight"><pre><span></span>${pygmentsLines(40)}</pre></div>`),
      'https://docs.example/_modules/requests/auth.html',
    );
    expect(page.text).toContain("# If redirects aren't followed, keep the response.");
    expect(page.isCodeListing).toBe(true);
  });

  it('keeps a guide whose highlighted example is shorter than its prose', () => {
    const prose = '<p>Session objects persist cookies and settings across requests, and reuse the connection to the same host. </p>'.repeat(25);
    const page = extractPage(
      sphinxPage(`<h1>Advanced usage</h1>${prose}<div class="highlight-python notranslate"><div class="highlight"><pre>${pygmentsLines(12)}</pre></div></div>`),
      'https://docs.example/user/advanced.html',
    );
    expect(page.isCodeListing).toBe(false);
  });

  it('keeps a Texinfo page whose whole answer is an e-mail set in <pre>, which no highlighter coloured', () => {
    const mail = `To: Adoram Rogel\nSubject: Re: Flex 2.5.2 performance questions\n\n${'These two are not equivalent. The first can match "footnote." but the second only "footnote", so the slower scanner matches more tokens.\n'.repeat(30)}`;
    const page = extractPage(
      `<html><body><div class="header"><p>Next: <a href="b.html">Is backing up a big deal?</a></p></div><h4 class="node-heading">Are certain equivalent patterns faster than others?</h4><pre class="verbatim">${mail}</pre></body></html>`,
      'https://docs.example/flex/Are-certain-equivalent-patterns-faster.html',
    );
    expect(page.text).toContain('These two are not equivalent.');
    expect(page.isCodeListing).toBe(false);
  });
});
