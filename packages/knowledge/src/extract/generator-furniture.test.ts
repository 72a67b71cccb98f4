import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

/**
 * Pages as documentation generators and common themes write them (trimmed to the parts that
 * matter): only the page's own content is kept, never its navigation, breadcrumbs, previous/next
 * links, "edit this page", table of contents, permalink signs or cookie banner.
 */
interface GeneratorCase {
  generator: string;
  html: string;
  content: string[];
  furniture: string[];
  headings?: string[];
}

const cases: GeneratorCase[] = [
  {
    generator: 'DocBook XSL (chunked HTML, no landmarks)',
    html: `<html><head><title>Travailler avec plusieurs vues</title></head><body>
<div class="navheader"><table width="100%" summary="Navigation header"><tr><th colspan="3" align="center">Travailler avec plusieurs vues</th></tr>
<tr><td width="20%" align="left"><a accesskey="p" href="ch02s01s02.html">Précédent</a> </td><th width="60%" align="center">Chapitre 2. Guide de référence</th><td width="20%" align="right"> <a accesskey="n" href="ch02s01s04.html">Suivant</a></td></tr></table><hr></div>
<div class="section"><div class="titlepage"><div><div><h3 class="title"><a name="secViews"></a>Travailler avec plusieurs vues</h3></div></div></div>
<div class="toc"><dl class="toc"><dt><span class="section"><a href="#a">Fermer une vue</a></span></dt></dl></div>
<p>Vous pouvez fermer la vue courante avec Vues → Fermer (q).</p></div>
<div class="navfooter"><hr><table width="100%" summary="Navigation footer"><tr><td align="left"><a href="ch02s01s02.html">Précédent</a> </td><td align="center"><a href="ch02.html">Niveau supérieur</a></td><td align="right"> <a href="ch02s01s04.html">Suivant</a></td></tr>
<tr><td align="left">Commandes du menu </td><td align="center"><a href="index.html">Sommaire</a></td><td align="right"> Devenir administrateur</td></tr></table></div>
</body></html>`,
    content: ['Vous pouvez fermer la vue courante avec Vues → Fermer (q).'],
    furniture: ['Précédent', 'Suivant', 'Niveau supérieur', 'Sommaire', 'Fermer une vue', 'Guide de référence'],
    headings: ['Travailler avec plusieurs vues'],
  },
  {
    generator: 'Sphinx, Read the Docs theme',
    html: `<html><body class="wy-body-for-nav"><div class="wy-grid-for-nav">
<nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll"><div class="wy-menu wy-menu-vertical" role="navigation" aria-label="Navigation menu"><ul><li><a href="installation.html">Installation</a></li></ul></div></div></nav>
<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><div class="wy-nav-content"><div class="rst-content">
<div role="navigation" aria-label="Page navigation"><ul class="wy-breadcrumbs"><li><a href="index.html" class="icon icon-home"></a></li><li class="breadcrumb-item active">FastMail</li>
<li class="wy-breadcrumbs-aside"><a href="_sources/fastmail.rst.txt" rel="nofollow"> View page source</a></li></ul><hr/></div>
<div role="main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article"><div itemprop="articleBody">
<section id="fastmail"><h1>FastMail<a class="headerlink" href="#fastmail" title="Link to this heading">¶</a></h1>
<p>Vdirsyncer is continuously tested against FastMail.</p></section></div></div>
<footer><div class="rst-footer-buttons" role="navigation" aria-label="Footer"><a href="davmail.html" class="btn btn-neutral float-left" title="DavMail" accesskey="p" rel="prev"><span class="fa fa-arrow-circle-left" aria-hidden="true"></span> Previous</a>
<a href="google.html" class="btn btn-neutral float-right" title="Google" accesskey="n" rel="next">Next <span class="fa fa-arrow-circle-right" aria-hidden="true"></span></a></div><hr/>
<div role="contentinfo"><p>&#169; Copyright Markus Unterwaditzer &amp; contributors.</p></div>Built with <a href="https://www.sphinx-doc.org/">Sphinx</a>.</footer>
</div></div></section></div></body></html>`,
    content: ['Vdirsyncer is continuously tested against FastMail.'],
    furniture: ['¶', 'View page source', 'Previous', 'Next', 'Installation', 'Copyright', 'Built with'],
    headings: ['FastMail'],
  },
  {
    generator: 'Sphinx, Alabaster (basic) theme',
    html: `<html><body><div class="related" role="navigation" aria-label="Related"><h3>Navigation</h3><ul><li class="right"><a href="genindex.html" title="General Index">index</a></li><li><a href="tutorial.html" accesskey="N">next</a> |</li></ul></div>
<div class="document"><div class="documentwrapper"><div class="bodywrapper"><div class="body" role="main">
<section id="installation"><h1>Installation<a class="headerlink" href="#installation" title="Permalink to this heading">¶</a></h1><p>Install it with pip install waitress.</p></section>
</div></div></div>
<div class="sphinxsidebar" role="navigation" aria-label="Main"><div class="sphinxsidebarwrapper"><h3>Quick search</h3><form class="search"><input type="text" name="q"/></form><h3>Table of Contents</h3><ul><li><a href="#">Installation</a></li></ul></div></div></div>
<div class="footer">&#169;2024, Agendaless Consulting. | Powered by <a href="https://www.sphinx-doc.org/">Sphinx</a></div></body></html>`,
    content: ['Install it with pip install waitress.'],
    furniture: ['¶', 'Navigation', 'index', 'Quick search', 'Table of Contents'],
    headings: ['Installation'],
  },
  {
    generator: 'MkDocs, Material theme',
    html: `<html><body><header class="md-header" data-md-component="header"><nav class="md-header__inner md-grid" aria-label="Header"><a href="." title="Demo" class="md-header__button md-logo">Demo</a></nav></header>
<div class="md-container"><main class="md-main"><div class="md-main__inner md-grid">
<div class="md-sidebar md-sidebar--primary" data-md-component="sidebar"><nav class="md-nav md-nav--primary" aria-label="Navigation"><ul><li><a href="setup/">Setup</a></li></ul></nav></div>
<div class="md-sidebar md-sidebar--secondary"><nav class="md-nav md-nav--secondary" aria-label="Table of contents"><label class="md-nav__title">Table of contents</label></nav></div>
<div class="md-content" data-md-component="content"><article class="md-content__inner md-typeset">
<a href="https://github.com/x/edit/main/docs/config.md" title="Edit this page" class="md-content__button md-icon">Edit this page</a>
<h1 id="configuration">Configuration<a class="headerlink" href="#configuration" title="Permanent link">¶</a></h1><p>Set the theme name in mkdocs.yml under the theme key.</p>
<aside class="md-source-file"><span class="md-source-file__fact">Last update: May 2, 2024</span></aside></article></div></div></main>
<footer class="md-footer"><nav class="md-footer__inner md-grid" aria-label="Footer"><a href="../setup/" class="md-footer__link md-footer__link--prev" aria-label="Previous: Setup"><div class="md-footer__title">Previous</div></a></nav></footer></div></body></html>`,
    content: ['Set the theme name in mkdocs.yml under the theme key.'],
    furniture: ['Edit this page', '¶', 'Last update', 'Table of contents', 'Previous', 'Setup'],
    headings: ['Configuration'],
  },
  {
    generator: 'Docusaurus',
    html: `<html><body><div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>
<nav aria-label="Main" class="navbar navbar--fixed-top"><a class="navbar__brand" href="/">My Site</a></nav>
<div class="main-wrapper"><div class="docsWrapper"><aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar" class="menu"><a class="menu__link" href="/docs/intro">Tutorial Intro</a></nav></aside>
<main class="docMainContainer"><div class="container padding-top--md"><div class="row"><div class="col docItemCol"><div class="docItemContainer"><article>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a href="/">Home page</a></li></ul></nav>
<div class="tocCollapsible theme-doc-toc-mobile"><button type="button" class="tocCollapsibleButton">On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Deploy your site</h1></header><p>Run npm run build to create a static bundle in the build folder.</p>
<h2 class="anchor" id="deploy">Deploy<a href="#deploy" class="hash-link" aria-label="Direct link to Deploy" title="Direct link to Deploy">&#8203;</a></h2><p>Upload the build folder to any static host.</p></div>
<footer class="theme-doc-footer docusaurus-mt-lg"><div class="row"><div class="col"><a href="https://github.com/x/edit/main/docs/deploy.md" class="theme-edit-this-page">Edit this page</a></div>
<div class="col lastUpdated"><span class="theme-last-updated">Last updated on Mar 3, 2025</span></div></div></footer></article>
<nav class="pagination-nav docusaurus-mt-lg" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/docs/create"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Create a page</div></a></nav></div></div>
<div class="col col--3"><div class="tableOfContents thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href="#deploy" class="table-of-contents__link">Deploy</a></li></ul></div></div></div></div></main></div></div>
<footer class="footer footer--dark"><div class="footer__copyright">Copyright © 2025 My Project, Inc.</div></footer></body></html>`,
    content: ['Run npm run build to create a static bundle in the build folder.', 'Upload the build folder to any static host.'],
    furniture: [
      'Home page',
      'On this page',
      'Edit this page',
      'Last updated',
      'Previous',
      'Create a page',
      'Tutorial Intro',
      'Skip to main content',
      'Copyright',
    ],
    headings: ['Deploy your site', 'Deploy'],
  },
  {
    generator: 'Hugo, Docsy theme',
    html: `<html><body class="td-page"><header><nav class="td-navbar navbar-dark" data-bs-theme="dark"><a class="navbar-brand" href="/">Goldydocs</a></nav></header>
<div class="container-fluid td-outer"><div class="td-main"><div class="row flex-xl-nowrap">
<aside class="col-12 col-md-3 col-xl-2 td-sidebar d-print-none"><div id="td-sidebar-menu" class="td-sidebar__inner"><a href="/docs/">Documentation</a></div></aside>
<aside class="d-none d-xl-block col-xl-2 td-sidebar-toc d-print-none"><div class="td-page-meta ms-2 pb-1 pt-2 mb-0"><a href="https://github.com/x/edit/main/content/en/docs/start.md" class="td-page-meta--edit">Edit this page</a><a href="https://github.com/x/new" class="td-page-meta--child">Create child page</a></div>
<div class="td-toc"><nav id="TableOfContents"><ul><li><a href="#prerequisites">Prerequisites</a></li></ul></nav></div></aside>
<main class="col-12 col-md-9 col-xl-8 ps-md-5" role="main"><nav aria-label="breadcrumb" class="td-breadcrumbs"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/docs/">Documentation</a></li></ol></nav>
<div class="td-content"><h1>Getting Started</h1><div class="lead">What does your user need to know to try your project?</div>
<h2 id="prerequisites">Prerequisites</h2><p>You need Hugo extended version 0.110 or later.</p>
<div class="td-page-meta__lastmod">Last modified January 5, 2025: <a href="https://github.com/x/commit/abc">Update docs (abc)</a></div></div></main></div></div>
<footer class="td-footer row d-print-none"><div class="container-fluid"><small class="ms-2">&copy; 2025 The Docsy Authors All Rights Reserved</small></div></footer></div></body></html>`,
    content: ['You need Hugo extended version 0.110 or later.', 'What does your user need to know to try your project?'],
    furniture: ['Edit this page', 'Create child page', 'Documentation', 'Goldydocs', 'All Rights Reserved'],
    headings: ['Getting Started', 'Prerequisites'],
  },
  {
    generator: 'Hugo, PaperMod theme',
    html: `<html><body><header class="header"><nav class="nav"><a href="/" accesskey="h" title="My Blog">My Blog</a></nav></header>
<main class="main"><article class="post-single"><header class="post-header"><div class="breadcrumbs"><a href="/">Home</a>&nbsp;»&nbsp;<a href="/posts/">Posts</a></div><h1 class="post-title entry-hint-parent">Moving to a new office</h1></header>
<div class="toc"><details><summary accesskey="c" title="(Alt + C)"><span class="details">Table of Contents</span></summary><div class="inner"><ul><li><a href="#when" aria-label="When">When</a></li></ul></div></details></div>
<div class="post-content"><p>From June 1 our office is at 12 Harbour Road, Leith.</p></div>
<footer class="post-footer"><ul class="post-tags"><li><a href="/tags/news/">News</a></li></ul><nav class="paginav"><a class="prev" href="/posts/older/"><span class="title">« Prev</span><br><span>Our spring opening hours</span></a></nav></footer></article></main>
<footer class="footer"><span>&copy; 2025 <a href="/">My Blog</a></span></footer></body></html>`,
    content: ['From June 1 our office is at 12 Harbour Road, Leith.'],
    furniture: ['Home', 'Posts', 'Table of Contents', 'News', 'Prev', 'Our spring opening hours'],
    headings: ['Moving to a new office'],
  },
  {
    generator: 'WordPress, Twenty Twenty-One theme with a cookie banner',
    html: `<html><body class="post-template-default single"><div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<header id="masthead" class="site-header" role="banner"><div class="site-branding"><p class="site-title"><a href="/">Rosa's Bakery</a></p></div><nav id="site-navigation" class="primary-navigation" aria-label="Primary menu"><a href="/menu/">Menu</a></nav></header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
<article id="post-12" class="post-12 post type-post entry"><header class="entry-header alignwide"><h1 class="entry-title">Our sourdough</h1></header>
<div class="entry-content"><p>Every loaf ferments for 36 hours before it is baked.</p>
<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Share this:</h3><a class="share-facebook" href="?share=facebook">Facebook</a></div></div>
<footer class="entry-footer default-max-width"><div class="posted-by"><span class="posted-on">Published <time>May 1, 2025</time></span></div><span class="edit-link"><a class="post-edit-link" href="/wp-admin/post.php?post=12&action=edit">Edit <span class="screen-reader-text">Our sourdough</span></a></span></footer></article>
<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="/rye/" rel="prev"><p class="meta-nav">Previous post</p><p class="post-title">Rye season</p></a></div></div></nav>
<div id="comments" class="comments-area default-max-width"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3></div></div>
</main></div></div>
<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-info"><div class="site-name">Rosa's Bakery</div><div class="powered-by">Proudly powered by WordPress.</div></div></footer></div>
<div id="cookie-notice" role="dialog" class="cookie-notice-hidden cookie-revoke-hidden cn-position-bottom"><div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">We use cookies to ensure that we give you the best experience on our website.</span><a href="#" id="cn-accept-cookie">Ok</a></div></div></body></html>`,
    content: ['Every loaf ferments for 36 hours before it is baked.'],
    furniture: [
      'Skip to content',
      'Menu',
      'Share this',
      'Facebook',
      'Published',
      'Edit',
      'Previous post',
      'Rye season',
      'Leave a Reply',
      'Proudly powered',
      'We use cookies',
    ],
    headings: ['Our sourdough'],
  },
];

describe.each(cases)('extracting a $generator page', ({ html, content, furniture, headings }) => {
  const page = extractPage(html, 'https://docs.example/page.html');

  it("keeps the page's own content", () => {
    for (const sentence of content) expect(page.text).toContain(sentence);
  });

  it('leaves out navigation, breadcrumbs, previous/next links, edit links, tables of contents and banners', () => {
    for (const piece of furniture) expect(page.text, piece).not.toContain(piece);
  });

  if (headings) {
    it('keeps the headings without permalink signs', () => {
      expect(page.headings.map((heading) => heading.text)).toEqual(headings);
    });
  }
});
