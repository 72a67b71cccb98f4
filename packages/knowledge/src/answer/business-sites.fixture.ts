import type { Language } from '@siteline/contract';

/**
 * Small local business sites as themes render them (WordPress Astra, GeneratePress with TablePress and
 * SWELL, Squarespace 7.1, Shopify Dawn, a clinic theme with schema.org microdata), in en, de, fr, es and ja, and the contact questions a
 * visitor asks them, each with the fact its answer must hold (any one of `expect`) and what it must not
 * hold (another shop's hours or phone). Written before any of them was asked.
 */
export interface BusinessQuestion {
  question: string;
  expect: string[];
  absent?: string[];
}

export interface BusinessSite {
  name: string;
  language: Language;
  pages: Record<string, string>;
  questions: BusinessQuestion[];
}

// ---------------------------------------------------------------------------------------------
// WordPress, Astra theme: phone only as a tel: link in the header's top bar, address and hours only
// in the footer widgets, the email only in the contact page's running text.
const astraHeader = `<header class="site-header header-main-layout-1 ast-primary-menu-enabled" id="masthead" itemtype="https://schema.org/WPHeader" itemscope="itemscope" itemid="#masthead">
<div id="ast-desktop-header" data-toggle-type="dropdown"><div class="ast-above-header-wrap"><div class="ast-above-header-bar ast-above-header site-header-focus-item" data-section="section-above-header-builder">
<div class="site-above-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container"><div class="ast-builder-grid-row ast-builder-grid-row-has-sides ast-builder-grid-row-no-center">
<div class="site-header-above-section-left site-header-section ast-flex site-header-section-left"><div class="ast-builder-layout-element ast-flex site-header-focus-item ast-header-html-1" data-section="section-hb-html-1">
<div class="ast-header-html inner-link-style-"><div class="ast-builder-html-element"><p><span class="ast-icon icon-phone"></span> <a href="tel:+441227946018">01227 946018</a></p></div></div></div></div>
<div class="site-header-above-section-right site-header-section ast-flex ast-grid-right-section"><div class="ast-builder-layout-element ast-flex site-header-focus-item" data-section="section-hb-social-icons-1"><div class="ast-header-social-1-wrap ast-header-social-wrap"><div class="header-social-inner-wrap element-social-inner-wrap social-show-label-false ast-social-color-type-custom ast-social-stack-none ast-social-element-style-filled"><a href="https://www.instagram.com/harbourlanebakery" aria-label="Instagram" target="_blank" rel="noopener noreferrer" class="ast-builder-social-element ast-inline-flex ast-instagram header-social-item"><span class="ahfb-svg-iconset ast-inline-flex svg-baseline"></span></a></div></div></div></div>
</div></div></div></div>
<div class="ast-main-header-wrap main-header-bar-wrap"><div class="ast-primary-header-bar ast-primary-header main-header-bar site-header-focus-item" data-section="section-primary-header-builder"><div class="site-primary-header-wrap ast-builder-grid-row-container site-header-focus-item ast-container">
<div class="site-branding ast-site-identity" itemtype="https://schema.org/Organization" itemscope="itemscope"><span class="site-logo-img"><a href="/" class="custom-logo-link" rel="home"><img width="160" height="60" src="/wp-content/uploads/logo.png" class="custom-logo" alt="Harbour Lane Bakery"></a></span></div>
<div class="ast-builder-menu-1 ast-builder-menu ast-flex ast-builder-menu-1-focus-item ast-builder-layout-element site-header-focus-item" data-section="section-hb-menu-1"><div class="ast-main-header-bar-alignment"><div class="main-header-bar-navigation"><nav class="site-navigation ast-flex-grow-1 navigation-accessibility site-header-focus-item" id="primary-site-navigation-desktop" aria-label="Site Navigation" itemtype="https://schema.org/SiteNavigationElement" itemscope="itemscope"><div class="main-navigation ast-inline-flex"><ul id="ast-hf-menu-1" class="main-header-menu ast-menu-shadow ast-nav-menu ast-flex submenu-with-border stack-on-mobile">
<li id="menu-item-21" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home menu-item-21"><a href="/" class="menu-link">Home</a></li>
<li id="menu-item-22" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-22"><a href="/menu/" class="menu-link">Our bakes</a></li>
<li id="menu-item-23" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-23"><a href="/about/" class="menu-link">About</a></li>
<li id="menu-item-24" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-24"><a href="/contact/" class="menu-link">Contact</a></li>
</ul></div></nav></div></div></div>
</div></div></div></div></header>`;

const astraFooter = `<footer class="site-footer" id="colophon" itemtype="https://schema.org/WPFooter" itemscope="itemscope" itemid="#colophon">
<div class="site-primary-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-3-equal ast-builder-grid-row-tablet-3-equal ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-primary-footer-builder">
<div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-primary-footer-inner-wrap ast-builder-grid-row">
<div class="site-footer-primary-section-1 site-footer-section site-footer-section-1"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-1" aria-label="Footer Widget 1">
<section id="block-7" class="widget widget_block"><h2 class="wp-block-heading">Visit us</h2></section>
<section id="block-8" class="widget widget_block widget_text"><p>Harbour Lane Bakery<br>14 Harbour Lane<br>Whitstable CT5 1AB</p></section></aside></div>
<div class="site-footer-primary-section-2 site-footer-section site-footer-section-2"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-2" aria-label="Footer Widget 2">
<section id="block-9" class="widget widget_block"><h2 class="wp-block-heading">Opening hours</h2></section>
<section id="block-10" class="widget widget_block widget_text"><p>Tuesday – Saturday: 7am – 4pm<br>Sunday: 8am – 1pm<br>Monday: closed</p></section></aside></div>
<div class="site-footer-primary-section-3 site-footer-section site-footer-section-3"><aside class="footer-widget-area widget-area site-footer-focus-item footer-widget-area-inner" data-section="sidebar-widgets-footer-widget-3" aria-label="Footer Widget 3">
<section id="nav_menu-2" class="widget widget_nav_menu"><nav class="menu-footer-container" aria-label="Menu"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="/privacy-policy/">Privacy Policy</a></li><li class="menu-item"><a href="/contact/">Contact</a></li></ul></nav></section></aside></div>
</div></div></div>
<div class="site-below-footer-wrap ast-builder-grid-row-container site-footer-focus-item ast-builder-grid-row-full ast-builder-grid-row-tablet-full ast-builder-grid-row-mobile-full ast-footer-row-stack ast-footer-row-tablet-stack ast-footer-row-mobile-stack" data-section="section-below-footer-builder"><div class="ast-builder-grid-row-container-inner"><div class="ast-builder-footer-grid-columns site-below-footer-inner-wrap ast-builder-grid-row"><div class="site-footer-below-section-1 site-footer-section site-footer-section-1"><div class="ast-builder-layout-element ast-flex site-footer-focus-item ast-footer-copyright" data-section="section-footer-builder"><div class="ast-footer-copyright"><p>Copyright &copy; 2026 Harbour Lane Bakery | Powered by <a href="https://wpastra.com" rel="nofollow noopener" target="_blank">Astra WordPress Theme</a></p></div></div></div></div></div></div>
</footer>`;

const astraPage = (title: string, content: string) => `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} &#8211; Harbour Lane Bakery</title>
<meta name="robots" content="max-image-preview:large">
<link rel="stylesheet" id="astra-theme-css-css" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">
</head>
<body class="page-template-default page ast-desktop ast-page-builder-template ast-no-sidebar astra-4.6.4 ast-single-post ast-inherit-site-logo-transparent ast-hfb-header">
<a class="skip-link screen-reader-text" href="#content" role="link" title="Skip to content">Skip to content</a>
<div class="hfeed site" id="page">
${astraHeader}
<div id="content" class="site-content"><div class="ast-container"><div id="primary" class="content-area primary">
<main id="main" class="site-main"><article class="post-2 page type-page status-publish ast-article-single" id="post-2" itemtype="https://schema.org/CreativeWork" itemscope="itemscope">
<header class="entry-header ast-no-thumbnail"><h1 class="entry-title" itemprop="headline">${title}</h1></header>
<div class="entry-content clear" data-ast-blocks-layout="true" itemprop="text">
${content}
</div></article></main></div></div></div>
${astraFooter}
</div></body></html>`;

const harbourLane: BusinessSite = {
  name: 'Harbour Lane Bakery',
  language: 'en',
  pages: {
    '/': astraPage(
      'Home',
      `<div class="wp-block-cover alignfull"><div class="wp-block-cover__inner-container"><p class="has-text-align-center has-large-font-size">Real bread, baked by the sea since 2009.</p></div></div>
<h2 class="wp-block-heading">Baked before sunrise</h2>
<p>Every loaf starts the evening before: our sourdough rests overnight and goes into the deck oven at four in the morning, so it is still warm when the doors open.</p>
<p>Besides bread we bake croissants, cinnamon buns and a weekly seasonal tart. Gluten-free loaves are baked on Fridays only.</p>
<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/menu/">See our bakes</a></div></div>`,
    ),
    '/menu/': astraPage(
      'Our bakes',
      `<h2 class="wp-block-heading">Bread</h2>
<figure class="wp-block-table"><table><tbody><tr><td>White sourdough loaf</td><td>£4.50</td></tr><tr><td>Seeded rye</td><td>£5.20</td></tr><tr><td>Gluten-free loaf (Fridays)</td><td>£5.80</td></tr></tbody></table></figure>
<h2 class="wp-block-heading">Pastries</h2>
<p>Butter croissants are £2.40 each; cinnamon buns £2.80. Whole tarts can be ordered two days ahead.</p>`,
    ),
    '/about/': astraPage(
      'About',
      `<p>Harbour Lane Bakery was started in 2009 by Tom and Ellie Marsh in a former net store on the harbour.</p>
<p>We mill part of our own flour from Kentish wheat and bake everything on site. Leftover bread goes to the food bank every evening.</p>`,
    ),
    '/contact/': astraPage(
      'Contact',
      `<p>Questions about a celebration cake or a wholesale order? Write to hello@harbourlanebakery.co.uk and we answer within a day.</p>
<p>For orders for the same day, please pop into the shop: we cannot take them online.</p>
<div class="wpcf7 no-js" id="wpcf7-f45-p12-o1" lang="en-GB" dir="ltr"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
<form action="/contact/#wpcf7-f45-p12-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">
<p><label> Your name<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name"></span></label></p>
<p><label> Your email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" value="" type="email" name="your-email"></span></label></p>
<p><label> Your message (optional)<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Submit"></p></form></div>`,
    ),
  },
  questions: [
    { question: 'What is your phone number?', expect: ['01227 946018'] },
    { question: 'Where is the shop located?', expect: ['14 Harbour Lane'] },
    { question: 'What is your email address?', expect: ['hello@harbourlanebakery.co.uk'] },
    { question: 'What time do you open on Sunday?', expect: ['8am'], absent: ['7am'] },
    { question: 'Are you open on Mondays?', expect: ['closed'] },
    { question: 'How much is a white sourdough loaf?', expect: ['£4.50'] },
  ],
};

// ---------------------------------------------------------------------------------------------
// WordPress, GeneratePress with a TablePress table of opening hours and an Impressum, in German.
const generatePage = (title: string, content: string) => `<!DOCTYPE html>
<html lang="de-DE"><head><meta charset="UTF-8"><title>${title} &#8211; Café Lindenhof</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body class="page-template-default page wp-embed-responsive no-sidebar nav-float-right separate-containers header-aligned-left dropdown-hover" itemtype="https://schema.org/WebPage" itemscope>
<a class="screen-reader-text skip-link" href="#content" title="Zum Inhalt springen">Zum Inhalt springen</a>
<header class="site-header has-inline-mobile-toggle" id="masthead" aria-label="Website" itemtype="https://schema.org/WPHeader" itemscope>
<div class="inside-header grid-container"><div class="site-branding"><p class="main-title" itemprop="headline"><a href="/" rel="home">Café Lindenhof</a></p><p class="site-description" itemprop="description">Frühstück, Kuchen &amp; Kaffee in Kreuzberg</p></div>
<nav class="main-navigation sub-menu-right" id="site-navigation" aria-label="Primär" itemtype="https://schema.org/SiteNavigationElement" itemscope><div class="inside-navigation grid-container"><div id="primary-menu" class="main-nav"><ul id="menu-hauptmenue" class="menu sf-menu">
<li id="menu-item-10" class="menu-item menu-item-home"><a href="/">Start</a></li>
<li id="menu-item-11" class="menu-item"><a href="/speisekarte/">Speisekarte</a></li>
<li id="menu-item-12" class="menu-item"><a href="/oeffnungszeiten/">Öffnungszeiten</a></li>
<li id="menu-item-13" class="menu-item"><a href="/impressum/">Impressum</a></li>
</ul></div></div></nav></div></header>
<div class="site grid-container container hfeed" id="page"><div class="site-content" id="content">
<div class="content-area" id="primary"><main class="site-main" id="main">
<article id="post-7" class="post-7 page type-page status-publish" itemtype="https://schema.org/CreativeWork" itemscope><div class="inside-article">
<header class="entry-header"><h1 class="entry-title" itemprop="headline">${title}</h1></header>
<div class="entry-content" itemprop="text">
${content}
</div></div></article></main></div></div></div>
<div class="site-footer"><footer class="site-info" aria-label="Website" itemtype="https://schema.org/WPFooter" itemscope><div class="inside-site-info grid-container">
<div class="copyright-bar"><span class="copyright">&copy; 2026 Café Lindenhof</span> &bull; Erstellt mit <a href="https://generatepress.com" itemprop="url">GeneratePress</a></div></div></footer></div>
</body></html>`;

const lindenhof: BusinessSite = {
  name: 'Café Lindenhof',
  language: 'de',
  pages: {
    '/': generatePage(
      'Willkommen im Café Lindenhof',
      `<p>Seit 2015 backen wir unsere Kuchen jeden Morgen selbst, der Kaffee kommt von einer kleinen Rösterei aus Neukölln.</p>
<p>Am Wochenende gibt es ein Frühstücksbuffet bis 14 Uhr. Für Gruppen ab acht Personen nehmen wir Reservierungen an: 030 44319270.</p>`,
    ),
    '/speisekarte/': generatePage(
      'Speisekarte',
      `<h2>Frühstück</h2><p>Großes Frühstück mit Brötchen, Käse, Ei und Obst: 12,50 €. Das Frühstücksbuffet am Wochenende kostet 18,90 € pro Person.</p>
<h2>Kuchen</h2><p>Täglich wechselnde Kuchen, das Stück 3,90 €. Käsekuchen gibt es immer.</p>`,
    ),
    '/oeffnungszeiten/': generatePage(
      'Öffnungszeiten',
      `<p>An Feiertagen haben wir wie sonntags geöffnet.</p>
<table id="tablepress-1" class="tablepress tablepress-id-1"><thead><tr class="row-1"><th class="column-1">Tag</th><th class="column-2">Geöffnet</th></tr></thead>
<tbody class="row-striping row-hover">
<tr class="row-2"><td class="column-1">Montag</td><td class="column-2">Ruhetag</td></tr>
<tr class="row-3"><td class="column-1">Dienstag – Freitag</td><td class="column-2">8:00 – 18:00 Uhr</td></tr>
<tr class="row-4"><td class="column-1">Samstag</td><td class="column-2">9:00 – 18:00 Uhr</td></tr>
<tr class="row-5"><td class="column-1">Sonntag</td><td class="column-2">10:00 – 17:00 Uhr</td></tr>
</tbody></table>`,
    ),
    '/impressum/': generatePage(
      'Impressum',
      `<h2>Angaben gemäß § 5 TMG</h2>
<p>Café Lindenhof GmbH<br>Lindenstraße 12<br>10969 Berlin</p>
<p>Handelsregister: HRB 178432 B<br>Registergericht: Amtsgericht Charlottenburg</p>
<p><strong>Vertreten durch:</strong><br>Jana Becker</p>
<h2>Kontakt</h2>
<p>Telefon: 030 44319270<br>E-Mail: info@cafe-lindenhof.de</p>
<h2>Umsatzsteuer-ID</h2><p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 312 845 901</p>`,
    ),
  },
  questions: [
    { question: 'Wie lautet Ihre Telefonnummer?', expect: ['030 44319270'] },
    { question: 'Wo befindet sich das Café?', expect: ['Lindenstraße 12'] },
    { question: 'Wann haben Sie am Sonntag geöffnet?', expect: ['10:00'], absent: ['8:00'] },
    { question: 'Welche E-Mail-Adresse haben Sie?', expect: ['info@cafe-lindenhof.de'] },
    { question: 'Haben Sie montags geöffnet?', expect: ['Ruhetag'] },
    { question: 'Was kostet das Frühstücksbuffet?', expect: ['18,90'] },
  ],
};

// ---------------------------------------------------------------------------------------------
// Squarespace 7.1, in French: phone as a tel: link in the header, address and hours only in the
// footer's sections, the email in running text.
const squarespacePage = (title: string, content: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="fr-FR"><head><meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} &mdash; Atelier Vélo Martin</title>
<meta property="og:site_name" content="Atelier Vélo Martin"><meta property="og:title" content="${title} &mdash; Atelier Vélo Martin">
<script type="application/ld+json">{"url":"https://www.atelier-velo-martin.fr","name":"Atelier Vélo Martin","description":"","@context":"http://schema.org","@type":"WebSite"}</script>
</head>
<body id="collection-5f1a" class="header-overlay-alignment-center tweak-social-icons-style-regular primary-button-style-solid primary-button-shape-pill">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white" data-controller="Header" data-current-styles='{"layout":"navRight"}'>
<div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
<div class="header-display-desktop" data-content-field="site-title"><div class="header-title-nav-wrapper">
<div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a id="site-title" href="/" data-animation-role="header-element">Atelier Vélo Martin</a></div></div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
<div class="header-nav-item header-nav-item--collection header-nav-item--active"><a href="/" aria-current="page">Accueil</a></div>
<div class="header-nav-item header-nav-item--collection"><a href="/reparations">Réparations</a></div>
<div class="header-nav-item header-nav-item--collection"><a href="/contact">Contact</a></div>
</nav></div></div></div>
<div class="header-actions header-actions--right"><div class="showOnDesktop"><div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="tel:+33478421790">04 78 42 17 90</a></div></div></div>
</div></div></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="5f1a0">
<section data-test="page-section" data-section-theme="" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-id="5f1a1">
<div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-5f1a1"><div class="row sqs-row"><div class="col sqs-col-12 span-12">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1"><div class="sqs-block-content"><div class="sqs-html-content">
<h1 style="white-space:pre-wrap;">${title}</h1>
${content}
</div></div></div></div></div></div></div></div></section></article></main>
<footer class="sections" id="footer-sections" data-footer-sections>
<section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black" data-section-id="5f1b1">
<div class="content-wrapper"><div class="content"><div class="fluid-engine fe-5f1b1">
<div class="fe-block fe-block-yui_3_17_2_1_a"><div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" id="block-yui_3_17_2_1_a"><div class="sqs-block-content"><div class="sqs-html-content">
<h4 style="white-space:pre-wrap;">L'atelier</h4><p class="" style="white-space:pre-wrap;">27 rue de la Charité</p><p class="" style="white-space:pre-wrap;">69002 Lyon</p>
</div></div></div></div>
<div class="fe-block fe-block-yui_3_17_2_1_b"><div class="sqs-block html-block sqs-block-html" data-blend-mode="NORMAL" data-block-type="2" id="block-yui_3_17_2_1_b"><div class="sqs-block-content"><div class="sqs-html-content">
<h4 style="white-space:pre-wrap;">Horaires</h4><p class="" style="white-space:pre-wrap;">Mardi – vendredi : 10h – 19h</p><p class="" style="white-space:pre-wrap;">Samedi : 9h30 – 18h</p><p class="" style="white-space:pre-wrap;">Dimanche et lundi : fermé</p>
</div></div></div></div>
<div class="fe-block fe-block-yui_3_17_2_1_c"><div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54"><div class="sqs-block-content"><div class="sqs-svg-icon--outer social-icon-alignment-left social-icons-color-white"><nav class="sqs-svg-icon--list"><a href="https://instagram.com/ateliervelomartin" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"></a></nav></div></div></div></div>
</div></div></div></section></footer>
</div></body></html>`;

const veloMartin: BusinessSite = {
  name: 'Atelier Vélo Martin',
  language: 'fr',
  pages: {
    '/': squarespacePage(
      'Votre vélo entre de bonnes mains',
      `<p class="" style="white-space:pre-wrap;">Depuis 2012, nous réparons et entretenons les vélos de ville, de route et les vélos électriques, toutes marques confondues.</p>
<p class="" style="white-space:pre-wrap;">Nous vendons aussi des vélos reconditionnés, révisés et garantis un an.</p>`,
    ),
    '/reparations': squarespacePage(
      'Réparations et tarifs',
      `<p class="" style="white-space:pre-wrap;">Une révision complète coûte 89 € et comprend le réglage des freins et des vitesses, le graissage de la chaîne et le contrôle des roues.</p>
<p class="" style="white-space:pre-wrap;">Une crevaison est réparée en 20 minutes pour 15 €, chambre à air comprise. Les vélos électriques sont révisés sur rendez-vous uniquement.</p>`,
    ),
    '/contact': squarespacePage(
      'Contact',
      `<p class="" style="white-space:pre-wrap;">Une question sur une réparation ou un devis ? Écrivez-nous à bonjour@atelier-velo-martin.fr, nous répondons sous 24 heures.</p>
<p class="" style="white-space:pre-wrap;">Pas besoin de rendez-vous pour une crevaison : passez à l'atelier aux heures d'ouverture.</p>
<div class="sqs-block form-block sqs-block-form" data-block-type="9"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="5f1a" autocomplete="on" method="POST" novalidate>
<div class="field-list clear"><div class="form-item field text required"><label class="title" for="text-1">Nom <span class="required" aria-hidden="true">*</span></label><input class="field-element text" type="text" id="text-1"></div>
<div class="form-item field email required"><label class="title" for="email-1">E-mail <span class="required" aria-hidden="true">*</span></label><input class="field-element" name="email" type="email" id="email-1"></div>
<div class="form-item field textarea"><label class="title" for="textarea-1">Message</label><textarea class="field-element" id="textarea-1"></textarea></div></div>
<div class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Envoyer"></div></form></div></div></div></div>`,
    ),
  },
  questions: [
    { question: 'Quel est votre numéro de téléphone ?', expect: ['04 78 42 17 90'] },
    { question: "Où se trouve l'atelier ?", expect: ['27 rue de la Charité'] },
    { question: 'Quelle est votre adresse e-mail ?', expect: ['bonjour@atelier-velo-martin.fr'] },
    { question: 'Quels sont vos horaires le samedi ?', expect: ['9h30'], absent: ['10h – 19h'] },
    { question: 'Combien coûte une révision complète ?', expect: ['89 €'] },
  ],
};

// ---------------------------------------------------------------------------------------------
// Shopify, Dawn theme: Organization JSON-LD without contact facts, the studio's address and hours in
// the footer's text block, phone and email in the contact page's running text without a cue word.
const dawnPage = (title: string, content: string, extraHead = '') => `<!doctype html>
<html class="no-js" lang="en"><head><meta charset="utf-8"><meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="canonical" href="/">
<title>${title} &ndash; Pine &amp; Pebble Candle Co.</title>
<meta property="og:site_name" content="Pine &amp; Pebble Candle Co.">
${extraHead}</head>
<body class="gradient"><a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div id="shopify-section-sections--1__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-scheme-1 gradient" role="region" aria-label="Announcement"><div class="page-width"><p class="announcement-bar__message h5"><span>Free shipping on US orders over $50</span></p></div></div></div>
<div id="shopify-section-sections--1__header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1 gradient header-wrapper--border-bottom">
<header class="header header--middle-left header--mobile-center page-width header--has-menu header--has-social">
<a href="/" class="header__heading-link link link--text focus-inset"><span class="h2">Pine &amp; Pebble Candle Co.</span></a>
<nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">
<li><a href="/" class="header__menu-item list-menu__item link link--text focus-inset" aria-current="page"><span class="header__active-menu-item">Home</span></a></li>
<li><a href="/collections/all" class="header__menu-item list-menu__item link link--text focus-inset"><span>Shop all</span></a></li>
<li><a href="/pages/shipping" class="header__menu-item list-menu__item link link--text focus-inset"><span>Shipping</span></a></li>
<li><a href="/pages/contact" class="header__menu-item list-menu__item link link--text focus-inset"><span>Contact</span></a></li>
</ul></nav>
<div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log in</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Cart</span></a></div>
</header></sticky-header></div>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
<div id="shopify-section-template--1__main" class="shopify-section section"><div class="page-width page-width--narrow section-template--1__main-padding">
<h1 class="main-page-title page-title h0">${title}</h1>
<div class="rte">${content}</div></div></div>
</main>
<div id="shopify-section-sections--1__footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-scheme-1 gradient section-sections--1__footer-padding">
<div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet scroll-trigger animate--slide-in">
<div class="footer-block grid__item footer-block--menu scroll-trigger animate--slide-in"><h2 class="footer-block__heading inline-richtext">Quick links</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/search" class="link link--text list-menu__item list-menu__item--link">Search</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Refund policy</a></li></ul></div>
<div class="footer-block grid__item scroll-trigger animate--slide-in"><h2 class="footer-block__heading inline-richtext">Studio shop</h2><div class="footer-block__details-content rte"><p>1421 SE Division St, Portland, OR 97202</p><p>Open Thursday–Sunday, 11am–6pm</p></div></div>
</div></div>
<div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width"><div class="footer__copyright caption"><small class="copyright__content">&copy; 2026, <a href="/" title="">Pine &amp; Pebble Candle Co.</a></small><small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby">Powered by Shopify</a></small></div></div></div>
</footer></div></body></html>`;

const dawnOrganization = `<script type="application/ld+json">{"@context":"http://schema.org","@type":"Organization","name":"Pine \\u0026 Pebble Candle Co.","sameAs":["https://instagram.com/pineandpebble"],"url":"https://pineandpebble.com"}</script>`;

const pineAndPebble: BusinessSite = {
  name: 'Pine & Pebble Candle Co.',
  language: 'en',
  pages: {
    '/': dawnPage(
      'Hand-poured soy candles',
      `<p>Every candle is poured by hand in our Portland studio from American soy wax and cotton wicks, in small batches of forty.</p><p>Our scents change with the seasons; the Douglas Fir candle burns for about 60 hours.</p>`,
      dawnOrganization,
    ),
    '/pages/shipping': dawnPage(
      'Shipping',
      `<p>Orders ship within 2 business days from Portland. We ship to the US and Canada; Canadian orders arrive in 7–10 business days.</p><p>US orders over $50 ship free.</p>`,
    ),
    '/pages/contact': dawnPage(
      'Contact',
      `<p>Ring us on (503) 555-0199 between 9 and 5 Pacific, or write to help@pineandpebble.com for wholesale and custom orders.</p>
<form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
<div class="contact__fields"><div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Name]" value="" placeholder="Name"><label class="field__label" for="ContactForm-name">Name</label></div>
<div class="field field--with-error"><input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" spellcheck="false" autocapitalize="off" value="" aria-required="true" placeholder="Email"><label class="field__label" for="ContactForm-email">Email <span aria-hidden="true">*</span></label></div></div>
<div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Comment]" placeholder="Comment"></textarea><label class="form__label field__label" for="ContactForm-body">Comment</label></div>
<div class="contact__button"><button type="submit" class="button">Send</button></div></form>`,
    ),
  },
  questions: [
    { question: 'What is your phone number?', expect: ['(503) 555-0199'] },
    { question: "What's your email?", expect: ['help@pineandpebble.com'] },
    { question: 'Where is your studio shop?', expect: ['1421 SE Division St'] },
    { question: 'When is the studio shop open?', expect: ['11am'] },
    { question: 'How long does shipping to Canada take?', expect: ['7–10 business days'] },
  ],
};

// ---------------------------------------------------------------------------------------------
// A clinic theme in Spanish with two clinics described in schema.org microdata (itemprop).
const clinic = (id: string, name: string, street: string, postcode: string, phone: string, hoursMeta: string[], hoursText: string) => `
<div class="clinica" itemscope itemtype="https://schema.org/Dentist" id="${id}">
<h2 itemprop="name">${name}</h2>
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">${street}</span>, <span itemprop="postalCode">${postcode}</span> <span itemprop="addressLocality">Valencia</span></div>
<p>Tel.: <a href="tel:${phone.replace(/\s/g, '')}" itemprop="telephone">${phone}</a></p>
${hoursMeta.map((hours) => `<meta itemprop="openingHours" content="${hours}">`).join('')}<p>${hoursText}</p>
</div>`;

const clinicPage = (title: string, content: string) => `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>${title} | Clínica Dental Sonrisa</title></head>
<body class="page"><header class="cabecera"><div class="logo"><a href="/">Clínica Dental Sonrisa</a></div>
<nav class="menu-principal"><ul><li><a href="/">Inicio</a></li><li><a href="/clinicas">Nuestras clínicas</a></li><li><a href="/tratamientos">Tratamientos</a></li></ul></nav>
<a class="boton-cita" href="/clinicas">Pide tu cita</a></header>
<main id="contenido"><h1>${title}</h1>${content}</main>
<footer class="pie"><p>Para pedir cita escríbenos a <a href="mailto:citas@clinicasonrisa.es">citas@clinicasonrisa.es</a></p><p>© 2026 Clínica Dental Sonrisa S.L. Todos los derechos reservados. <a href="/aviso-legal">Aviso legal</a></p></footer>
</body></html>`;

const sonrisa: BusinessSite = {
  name: 'Clínica Dental Sonrisa',
  language: 'es',
  pages: {
    '/': clinicPage(
      'Tu dentista en Valencia',
      `<p>Más de veinte años cuidando la sonrisa de familias valencianas, con dos clínicas en la ciudad.</p><p>La primera visita y la revisión son gratuitas.</p>`,
    ),
    '/clinicas': clinicPage(
      'Nuestras clínicas',
      clinic(
        'centro',
        'Clínica Sonrisa Centro',
        'Calle de Colón 22',
        '46004',
        '963 51 20 44',
        ['Mo-Fr 09:00-20:00', 'Sa 10:00-14:00'],
        'Lunes a viernes de 9:00 a 20:00, sábados de 10:00 a 14:00.',
      ) +
        clinic(
          'ruzafa',
          'Clínica Sonrisa Ruzafa',
          'Calle de Sueca 31',
          '46006',
          '963 74 88 10',
          ['Mo-Fr 08:30-19:00'],
          'Lunes a viernes de 8:30 a 19:00. Sábados cerrado.',
        ),
    ),
    '/tratamientos': clinicPage(
      'Tratamientos',
      `<p>Ortodoncia invisible desde 2.900 €, implantes desde 950 € y blanqueamiento dental por 290 €.</p><p>Ofrecemos financiación sin intereses hasta 24 meses.</p>`,
    ),
  },
  questions: [
    {
      question: '¿Cuál es el teléfono de la clínica de Ruzafa?',
      expect: ['963 74 88 10'],
      absent: ['963 51 20 44'],
    },
    { question: '¿Dónde está la clínica de Ruzafa?', expect: ['Calle de Sueca 31'], absent: ['Colón'] },
    { question: '¿A qué hora abre la clínica del centro los sábados?', expect: ['10:00'], absent: ['8:30'] },
    { question: '¿Cuál es su correo electrónico?', expect: ['citas@clinicasonrisa.es'] },
    { question: '¿Cuánto cuesta el blanqueamiento dental?', expect: ['290 €'] },
  ],
};

// ---------------------------------------------------------------------------------------------
// WordPress, SWELL theme (common in Japan), in Japanese: address, phone and hours in a footer widget
// written without spaces, the phone also as a tel: link in the header.
const swellPage = (title: string, content: string) => `<!DOCTYPE html>
<html lang="ja"><head><meta charset="UTF-8"><title>${title} | 喫茶こもれび</title></head>
<body class="page-template-default page"><div id="body_wrap">
<header id="header" class="l-header -series -series-right"><div class="l-header__inner l-container"><div class="l-header__logo"><div class="c-headLogo -txt"><a href="/" class="c-headLogo__link" rel="home">喫茶こもれび</a></div></div>
<nav id="gnav" class="l-header__gnav c-gnavWrap"><ul class="c-gnav"><li class="menu-item"><a href="/"><span class="ttl">ホーム</span></a></li><li class="menu-item"><a href="/menu/"><span class="ttl">メニュー</span></a></li><li class="menu-item"><a href="/access/"><span class="ttl">アクセス</span></a></li></ul></nav>
<div class="w-header"><div class="w-header__inner"><div id="custom_html-2" class="widget_text w-header__item widget_custom_html"><div class="textwidget custom-html-widget"><a href="tel:0354561234">TEL 03-5456-1234</a></div></div></div></div>
</div></header>
<div id="content" class="l-content l-container"><main id="main_content" class="l-mainContent l-article"><div class="l-mainContent__inner">
<h1 class="c-pageTitle"><span class="c-pageTitle__inner">${title}</span></h1>
<div class="post_content">${content}</div></div></main></div>
<footer id="footer" class="l-footer"><div class="l-footer__inner"><div class="l-footer__widgetArea"><div class="l-container w-footer -col2"><div class="w-footer__box">
<div id="text-2" class="c-widget widget_text"><div class="c-widget__title -footer">店舗情報</div><div class="textwidget"><p>〒150-0041<br>東京都渋谷区神南1-2-3<br>営業時間 10:00〜19:00<br>定休日 水曜日</p></div></div>
</div></div></div><div class="l-footer__foot"><div class="l-container"><p class="copyright"><span lang="en">©</span> 喫茶こもれび.</p></div></div></div></footer>
</div></body></html>`;

const komorebi: BusinessSite = {
  name: '喫茶こもれび',
  language: 'ja',
  pages: {
    '/': swellPage('ようこそ', '<p>渋谷の路地裏にある小さな喫茶店です。自家焙煎のコーヒーと手作りのケーキをご用意しています。</p>'),
    '/menu/': swellPage('メニュー', '<p>ブレンドコーヒーは550円、チーズケーキは480円です。</p><p>モーニングセットは11時まで、700円です。</p>'),
    '/access/': swellPage('アクセス', '<p>JR渋谷駅ハチ公口から徒歩8分です。駐車場はありませんので、近くのコインパーキングをご利用ください。</p>'),
  },
  questions: [
    { question: '電話番号を教えてください', expect: ['03-5456-1234'] },
    { question: 'お店の住所はどこですか？', expect: ['神南1-2-3'] },
    { question: '営業時間は何時からですか？', expect: ['10:00'] },
    { question: '定休日はいつですか？', expect: ['水曜日'] },
    { question: 'ブレンドコーヒーはいくらですか？', expect: ['550円'] },
  ],
};

export const BUSINESS_SITES: BusinessSite[] = [harbourLane, lindenhof, veloMartin, pineAndPebble, sonrisa, komorebi];
