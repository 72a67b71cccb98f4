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
<p>Vous pouvez fermer la vue courante avec Vues → Fermer (q).</p>
<div class="note" style="margin-left: 0.5in; margin-right: 0.5in;"><table border="0" summary="Note"><tr><td rowspan="2" align="center" valign="top" width="25"><img alt="[Note]" src="images/note.png"></td><th align="left">Note</th></tr>
<tr><td align="left" valign="top"><p>Une vue fermée peut être rouverte depuis le menu Vues.</p></td></tr></table></div></div>
<div class="navfooter"><hr><table width="100%" summary="Navigation footer"><tr><td align="left"><a href="ch02s01s02.html">Précédent</a> </td><td align="center"><a href="ch02.html">Niveau supérieur</a></td><td align="right"> <a href="ch02s01s04.html">Suivant</a></td></tr>
<tr><td align="left">Commandes du menu </td><td align="center"><a href="index.html">Sommaire</a></td><td align="right"> Devenir administrateur</td></tr></table></div>
</body></html>`,
    content: ['Vous pouvez fermer la vue courante avec Vues → Fermer (q).', 'Une vue fermée peut être rouverte depuis le menu Vues.'],
    // The admonition's icon: its alt text repeats the label beside it.
    furniture: ['Précédent', 'Suivant', 'Niveau supérieur', 'Sommaire', 'Fermer une vue', 'Guide de référence', '[Note]'],
    headings: ['Travailler avec plusieurs vues'],
  },
  {
    generator: 'Publican (DocBook, no landmarks)',
    html: `<html><head><title>6.3. The apt-cache Command</title><link rel="prev" href="sect.apt-get.html" title="6.2. aptitude, apt-get, and apt Commands" /></head><body>
<div id="banner"><a href="http://debian-handbook.info/get/"><span class="text">Download the ebook</span></a></div>
<p id="title"><a class="left" href="http://www.debian.org"><img alt="Product Site" src="Common_Content/images//image_left.png" /></a><a class="right" href="index.html"><img alt="Documentation Site" src="Common_Content/images//image_right.png" /></a></p>
<ul class="docnav top"><li class="previous"><a accesskey="p" href="sect.apt-get.html"><strong>Prev</strong></a></li><li class="home">The Debian Administrator's Handbook</li><li class="next"><a accesskey="n" href="sect.apt-file.html"><strong>Next</strong></a></li></ul>
<div class="section"><div class="titlepage"><div><div><h2 class="title"><a id="sect.apt-cache"></a>6.3. The <code class="command">apt-cache</code> Command</h2></div></div></div><a id="id-1.9.18.2" class="indexterm"></a>
<div class="para">The <code class="command">apt-cache</code> command can display much of the information stored in APT's internal database.</div>
<div class="para">The <a href="sect.apt-get.html">apt-get</a> command, seen just before, installs what apt-cache finds; <a href="images/apt-cache.png"><img alt="apt-cache searching the package lists" src="images/apt-cache.png" /></a></div></div>
<ul class="docnav"><li class="previous"><a accesskey="p" href="sect.apt-get.html"><strong>Prev</strong>6.2. aptitude, apt-get, and apt Commands</a></li><li class="up"><a accesskey="u" href="#"><strong>Up</strong></a></li><li class="home"><a accesskey="h" href="index.html"><strong>Home</strong></a></li><li class="next"><a accesskey="n" href="sect.apt-file.html"><strong>Next</strong>6.4. The apt-file Command</a></li></ul>
</body></html>`,
    content: [
      "The apt-cache command can display much of the information stored in APT's internal database.",
      'The apt-get command, seen just before, installs what apt-cache finds',
    ],
    // Its banner, logos and previous/up/home/next lists, on every page.
    furniture: [
      'Download the ebook',
      'Product Site',
      'Documentation Site',
      'Prev',
      'Next',
      "The Debian Administrator's Handbook",
      '6.4. The apt-file Command',
      'Home',
    ],
    headings: ['6.3. The apt-cache Command'],
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
<div class="d-print-none"><h2 class="feedback--title">Feedback</h2><p class="feedback--question">Was this page helpful?</p><button class="btn btn-primary mb-4 feedback--answer feedback--answer-yes">Yes</button><button class="btn btn-primary mb-4 feedback--answer feedback--answer-no">No</button></div>
<div class="td-page-meta__lastmod">Last modified January 5, 2025: <a href="https://github.com/x/commit/abc">Update docs (abc)</a></div></div></main></div></div>
<footer class="td-footer row d-print-none"><div class="container-fluid"><small class="ms-2">&copy; 2025 The Docsy Authors All Rights Reserved</small></div></footer></div></body></html>`,
    content: ['You need Hugo extended version 0.110 or later.', 'What does your user need to know to try your project?'],
    furniture: [
      'Edit this page',
      'Create child page',
      'Documentation',
      'Goldydocs',
      'All Rights Reserved',
      'Feedback',
      'Was this page helpful',
      'Last modified',
    ],
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
    generator: 'Hugo, Hextra theme (Tailwind classes only, furniture marked hidden in print)',
    html: `<!doctype html><html lang="en" dir="ltr"><body>
<div class="nav-container hx:sticky hx:top-0 hx:z-20 hx:w-full hx:bg-transparent hx:print:hidden"><nav class="hx:mx-auto hx:flex hx:items-center hx:justify-end hx:gap-2 hx:h-16 hx:px-6"><a class="hx:flex hx:items-center hx:hover:opacity-75 hx:ltr:mr-auto hx:rtl:ml-auto" href="/"><span class="hx:mx-2 hx:font-extrabold hx:inline hx:select-none" title="Hextra">Hextra</span></a><a title="Documentation" href="/docs"><span>Documentation</span></a></nav></div>
<div class="hx:mx-auto hx:flex hx:max-w-(--hextra-max-page-width)"><div class="mobile-menu-overlay hx:fixed hx:inset-0 hx:z-10 hx:bg-black/80 hx:hidden"></div>
<aside class="hextra-sidebar-container hx:flex hx:flex-col hx:print:hidden hx:md:top-16 hx:md:shrink-0 hx:md:w-64 hx:md:self-start hx:max-md:[transform:translate3d(0,-100%,0)]"><div class="hextra-scrollbar hx:overflow-y-auto hx:overflow-x-hidden hx:p-4 hx:grow hx:md:h-[calc(100vh-var(--navbar-height)-var(--menu-height))]"><ul class="hx:flex hx:flex-col hx:gap-1 hx:max-md:hidden"><li><a class="hx:flex hx:items-center hx:justify-between hx:gap-2 hx:cursor-pointer hx:rounded-sm hx:px-2 hx:py-1.5 hx:text-sm" href="/docs/getting-started/">Getting Started</a></li></ul></div></aside>
<nav class="hextra-toc hx:order-last hx:hidden hx:w-64 hx:shrink-0 hx:xl:block hx:print:hidden hx:px-4" aria-label="table of contents"><div class="hextra-scrollbar hx:sticky hx:top-16 hx:overflow-y-auto hx:pr-4 hx:pt-6 hx:text-sm"><p class="hx:mb-4 hx:font-semibold hx:tracking-tight">On this page</p><ul><li class="hx:my-2 hx:scroll-my-6 hx:scroll-py-6"><a class="hx:font-medium hx:inline-block hx:text-gray-500" href="#front-matter">Front matter</a></li></ul>
<div class="hx:sticky hx:bottom-0 hx:flex hx:flex-col hx:items-start hx:gap-2 hx:pb-8"><a class="hx:text-xs hx:font-medium hx:text-gray-500" href="https://github.com/imfing/hextra/edit/main/docs/content/docs/guide/organize-files.md" target="_blank" rel="noreferrer">Edit this page</a><button aria-hidden="true" id="backToTop" onClick="scrollUp();" class="hx:cursor-pointer hx:transition-all hx:duration-75 hx:opacity-0 hx:text-xs hx:font-medium hx:text-gray-500"><span>Scroll to top</span></button></div></div></nav>
<article class="hx:w-full hx:break-words hx:flex hx:min-h-[calc(100vh-var(--navbar-height))] hx:min-w-0 hx:justify-center hx:pb-8 hx:pr-[calc(env(safe-area-inset-right)-1.5rem)]"><main class="hx:w-full hx:min-w-0 hx:max-w-6xl hx:px-6 hx:pt-4 hx:md:px-12">
<div class="content"><h1>Organize Files</h1><h2>Front matter<span class="hx:absolute hx:-mt-20" id="front-matter"></span><a href="#front-matter" class="subheading-anchor" aria-label="Permalink for this section"></a></h2><p>Pages are ordered by the weight parameter in their front matter.</p>
<div class="hextra-code-block hx:relative hx:mt-6 hx:first:mt-0 hx:group/code"><div><div class="highlight"><pre tabindex="0" class="chroma"><code class="language-yaml" data-lang="yaml"><span class="line"><span class="cl"><span class="nt">weight</span><span class="p">:</span><span class="w"> </span><span class="m">2</span></span></span></code></pre></div></div><div class="hextra-code-copy-btn-container hx:opacity-0 hx:transition hx:group-hover/code:opacity-100 hx:flex hx:gap-1 hx:absolute hx:m-[11px] hx:right-0 hx:top-0"><button class="hextra-code-copy-btn hx:group/copybtn hx:cursor-pointer hx:transition-all hx:active:opacity-50" title="Copy code"><div class="copy-icon hx:group-[.copied]/copybtn:hidden hx:pointer-events-none hx:h-4 hx:w-4"></div></button></div></div></div>
<div class="hx:mb-8 hx:flex hx:items-center hx:border-t hx:pt-8 hx:border-gray-200 hx:dark:border-neutral-800 hx:print:hidden"><a href="/docs/guide/" title="Guide" class="hx:flex hx:max-w-[50%] hx:items-center hx:gap-1 hx:py-4 hx:text-base hx:font-medium hx:text-gray-600">Guide</a><a href="/docs/guide/configuration/" title="Configuration" class="hx:flex hx:max-w-[50%] hx:items-center hx:gap-1 hx:py-4 hx:text-base hx:font-medium">Configuration</a></div>
</main></article></div>
<footer class="hextra-footer hx:bg-gray-100 hx:pb-[env(safe-area-inset-bottom)] hx:dark:bg-neutral-900 hx:print:bg-transparent"><div class="hx:mx-auto hx:flex hx:justify-center hx:py-12 hx:pl-[max(env(safe-area-inset-left),1.5rem)]"><a class="hx:flex hx:text-sm hx:items-center hx:gap-1 hx:text-current" target="_blank" rel="noopener noreferrer" title="Hextra GitHub Homepage" href="https://github.com/imfing/hextra"><span>Powered by Hextra</span></a></div></footer></body></html>`,
    content: ['Pages are ordered by the weight parameter in their front matter.', 'weight: 2'],
    furniture: ['Hextra', 'Documentation', 'Getting Started', 'On this page', 'Edit this page', 'Scroll to top', 'Copy code', 'Guide', 'Configuration'],
    headings: ['Organize Files', 'Front matter'],
  },
  {
    generator: 'Hugo, Relearn theme',
    html: `<!DOCTYPE html><html lang="en" dir="ltr" itemscope itemtype="http://schema.org/Article"><body class="mobile-support html" data-url="/basics/installation/index.html"><div id="R-body" class="default-animation"><div id="R-body-overlay"></div>
<nav id="R-topbar"><div class="topbar-wrapper"><div class="topbar-sidebar-divider"></div><div class="topbar-area topbar-area-start" data-area="start"><div class="topbar-button topbar-button-toc" data-content-empty="hide"><button class="topbar-control" onclick="toggleTopbarFlyout(this)" type="button" title="Table of Contents (CTRL+ALT+t)"><i class="fa-fw fas fa-list-alt"></i></button><div class="topbar-content"><div class="topbar-content-wrapper"><nav class="TableOfContents"><ul><li><a href="#download">Download</a></li></ul></nav></div></div></div></div>
<ol class="topbar-breadcrumbs breadcrumbs highlightable" itemscope itemtype="http://schema.org/BreadcrumbList"><li itemscope itemtype="https://schema.org/ListItem" itemprop="itemListElement"><a itemprop="item" href="/index.html"><span itemprop="name">Hugo Relearn Theme</span></a><meta itemprop="position" content="1">&nbsp;>&nbsp;</li><li itemscope itemtype="https://schema.org/ListItem" itemprop="itemListElement"><span itemprop="name">Installation</span><meta itemprop="position" content="3"></li></ol>
<div class="topbar-area topbar-area-end" data-area="end"><div class="topbar-button topbar-button-edit"><a class="topbar-control" href="https://github.com/McShelby/hugo-theme-relearn/edit/main/docs/content/basics/installation/_index.en.md" target="_blank" title="Edit (CTRL+ALT+w)"><i class="fa-fw fas fa-pen"></i></a></div><div class="topbar-button topbar-button-prev"><a class="topbar-control" href="/basics/requirements/index.html" title="Requirements (🡐)"><i class="fa-fw fas fa-chevron-left"></i></a></div></div></div></nav>
<div id="R-main-overlay"></div><main id="R-body-inner" class="highlightable default" tabindex="-1"><div class="flex-block-wrapper"><article class="default"><header class="headline"></header>
<h1 id="installation">Installation</h1><p>Download the theme into the themes folder of your Hugo site.</p>
<footer class="footline"><i class='fa-fw fas fa-user'></i> Sören Weber <i class='fa-fw fas fa-calendar'></i> Mar 2, 2024 <i class='fa-fw fas fa-layer-group'></i> <ul class="term-list"><li><a class="term-link" href="/categories/basics/index.html">Basics</a></li></ul></footer></article></div></main></div>
<aside id="R-sidebar" class="default-animation"><div id="R-header-wrapper" class="default-animation"><div id="R-header" class="default-animation"><a id="R-logo" class="R-default" href="/index.html"><div class="logo-title">Hugo Relearn Theme</div></a></div></div><div id="R-homelinks" class="default-animation"><ul class="space collapsible-menu"><li class="" data-nav-id="/index.html"><a class="padding" href="/index.html"><i class="fa-fw fas fa-home"></i> Home</a></li></ul></div></aside></body></html>`,
    content: ['Download the theme into the themes folder of your Hugo site.'],
    furniture: ['- Download', 'Hugo Relearn Theme', 'Sören Weber', 'Mar 2, 2024', 'Basics', 'Home'],
    headings: ['Installation'],
  },
  {
    generator: 'Hugo, Learn theme (no landmarks at all)',
    html: `<!DOCTYPE html><html lang="en" class="js csstransforms3d"><head><meta name="generator" content="Hugo 0.89.4" /><title>Installation :: Learn Theme for Hugo</title></head><body class="" data-url="/basics/installation/">
<nav id="sidebar" class=""><div id="header-wrapper"><div id="header"><a id="logo" href="/">Learn Theme</a></div></div><div class="highlightable"><ul class="topics"><li data-nav-id="/basics/" title="Basics" class="dd-item parent"><a href="/basics/"><b>1. </b>Basics</a></li></ul></div></nav>
<section id="body"><div id="overlay"></div><div class="padding highlightable"><div><div id="top-bar">
<div id="top-github-link"><a class="github-link" title='Edit this page' href="https://github.com/matcornic/hugo-theme-learn/edit/master/exampleSite/content/basics/installation/_index.en.md" target="blank"><i class="fas fa-code-branch"></i><span id="top-github-link-text"> Edit this page</span></a></div>
<div id="breadcrumbs" itemscope="" itemtype="http://data-vocabulary.org/Breadcrumb"><span id="sidebar-toggle-span"><a href="#" id="sidebar-toggle" data-sidebar-toggle=""><i class="fas fa-bars"></i></a></span><span id="toc-menu"><i class="fas fa-list-alt"></i></span><span class="links"><a href='/'>Learn Theme for Hugo</a> > <a href='/basics/'>Basics</a> > Installation</span></div>
<div class="progress"><div class="wrapper"><nav id="TableOfContents"><ul><li><a href="#create-your-project">Create your project</a></li></ul></nav></div></div></div></div>
<div id="head-tags"></div><div id="body-inner"><h1>Installation</h1><p>The following steps are here to help you initialize your new website.</p>
<h2 id="create-your-project">Create your project</h2><p>Hugo provides a new command to create a new website.</p></div>
<footer class=" footline" ></footer></div></section>
<div style="left: -1000px; overflow: scroll; position: absolute; top: -1000px; border: none; box-sizing: content-box; height: 200px; margin: 0px; padding: 0px; width: 200px;"><div style="border: none; box-sizing: content-box; height: 200px; margin: 0px; padding: 0px; width: 200px;"></div></div>
<div id="navigation"><a class="nav nav-prev" href="/basics/requirements/" title="Requirements"> <i class="fa fa-chevron-left"></i></a><a class="nav nav-next" href="/basics/configuration/" title="Configuration" style="margin-right: 0px;"><i class="fa fa-chevron-right"></i></a></div></body></html>`,
    content: ['The following steps are here to help you initialize your new website.', 'Hugo provides a new command to create a new website.'],
    furniture: ['Learn Theme', 'Basics', 'Edit this page', '- Create your project'],
    headings: ['Installation', 'Create your project'],
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
  {
    generator: 'DocBook XSL with a project stylesheet (Valgrind: icon navigation tables, no navheader class)',
    html: `<html><head><meta name="generator" content="DocBook XSL Stylesheets Vsnapshot"><title>2. Using and understanding the Valgrind core</title></head><body bgcolor="white" text="black">
<div><table class="nav" width="100%" cellspacing="3" cellpadding="3" border="0" summary="Navigation header"><tr>
<td width="22px" align="center" valign="middle"><a accesskey="p" href="manual-intro.html"><img src="images/prev.png" width="18" height="21" border="0" alt="Prev"></a></td>
<td width="25px" align="center" valign="middle"><a accesskey="u" href="manual.html"><img src="images/up.png" width="21" height="18" border="0" alt="Up"></a></td>
<th align="center" valign="middle">Valgrind User Manual</th>
<td width="22px" align="center" valign="middle"><a accesskey="n" href="manual-core-adv.html"><img src="images/next.png" width="18" height="21" border="0" alt="Next"></a></td></tr></table></div>
<div class="chapter"><div class="titlepage"><div><div><h1 class="title"><a name="manual-core"></a>2. Using and understanding the Valgrind core</h1></div></div></div>
<div class="toc"><p><b>Table of Contents</b></p><dl class="toc"><dt><span class="sect1"><a href="manual-core.html#manual-core.whatdoes">2.1. What Valgrind does with your program</a></span></dt></dl></div>
<p>This chapter describes the Valgrind core services, command-line options and behaviours.</p></div>
<div><br><table class="nav" width="100%" cellspacing="3" cellpadding="2" border="0" summary="Navigation footer"><tr>
<td rowspan="2" width="40%" align="left"><a accesskey="p" href="manual-intro.html">&lt;&lt; 1. Introduction</a> </td><td width="20%" align="center"><a accesskey="u" href="manual.html">Up</a></td>
<td rowspan="2" width="40%" align="right"> <a accesskey="n" href="manual-core-adv.html">3. Using and understanding the Valgrind core: Advanced Topics &gt;&gt;</a></td></tr>
<tr><td width="20%" align="center"><a accesskey="h" href="index.html">Home</a></td></tr></table></div></body></html>`,
    content: ['This chapter describes the Valgrind core services, command-line options and behaviours.'],
    furniture: ['Prev', 'Up', 'Next', 'Valgrind User Manual', 'Table of Contents', 'What Valgrind does', 'Introduction', 'Advanced Topics', 'Home'],
    headings: ['2. Using and understanding the Valgrind core'],
  },
  {
    generator: 'gtk-doc (DocBook API reference)',
    html: `<?xml version="1.0" encoding="UTF-8"?><html><head><meta name="generator" content="GTK-Doc V1.33.1 (XML mode)"><title>attributes: libxslt Reference Manual</title></head><body bgcolor="white" text="black" link="#0000FF" vlink="#840084" alink="#0000FF">
<table class="navigation" id="top" width="100%" summary="Navigation header" cellpadding="2" cellspacing="5"><tr valign="middle">
<td width="100%" align="left" class="shortcuts"><a href="#" class="shortcut">Top</a><span id="nav_description">  <span class="dim">|</span> <a href="#libxslt-attributes.description" class="shortcut">Description</a></span></td>
<td><a accesskey="h" href="index.html"><img src="home.png" width="16" height="16" border="0" alt="Home"></a></td>
<td><a accesskey="u" href="general.html"><img src="up.png" width="16" height="16" border="0" alt="Up"></a></td>
<td><a accesskey="p" href="general.html"><img src="left.png" width="16" height="16" border="0" alt="Prev"></a></td>
<td><a accesskey="n" href="libxslt-documents.html"><img src="right.png" width="16" height="16" border="0" alt="Next"></a></td></tr></table>
<div class="refentry"><a name="libxslt-attributes"></a><div class="titlepage"></div><div class="refnamediv"><table width="100%"><tr><td valign="top"><h2><span class="refentrytitle"><a name="libxslt-attributes.top_of_page"></a>attributes</span></h2><p>attributes — interface for the XSLT attribute handling</p></td></tr></table></div>
<div class="refsect1"><a name="libxslt-attributes.description"></a><h2>Description</h2><p>this module handles the specificities of attribute and attribute groups processing.</p></div></div>
<div class="footer"><hr>Generated by GTK-Doc V1.33.1</div></body></html>`,
    content: ['attributes — interface for the XSLT attribute handling', 'this module handles the specificities of attribute and attribute groups processing.'],
    furniture: ['Top', 'Home', 'Prev', 'Next', 'Generated by GTK-Doc'],
  },
  {
    generator: 'Sphinx, Furo theme',
    html: `<html><body><input type="checkbox" class="sidebar-toggle" name="__navigation" id="__navigation"><label class="overlay sidebar-overlay" for="__navigation"><div class="visually-hidden">Hide navigation sidebar</div></label>
<a class="skip-to-content muted-link" href="#furo-main-content">Skip to content</a>
<div class="page"><header class="mobile-header"><div class="header-center"><a href="index.html"><div class="brand">Waitress documentation</div></a></div></header>
<aside class="sidebar-drawer"><div class="sidebar-container"><div class="sidebar-sticky"><a class="sidebar-brand" href="index.html"><span class="sidebar-brand-text">Waitress documentation</span></a><div class="sidebar-tree"><ul><li class="toctree-l1"><a class="reference internal" href="usage.html">Usage</a></li></ul></div></div></div></aside>
<div class="main"><div class="content"><div class="article-container"><a href="#" class="back-to-top muted-link"><span>Back to top</span></a>
<div class="content-icon-container"><div class="view-this-page"><a class="muted-link" href="_sources/arguments.rst.txt" title="View this page"><span class="visually-hidden">View this page</span></a></div><div class="edit-this-page"><a class="muted-link" href="https://github.com/Pylons/waitress/edit/main/docs/arguments.rst" title="Edit this page"><span class="visually-hidden">Edit this page</span></a></div></div>
<article role="main" id="furo-main-content"><section id="arguments-to-waitress-serve"><h1>Arguments to waitress.serve<a class="headerlink" href="#arguments-to-waitress-serve" title="Link to this heading">¶</a></h1>
<p>The default port is 8080.</p></section></article></div>
<footer><div class="related-pages"><a class="next-page" href="logging.html"><div class="page-info"><div class="context"><span>Next</span></div><div class="title">Access Logging</div></div></a><a class="prev-page" href="usage.html"><div class="page-info"><div class="context"><span>Previous</span></div><div class="title">Usage</div></div></a></div>
<div class="bottom-of-page"><div class="left-details"><div class="copyright">Copyright &#169; 2024, Pylons Project</div>Made with <a href="https://www.sphinx-doc.org/">Sphinx</a> and <a class="muted-link" href="https://pradyunsg.me">@pradyunsg</a>'s <a href="https://github.com/pradyunsg/furo">Furo</a></div></div></footer></div>
<aside class="toc-drawer"><div class="toc-sticky toc-scroll"><div class="toc-title-container"><span class="toc-title">On this page</span></div><div class="toc-tree-container"><div class="toc-tree"><ul><li><a class="reference internal" href="#">Arguments to waitress.serve</a></li></ul></div></div></div></aside></div></div></body></html>`,
    content: ['The default port is 8080.'],
    furniture: [
      'Skip to content',
      'Hide navigation',
      'Waitress documentation',
      'Usage',
      'Back to top',
      'View this page',
      'Edit this page',
      '¶',
      'Next',
      'Access Logging',
      'Previous',
      'Copyright',
      'Made with',
      'On this page',
    ],
    headings: ['Arguments to waitress.serve'],
  },
  {
    generator: 'Sphinx, PyData theme (the content landmark inside a <main> that holds the page table of contents)',
    html: `<html><body data-bs-spy="scroll" data-bs-target=".bd-toc-nav"><a class="skip-link" href="#main-content">Skip to main content</a>
<button type="button" class="btn rounded-pill" id="pst-back-to-top"><i class="fa-solid fa-arrow-up"></i> Back to top</button>
<nav class="bd-header navbar navbar-expand-lg bd-navbar"><div class="navbar-header-items"><a class="navbar-brand logo" href="../index.html"><p class="title logo__title">pandas</p></a></div></nav>
<div class="bd-container"><div class="bd-container__inner bd-page-width">
<div class="bd-sidebar-primary bd-sidebar"><div class="sidebar-primary-items__start sidebar-primary__section"><div class="sidebar-primary-item"><nav class="bd-docs-nav bd-links" aria-label="Section Navigation"><p class="bd-links__title" role="heading" aria-level="1">Section Navigation</p><ul class="nav bd-sidenav"><li class="toctree-l1"><a class="reference internal" href="10min.html">10 minutes to pandas</a></li></ul></nav></div></div></div>
<main id="main-content" class="bd-main"><div class="bd-content"><div class="bd-article-container">
<div class="bd-header-article"><div class="header-article-items header-article__inner"><div class="header-article-items__start"><div class="header-article-item"><nav aria-label="Breadcrumb"><ul class="bd-breadcrumbs"><li class="breadcrumb-item breadcrumb-home"><a href="../index.html" class="nav-link" aria-label="Home"><i class="fa-solid fa-home"></i></a></li><li class="breadcrumb-item"><a href="index.html" class="nav-link">User Guide</a></li><li class="breadcrumb-item active" aria-current="page">IO tools</li></ul></nav></div></div></div></div>
<div id="searchbox"></div>
<article class="bd-article" role="main"><section id="io-tools-text-csv-hdf5"><h1>IO tools (text, CSV, HDF5, …)<a class="headerlink" href="#io-tools-text-csv-hdf5" title="Link to this heading">#</a></h1>
<p>The workhorse function for reading text files is read_csv().</p></section></article>
<footer class="prev-next-footer"><div class="prev-next-area"><a class="left-prev" href="basics.html" title="previous page"><i class="fa-solid fa-angle-left"></i><div class="prev-next-info"><p class="prev-next-subtitle">previous</p><p class="prev-next-title">Essential basic functionality</p></div></a><a class="right-next" href="pyarrow.html" title="next page"><div class="prev-next-info"><p class="prev-next-subtitle">next</p><p class="prev-next-title">PyArrow Functionality</p></div><i class="fa-solid fa-angle-right"></i></a></div></footer></div>
<div class="bd-sidebar-secondary bd-toc"><div class="sidebar-secondary-items sidebar-secondary__inner"><div class="sidebar-secondary-item"><div class="page-toc tocsection onthispage"><i class="fa-solid fa-list"></i> On this page</div><nav class="bd-toc-nav page-toc"><ul class="visible nav section-nav flex-column"><li class="toc-h2 nav-item toc-entry"><a class="reference internal nav-link" href="#csv-text-files">CSV &amp; text files</a></li></ul></nav></div>
<div class="sidebar-secondary-item"><div class="tocsection editthispage"><a href="https://github.com/pandas-dev/pandas/edit/main/doc/source/user_guide/io.rst"><i class="fa-solid fa-pencil"></i> Edit on GitHub</a></div></div>
<div class="sidebar-secondary-item"><div class="tocsection sourcelink"><a href="../_sources/user_guide/io.rst.txt"><i class="fa-solid fa-file-lines"></i> Show Source</a></div></div></div></div></div>
<footer class="bd-footer-content"></footer></main></div></div>
<footer class="bd-footer"><div class="bd-footer__inner bd-page-width"><div class="footer-items__start"><div class="footer-item"><p class="copyright">© 2024, pandas via NumFOCUS, Inc. Hosted by OVHcloud.</p></div></div></div></footer></body></html>`,
    content: ['The workhorse function for reading text files is read_csv().'],
    furniture: [
      'Skip to main content',
      'Back to top',
      'Section Navigation',
      '10 minutes',
      'User Guide',
      '#',
      'previous',
      'Essential basic functionality',
      'PyArrow Functionality',
      'On this page',
      'CSV & text files',
      'Edit on GitHub',
      'Show Source',
      'NumFOCUS',
    ],
    headings: ['IO tools (text, CSV, HDF5, …)'],
  },
  {
    generator: 'MkDocs, default theme',
    html: `<!DOCTYPE html><html lang="en"><head><title>User Guide - MkDocs</title></head><body>
<div class="navbar fixed-top navbar-expand-lg navbar-dark bg-primary"><div class="container"><a class="navbar-brand" href="..">MkDocs</a>
<button type="button" class="navbar-toggler" data-toggle="collapse" data-target="#navbar-collapse"><span class="navbar-toggler-icon"></span></button>
<div id="navbar-collapse" class="navbar-collapse collapse"><ul class="nav navbar-nav"><li class="navitem"><a href=".." class="nav-link">Home</a></li><li class="dropdown active"><a href="#" class="nav-link dropdown-toggle" data-toggle="dropdown">User Guide <b class="caret"></b></a><ul class="dropdown-menu"><li><a href="../installation/" class="dropdown-item">Installation</a></li></ul></li></ul>
<ul class="nav navbar-nav ml-auto"><li class="nav-item"><a href="#" class="nav-link" data-toggle="modal" data-target="#mkdocs_search_modal"><i class="fa fa-search"></i> Search</a></li>
<li class="nav-item"><a rel="prev" href="../getting-started/" class="nav-link"><i class="fa fa-arrow-left"></i> Previous</a></li><li class="nav-item"><a rel="next" href="../installation/" class="nav-link">Next <i class="fa fa-arrow-right"></i></a></li>
<li class="nav-item"><a href="https://github.com/mkdocs/mkdocs/edit/master/docs/user-guide/index.md" class="nav-link"><i class="fa fa-github"></i> Edit on GitHub</a></li></ul></div></div></div>
<div class="container"><div class="row">
<div class="col-md-3"><div class="navbar-light navbar-expand-md bs-sidebar hidden-print affix" role="complementary"><div class="navbar-header"><button type="button" class="navbar-toggler collapsed" data-toggle="collapse" data-target="#toc-collapse" title="Table of Contents"><span class="fa fa-angle-down"></span></button></div>
<div id="toc-collapse" class="navbar-collapse collapse card bg-secondary"><ul class="nav flex-column"><li class="nav-item" data-level="1"><a href="#user-guide" class="nav-link">User Guide</a></li></ul></div></div></div>
<div class="col-md-9" role="main"><h1 id="user-guide">User Guide</h1><p>Building the documentation writes a static site to the site directory.</p></div>
</div></div>
<footer class="col-md-12"><hr><p>Copyright &copy; 2014 Tom Christie, Maintained by the MkDocs Team.</p><p>Documentation built with <a href="https://www.mkdocs.org/">MkDocs</a>.</p></footer>
<div class="modal" id="mkdocs_search_modal" tabindex="-1" role="dialog" aria-labelledby="searchModalLabel" aria-hidden="true"><div class="modal-dialog modal-lg"><div class="modal-content"><div class="modal-header"><h4 class="modal-title" id="searchModalLabel">Search</h4></div><div class="modal-body"><p>From here you can search these documents. Enter your search terms below.</p></div></div></div></div></body></html>`,
    content: ['Building the documentation writes a static site to the site directory.'],
    furniture: [
      'Home',
      'Installation',
      'Search',
      'Previous',
      'Next',
      'Edit on GitHub',
      'Table of Contents',
      'Copyright',
      'built with',
      'search these documents',
    ],
    headings: ['User Guide'],
  },
  {
    generator: 'MkDocs, readthedocs theme',
    html: `<!DOCTYPE html><html class="writer-html5" lang="en"><body class="wy-body-for-nav" role="document"><div class="wy-grid-for-nav">
<nav data-toggle="wy-nav-shift" class="wy-nav-side stickynav"><div class="wy-side-scroll"><div class="wy-side-nav-search"><a href=".." class="icon icon-home"> My Docs</a><div role="search"><form id="rtd-search-form" class="wy-form" action="../search.html" method="get"><input type="text" name="q" placeholder="Search docs" aria-label="Search docs" title="Type search term here" /></form></div></div>
<div class="wy-menu wy-menu-vertical" data-spy="affix" role="navigation" aria-label="Navigation menu"><ul class="current"><li class="toctree-l1 current"><a class="reference internal current" href="#">Configuration</a></li></ul></div></div></nav>
<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><nav class="wy-nav-top" role="navigation" aria-label="Mobile navigation menu"><i data-toggle="wy-nav-top" class="fa fa-bars"></i><a href="..">My Docs</a></nav>
<div class="wy-nav-content"><div class="rst-content"><div role="navigation" aria-label="breadcrumbs navigation"><ul class="wy-breadcrumbs"><li><a href=".." class="icon icon-home" aria-label="Docs"></a> &raquo;</li><li class="breadcrumb-item active">Configuration</li><li class="wy-breadcrumbs-aside"><a href="https://github.com/x/docs/edit/master/docs/config.md" class="icon icon-github"> Edit on GitHub</a></li></ul><hr/></div>
<div role="main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article"><div class="section" itemprop="articleBody"><h1 id="configuration">Configuration</h1><p>Every setting lives in the mkdocs.yml file at the root of the project.</p></div></div>
<footer><div class="rst-footer-buttons" role="navigation" aria-label="Footer Navigation"><a href="../install/" class="btn btn-neutral float-left" title="Install"><span class="icon icon-circle-arrow-left"></span> Previous</a><a href="../deploy/" class="btn btn-neutral float-right" title="Deploy">Next <span class="icon icon-circle-arrow-right"></span></a></div><hr/><div role="contentinfo"></div>Built with <a href="https://www.mkdocs.org/">MkDocs</a> using a <a href="https://github.com/readthedocs/sphinx_rtd_theme">theme</a> provided by <a href="https://readthedocs.org">Read the Docs</a>.</footer>
</div></div></section></div>
<div class="rst-versions" role="note" aria-label="Versions"><span class="rst-current-version" data-toggle="rst-current-version"><span><a href="../install/" style="color: #fcfcfc">&laquo; Previous</a></span><span><a href="../deploy/" style="color: #fcfcfc">Next &raquo;</a></span></span></div></body></html>`,
    content: ['Every setting lives in the mkdocs.yml file at the root of the project.'],
    furniture: ['My Docs', 'Search docs', 'Edit on GitHub', 'Previous', 'Next', 'Built with'],
    headings: ['Configuration'],
  },
  {
    generator: 'Docusaurus, an older version of versioned docs',
    html: `<html><body><nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><a class="navbar__brand" href="/"><b class="navbar__title text--truncate">Docusaurus</b></a></div></nav>
<div class="main-wrapper docsWrapper"><div class="docsWrapper"><div class="docRoot"><aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list"><li class="theme-doc-sidebar-item-link menu__list-item"><a class="menu__link" href="/docs/2.x/">Introduction</a></li></ul></nav></aside>
<main class="docMainContainer"><div class="container padding-top--md padding-bottom--lg"><div class="row"><div class="col docItemCol"><div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>This is documentation for <!-- -->Docusaurus<!-- --> <b>2.x</b>, which is no longer actively maintained.</div><div class="margin-top--md">For up-to-date documentation, see the <b><a href="/docs/installation">latest version</a></b> (3.7.0).</div></div>
<div class="docItemContainer"><article><span class="theme-doc-version-badge badge badge--secondary">Version: 2.x</span>
<div class="theme-doc-markdown markdown"><header><h1>Installation</h1></header><p>Docusaurus 2 requires Node.js version 16.14 or above.</p></div></article></div></div></div></div></main></div></div></div></body></html>`,
    content: ['Docusaurus 2 requires Node.js version 16.14 or above.'],
    furniture: ['no longer actively maintained', 'up-to-date documentation', 'latest version', 'Version: 2.x', 'Introduction'],
    headings: ['Installation'],
  },
  {
    generator: 'Hugo, Book theme (one <main> around menu, page and table of contents)',
    html: `<!DOCTYPE html><html lang="en-us" dir="ltr"><head><meta name="generator" content="Hugo 0.128.0"><title>Configuration | My Book</title></head><body dir="ltr">
<input type="checkbox" class="hidden toggle" id="menu-control" /><input type="checkbox" class="hidden toggle" id="toc-control" />
<main class="container flex"><aside class="book-menu"><div class="book-menu-content"><nav><h2 class="book-brand"><a class="flex align-center" href="/"><span>My Book</span></a></h2><ul><li><a href="/docs/install/">Installation</a></li></ul></nav></div></aside>
<div class="book-page"><header class="book-header"><div class="flex align-center justify-between"><label for="menu-control"><img src="/svg/menu.svg" class="book-icon" alt="Menu" /></label><h3>Configuration</h3><label for="toc-control"><img src="/svg/toc.svg" class="book-icon" alt="Table of Contents" /></label></div>
<aside class="hidden clearfix"><nav id="TableOfContents"><ul><li><a href="#menu">Menu</a></li></ul></nav></aside></header>
<article class="markdown book-article"><h1 id="configuration">Configuration<a class="anchor" href="#configuration">#</a></h1><p>The menu is built from the content directory unless BookMenuBundle is set.</p></article>
<footer class="book-footer"><div class="flex flex-wrap justify-between"><div><a class="flex align-center" href="https://github.com/x/y/commit/abc" title="Last modified by Alex | March 4, 2025" target="_blank" rel="noopener"><img src="/svg/calendar.svg" class="book-icon" alt="" /><span>March 4, 2025</span></a></div>
<div><a class="flex align-center" href="https://github.com/x/y/edit/main/content/docs/config.md" target="_blank" rel="noopener"><img src="/svg/edit.svg" class="book-icon" alt="" /><span>Edit this page</span></a></div></div>
<div class="flex flex-wrap justify-between"><span><a href="/docs/install/" class="flex align-center"><img src="/svg/backward.svg" class="book-icon" alt="Previous" /><span>Installation</span></a></span></div></footer>
<label for="menu-control" class="hidden book-menu-overlay"></label></div>
<aside class="book-toc"><div class="book-toc-content"><nav id="TableOfContents"><ul><li><a href="#configuration">Configuration</a></li></ul></nav></div></aside></main></body></html>`,
    content: ['The menu is built from the content directory unless BookMenuBundle is set.'],
    furniture: ['My Book', 'Installation', 'Table of Contents', 'March 4, 2025', 'Edit this page', 'Previous', '#'],
    headings: ['Configuration'],
  },
  {
    generator: 'WordPress, Twenty Twenty-Four block theme with the Complianz cookie banner',
    html: `<html lang="en-US"><body class="post-template-default single single-post wp-embed-responsive"><div class="wp-site-blocks">
<header class="wp-block-template-part"><div class="wp-block-group alignwide is-layout-flex"><p class="wp-block-site-title"><a href="https://rosas.example" target="_self" rel="home">Rosa's Bakery</a></p>
<nav class="is-responsive items-justified-right wp-block-navigation is-layout-flex" aria-label="Header navigation"><ul class="wp-block-navigation__container"><li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/menu/"><span class="wp-block-navigation-item__label">Our menu</span></a></li></ul></nav></div></header>
<main class="wp-block-group is-layout-flow wp-block-group-is-layout-flow"><div class="wp-block-group alignfull is-layout-constrained"><h1 class="wp-block-post-title">Winter opening hours</h1></div>
<div class="entry-content alignfull wp-block-post-content is-layout-constrained"><p>From December 1 the bakery opens at 8 a.m. and closes at 4 p.m.</p></div>
<div class="wp-block-group alignwide is-layout-constrained"><div class="wp-block-comments wp-block-comments-query-loop"><h2 class="wp-block-heading has-x-large-font-size">Comments</h2><div id="respond" class="comment-respond wp-block-post-comments-form"><h3 id="reply-title" class="comment-reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Cancel reply</a></small></h3></div></div>
<nav class="wp-block-group alignwide is-content-justification-space-between is-layout-flex" aria-label="Posts"><div class="post-navigation-link-previous wp-block-post-navigation-link"><span class="wp-block-post-navigation-link__arrow-previous is-arrow-arrow" aria-hidden="true">←</span><a href="/rye-season/" rel="prev">Rye season</a></div></nav></div></main>
<footer class="wp-block-template-part"><div class="wp-block-group alignfull is-layout-constrained"><p class="has-small-font-size">Designed with <a href="https://wordpress.org" rel="nofollow">WordPress</a></p></div></footer></div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin"><div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div></div>
<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">To provide the best experiences, we use technologies like cookies to store and/or access device information.</div></div>
<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accept</button><button class="cmplz-btn cmplz-deny">Deny</button></div></div></div></body></html>`,
    content: ['From December 1 the bakery opens at 8 a.m. and closes at 4 p.m.'],
    furniture: [
      "Rosa's Bakery",
      'Our menu',
      'Comments',
      'Leave a Reply',
      'Rye season',
      'Designed with',
      'Manage Cookie Consent',
      'store and/or access',
      'Accept',
    ],
    headings: ['Winter opening hours'],
  },
  {
    generator: 'WordPress, Astra theme with Yoast breadcrumbs, related posts and the GDPR Cookie Consent bar',
    html: `<html lang="de-DE"><body class="post-template-default single single-post ast-single-post"><div id="page" class="hfeed site"><a class="skip-link screen-reader-text" href="#content">Zum Inhalt springen</a>
<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope"><div class="main-header-bar-wrap"><div class="ast-site-identity"><span class="site-title"><a href="/" rel="home">Bäckerei Rosa</a></span></div><nav class="site-navigation ast-flex-grow-1 navigation-accessibility" id="primary-site-navigation" aria-label="Seitennavigation"><a href="/sortiment/">Sortiment</a></nav></div></header>
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary"><main id="main" class="site-main">
<p id="breadcrumbs"><span><span><a href="https://rosa.example/">Startseite</a></span> » <span><a href="https://rosa.example/neuigkeiten/">Neuigkeiten</a></span> » <span class="breadcrumb_last" aria-current="page">Glutenfreie Brote</span></span></p>
<article class="post-15 post type-post status-publish ast-article-single" id="post-15" itemtype="https://schema.org/CreativeWork" itemscope="itemscope"><div class="ast-post-format- single-layout-1"><header class="entry-header"><h1 class="entry-title" itemprop="headline">Glutenfreie Brote</h1></header>
<div class="entry-content clear" itemprop="text"><p>Jeden Freitag backen wir zwei glutenfreie Brote aus Buchweizen.</p></div></div></article>
<nav class="navigation post-navigation" aria-label="Beiträge"><div class="nav-links"><div class="nav-previous"><a title="Roggenzeit" href="/roggenzeit/" rel="prev"><span class="ast-left-arrow">←</span> Vorheriger Beitrag</a></div></div></nav>
<div class="ast-single-related-posts-container ast-container--fallback"><div class="ast-related-posts-title-section"><h2 class="ast-related-posts-title">Ähnliche Beiträge</h2></div><div class="ast-related-posts-wrapper"><article class="ast-related-post post-9 post"><h3 class="ast-related-post-title entry-title"><a href="/dinkel/" rel="bookmark">Dinkel aus der Region</a></h3></article></div></div>
</main></div></div></div>
<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope"><div class="ast-small-footer"><div class="ast-footer-copyright"><p>Copyright © 2025 Bäckerei Rosa | Powered by Astra WordPress Theme</p></div></div></footer></div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>Diese Website verwendet Cookies, um Ihre Erfahrung zu verbessern.<a role="button" data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button">Akzeptieren</a></span></div></body></html>`,
    content: ['Jeden Freitag backen wir zwei glutenfreie Brote aus Buchweizen.'],
    furniture: [
      'Zum Inhalt springen',
      'Sortiment',
      'Startseite',
      'Neuigkeiten',
      'Vorheriger Beitrag',
      'Ähnliche Beiträge',
      'Dinkel aus der Region',
      'Powered by Astra',
      'verwendet Cookies',
      'Akzeptieren',
    ],
    headings: ['Glutenfreie Brote'],
  },
  {
    generator: 'Texinfo 6.8 (makeinfo --html, one page per node)',
    html: `<html><head><title>M4 Dependency (Lexical Analysis With Flex)</title></head><body lang="en">
<div class="section" id="M4-Dependency">
<div class="header">
<p>
Next: <a href="Common-Patterns.html" accesskey="n" rel="next">Common Patterns</a>, Previous: <a href="Bison-Bridge.html" accesskey="p" rel="prev">C Scanners with Bison Parsers</a>, Up: <a href="Appendices.html" accesskey="u" rel="up">Appendices</a> &nbsp; [<a href="index.html#SEC_Contents" title="Table of contents" rel="contents">Contents</a>][<a href="Indices.html" title="Index" rel="index">Index</a>]</p>
</div>
<hr>
<span id="M4-Dependency-1"></span><h3 class="section">A.3 M4 Dependency</h3>
<span id="index-m4"></span>
<p>The macro processor <code>m4</code><a id="DOCF8" href="#FOOT8"><sup>8</sup></a>
must be installed wherever flex is installed.</p>
<p><code>m4</code> is only required at the time you run <code>flex</code>. The generated
scanner is ordinary C or C++, and does <em>not</em> require <code>m4</code>.
</p>
<hr>
<div class="header">
<p>
Next: <a href="Common-Patterns.html">Common Patterns</a>, Previous: <a href="Bison-Bridge.html">C Scanners with Bison Parsers</a>, Up: <a href="Appendices.html">Appendices</a> &nbsp; [<a href="index.html#SEC_Contents" title="Table of contents" rel="contents">Contents</a>][<a href="Indices.html" title="Index" rel="index">Index</a>]</p>
</div>
</div>
<div class="footnote">
<hr>
<h4 class="footnotes-heading">Footnotes</h4>
<h5><a id="FOOT8" href="#DOCF8">(8)</a></h5>
<p>The use of m4 is subject to change in future revisions of flex.</p>
</div>
</body></html>`,
    // The footnote mark no longer glues to the word before it ("m48").
    content: ['The macro processor m4 must be installed wherever flex is installed.', 'does not require m4.', 'The use of m4 is subject to change'],
    furniture: ['Next:', 'Previous:', 'Up:', 'Common Patterns', 'Contents', 'Index', 'm48'],
  },
  {
    generator: 'Texinfo 6.8 index node',
    html: `<html><body lang="en"><div class="unnumberedsec" id="Concept-Index">
<div class="header"><p>Next: <a href="Index-of-Functions-and-Macros.html" accesskey="n" rel="next">Index of Functions and Macros</a>, Up: <a href="Indices.html" accesskey="u" rel="up">Indices</a> &nbsp; [<a href="index.html#SEC_Contents" title="Table of contents" rel="contents">Contents</a>][<a href="Indices.html" title="Index" rel="index">Index</a>]</p></div>
<hr>
<span id="Concept-Index-1"></span><h3 class="unnumberedsec">Concept Index</h3>
<p>Every concept of the manual, with the section that explains it.</p>
<table><tr><th valign="top">Jump to: &nbsp; </th><td><a class="summary-letter" href="#Concept-Index_cp_symbol-1"><b>$</b></a>
 &nbsp; <a class="summary-letter" href="#Concept-Index_cp_letter-B"><b>B</b></a>
</td></tr></table>
<table class="index-cp" border="0">
<tr><td></td><th align="left">Index Entry</th><td>&nbsp;</td><th align="left"> Section</th></tr>
<tr><td colspan="4"> <hr></td></tr>
<tr><th id="Concept-Index_cp_symbol-1">$</th><td></td><td></td></tr>
<tr><td></td><td valign="top"><a href="Patterns.html#index-_0024-as-normal-character-in-patterns">$ as normal character in patterns</a>:</td><td>&nbsp;</td><td valign="top"><a href="Patterns.html">Patterns</a></td></tr>
</table>
</div></body></html>`,
    content: ['Every concept of the manual, with the section that explains it.'],
    furniture: ['Jump to', 'Index Entry', '$ as normal character in patterns', 'Index of Functions and Macros'],
    headings: ['Concept Index'],
  },
  {
    generator: 'sqlite.org (hand-made template: menus, slogan and table of contents as classed divs, no landmarks)',
    html: `<html><head><title>Implementation Limits For SQLite</title></head><body>
<div class=nosearch>
<a href="index.html"><img class="logo" src="images/sqlite370_banner.gif" alt="SQLite" border="0"></a>
<div class="tagline desktoponly">Small. Fast. Reliable.<br>Choose any three.</div>
<div class="menu mainmenu"><ul>
<li><a href="index.html">Home</a>
<li class='mobileonly'><a href="javascript:void(0)" onclick='toggle_div("submenu")'>Menu</a>
<li class='wideonly'><a href='about.html'>About</a>
<li class='desktoponly'><a href="docs.html">Documentation</a>
<li class='wideonly'><a href='copyright.html'>License</a>
</ul></div>
<div class="menu submenu" id="submenu"><ul><li><a href='about.html'>About</a><li><a href='prosupport.html'>Purchase</a></ul></div>
</div>
<div class=fancy><div class=nosearch><div class="fancy_title">Implementation Limits For SQLite</div>
<div class="fancy_toc"><a onclick="toggle_toc()"><span class="fancy_toc_mark" id="toc_mk">&#x25ba;</span> Table Of Contents</a>
<div id="toc_sub"><div class="fancy-toc1"><a href="#max_length">1. Maximum length of a string or BLOB</a></div></div></div></div>
<h2>Limits In SQLite</h2>
<p>"Limits" in the context of this article means sizes or quantities that can not be exceeded.</p>
<ol><li id="max_length"><p><b>Maximum length of a string or BLOB</b></p>
<p>The maximum number of bytes in a string or BLOB in SQLite is defined by the preprocessor macro SQLITE_MAX_LENGTH. The default value of this macro is 1 billion (1 thousand million or 1,000,000,000).</p></li></ol>
</div></body></html>`,
    content: ['The default value of this macro is 1 billion (1 thousand million or 1,000,000,000).', 'Maximum length of a string or BLOB'],
    furniture: ['Small. Fast. Reliable.', 'Home', 'Documentation', 'Purchase', 'Table Of Contents', '1. Maximum length'],
    headings: ['Limits In SQLite'],
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
