import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@siteline/contract';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * A site the answer bench measures: the bundled demo site (served by the server itself), a
 * documentation set installed from a Debian package and served from its directory, or a hand-written
 * site kept in the repository (business-sites/) and served from its directory.
 */
export interface BenchSite {
  name: string;
  /** What made the site, for the report. */
  kind: string;
  language: Language;
  questionsFile: string;
  /**
   * `indexFile`: the directory's start page when it is not index.html ("index.ja.html"). `unpackOnly`: the package
   * conflicts with what the machine runs (nodejs-doc with the Node.js that runs the bench), so it is downloaded and
   * unpacked under the temporary directory, never installed; `directory` is then read inside the unpacked tree.
   */
  source: { demoSite: true } | { debianPackage?: string; directory: string; indexFile?: string; unpackOnly?: true };
  /** A probe: about ten questions, all tuned on, in a language or of a kind the sites lack; run only when named. */
  probe?: true;
}

/**
 * A probe on a small business site written for the bench, kept in business-sites/<name> with its questions in
 * questions/probes/business-<name>.json.
 */
function businessProbe(name: string, language: Language, description: string): BenchSite {
  return {
    name: `business-${name}`,
    kind: `probe: small business site, hand-written HTML: ${description}`,
    language,
    questionsFile: path.join(HERE, `questions/probes/business-${name}.json`),
    source: { directory: path.join(HERE, 'business-sites', name) },
    probe: true,
  };
}

export const BENCH_SITES: readonly BenchSite[] = [
  {
    name: 'demo-site',
    kind: 'small business site, hand-written HTML',
    language: 'en',
    questionsFile: path.join(HERE, '../../apps/demo-site/questions.json'),
    source: { demoSite: true },
  },
  {
    name: 'vdirsyncer',
    kind: 'Sphinx 7, Read the Docs theme (Debian vdirsyncer-doc)',
    language: 'en',
    questionsFile: path.join(HERE, 'questions/vdirsyncer.json'),
    source: { debianPackage: 'vdirsyncer-doc', directory: '/usr/share/doc/vdirsyncer-doc/html' },
  },
  {
    name: 'aptitude-fr',
    kind: 'DocBook XSL, French (Debian aptitude-doc-fr)',
    language: 'fr',
    questionsFile: path.join(HERE, 'questions/aptitude-fr.json'),
    source: { debianPackage: 'aptitude-doc-fr', directory: '/usr/share/doc/aptitude/html/fr' },
  },
  {
    name: 'git-manual',
    kind: 'AsciiDoc xhtml11, manual pages and guides (Debian git-doc)',
    language: 'en',
    questionsFile: path.join(HERE, 'questions/git-manual.json'),
    source: { debianPackage: 'git-doc', directory: '/usr/share/doc/git/html' },
  },
  {
    name: 'flex-manual',
    kind: 'Texinfo 6.8 split HTML, one page per node, the flex manual (Debian flex-doc)',
    language: 'en',
    questionsFile: path.join(HERE, 'questions/flex-manual.json'),
    source: { debianPackage: 'flex-doc', directory: '/usr/share/doc/flex-doc/html' },
  },
  {
    name: 'mkdocs',
    kind: 'MkDocs 1.4, mkdocs theme (Debian mkdocs-doc)',
    language: 'en',
    questionsFile: path.join(HERE, 'questions/mkdocs.json'),
    source: { debianPackage: 'mkdocs-doc', directory: '/usr/share/doc/mkdocs/html' },
  },
  {
    name: 'debian-faq-ja',
    kind: 'DocBook XSL, Japanese (Debian debian-faq-ja)',
    language: 'ja',
    questionsFile: path.join(HERE, 'questions/debian-faq-ja.json'),
    source: { debianPackage: 'debian-faq-ja', directory: '/usr/share/doc/debian/FAQ/ja', indexFile: 'index.ja.html' },
  },
  {
    name: 'debian-faq-de',
    kind: 'DocBook XSL, German (Debian debian-faq-de)',
    language: 'de',
    questionsFile: path.join(HERE, 'questions/debian-faq-de.json'),
    source: { debianPackage: 'debian-faq-de', directory: '/usr/share/doc/debian/FAQ/de', indexFile: 'index.de.html' },
  },
  {
    name: 'debian-faq-ko',
    kind: 'DocBook XSL, Korean (Debian debian-faq-ko)',
    language: 'ko',
    questionsFile: path.join(HERE, 'questions/debian-faq-ko.json'),
    source: { debianPackage: 'debian-faq-ko', directory: '/usr/share/doc/debian/FAQ/ko', indexFile: 'index.ko.html' },
  },
  {
    name: 'requests',
    kind: 'Sphinx 5, Alabaster theme (Debian python-requests-doc)',
    language: 'en',
    questionsFile: path.join(HERE, 'questions/requests.json'),
    source: { debianPackage: 'python-requests-doc', directory: '/usr/share/doc/python-requests-doc/html' },
  },
  {
    name: 'sqlite',
    kind: 'the sqlite.org website, hand-made template, about 700 pages (Debian sqlite3-doc)',
    language: 'en',
    questionsFile: path.join(HERE, 'questions/sqlite.json'),
    source: { debianPackage: 'sqlite3-doc', directory: '/usr/share/doc/sqlite3' },
  },
  {
    name: 'rust-book',
    kind: 'mdBook, The Rust Programming Language (Debian rust-doc)',
    language: 'en',
    questionsFile: path.join(HERE, 'questions/rust-book.json'),
    source: { debianPackage: 'rust-doc', directory: '/usr/share/doc/rust-doc/html/book' },
  },
  {
    name: 'maint-guide-es',
    kind: 'probe: DocBook XSL, Spanish (Debian maint-guide-es)',
    language: 'es',
    questionsFile: path.join(HERE, 'questions/probes/maint-guide-es.json'),
    source: { debianPackage: 'maint-guide-es', directory: '/usr/share/doc/maint-guide-es/html', indexFile: 'index.es.html' },
    probe: true,
  },
  {
    name: 'maint-guide-it',
    kind: 'probe: DocBook XSL, Italian (Debian maint-guide-it)',
    language: 'it',
    questionsFile: path.join(HERE, 'questions/probes/maint-guide-it.json'),
    source: { debianPackage: 'maint-guide-it', directory: '/usr/share/doc/maint-guide-it/html', indexFile: 'index.it.html' },
    probe: true,
  },
  {
    name: 'maint-guide-ru',
    kind: 'probe: DocBook XSL, Russian (Debian maint-guide-ru)',
    language: 'ru',
    questionsFile: path.join(HERE, 'questions/probes/maint-guide-ru.json'),
    source: { debianPackage: 'maint-guide-ru', directory: '/usr/share/doc/maint-guide-ru/html', indexFile: 'index.ru.html' },
    probe: true,
  },
  {
    name: 'debian-reference-zh',
    kind: 'probe: DocBook XSL, Simplified Chinese, 15 long chapters (Debian debian-reference-zh-cn)',
    language: 'zh',
    questionsFile: path.join(HERE, 'questions/probes/debian-reference-zh.json'),
    source: { debianPackage: 'debian-reference-zh-cn', directory: '/usr/share/debian-reference', indexFile: 'index.zh-cn.html' },
    probe: true,
  },
  {
    name: 'debian-reference-pt',
    kind: 'probe: DocBook XSL, Portuguese, 12 long chapters (Debian debian-reference-pt)',
    language: 'pt',
    questionsFile: path.join(HERE, 'questions/probes/debian-reference-pt.json'),
    source: { debianPackage: 'debian-reference-pt', directory: '/usr/share/debian-reference', indexFile: 'index.pt.html' },
    probe: true,
  },
  {
    name: 'debian-reference-fr',
    kind: 'probe: DocBook XSL, French, 12 long chapters (Debian debian-reference-fr)',
    language: 'fr',
    questionsFile: path.join(HERE, 'questions/probes/debian-reference-fr.json'),
    source: { debianPackage: 'debian-reference-fr', directory: '/usr/share/debian-reference', indexFile: 'index.fr.html' },
    probe: true,
  },
  {
    name: 'debian-reference-ja',
    kind: 'probe: DocBook XSL, Japanese, 12 long chapters (Debian debian-reference-ja)',
    language: 'ja',
    questionsFile: path.join(HERE, 'questions/probes/debian-reference-ja.json'),
    source: { debianPackage: 'debian-reference-ja', directory: '/usr/share/debian-reference', indexFile: 'index.ja.html' },
    probe: true,
  },
  {
    name: 'debian-handbook-ar',
    kind: 'probe: Publican (DocBook), Arabic, partly translated (Debian debian-handbook)',
    language: 'ar',
    questionsFile: path.join(HERE, 'questions/probes/debian-handbook-ar.json'),
    source: { debianPackage: 'debian-handbook', directory: '/usr/share/doc/debian-handbook/html/ar-MA' },
    probe: true,
  },
  {
    name: 'nodejs-api',
    kind: "probe: Node.js's own doc generator, the Node.js 18 API reference (Debian nodejs-doc, unpacked)",
    language: 'en',
    questionsFile: path.join(HERE, 'questions/probes/nodejs-api.json'),
    source: { debianPackage: 'nodejs-doc', directory: 'usr/share/doc/nodejs/api', unpackOnly: true },
    probe: true,
  },
  businessProbe('gopal-mishthan-hi', 'hi', 'Hindi, a sweet shop with two branches, JSON-LD'),
  businessProbe('lamsa-dental-ar', 'ar', 'Arabic (Jordanian visitors), a dental clinic with two branches'),
  businessProbe('ondam-hair-ko', 'ko', 'Korean, a hair salon with two branches, JSON-LD'),
  businessProbe('banshan-teahouse-zh', 'zh', 'Simplified Chinese, a tea house and its shop'),
  businessProbe('bicho-feliz-pt', 'pt', 'Brazilian Portuguese, a vet clinic and pet shop with two branches, JSON-LD'),
  businessProbe('cantinetta-pratello-it', 'it', 'Italian, a trattoria, JSON-LD'),
  businessProbe('privod-kazan-ru', 'ru', 'Russian, a car repair shop with two branches'),
  businessProbe('fisioterapia-alameda-es', 'es', 'Spanish, a physiotherapy clinic with two centres, JSON-LD'),
  businessProbe('speichenwerk-leipzig-de', 'de', 'German, a bicycle workshop and rental'),
  businessProbe('nagi-yoga-ja', 'ja', 'Japanese, a yoga studio with two studios, JSON-LD'),
  businessProbe('clair-de-lin-pressing-fr', 'fr', 'French, a dry cleaner'),
  businessProbe('muddy-mutt-grooming-en', 'en', 'English, a dog groomer, JSON-LD'),
  businessProbe('maple-hollow-inn-en', 'en', 'American English, a bed and breakfast, WordPress (Astra, Elementor) markup, JSON-LD'),
  businessProbe('elektro-huber-graz-de', 'de', 'Austrian German, an electrician with an emergency service, Wix markup'),
  businessProbe('tostadores-jalisco-es', 'es', 'Mexican Spanish, a coffee roaster’s online shop and store, Shopify (Dawn) markup'),
  businessProbe('plomberie-laval-fr', 'fr', 'Canadian French, a plumber with an emergency line, Squarespace markup'),
  businessProbe('sakura-dental-ja', 'ja', 'Japanese, a neighbourhood dental clinic, WordPress clinic theme'),
  businessProbe('agriturismo-poggio-it', 'it', 'Italian, a farm stay with a restaurant and shop, WordPress (GeneratePress, booking plugin), JSON-LD'),
  businessProbe('erhai-minsu-zh', 'zh', 'Simplified Chinese, a lakeside guesthouse, WordPress blocks with a floating chat box'),
  businessProbe('studio-vesna-ru', 'ru', 'Russian, a nail and brow studio with two studios, Tilda markup'),
  businessProbe('markaz-alsayyara-ar', 'ar', 'Arabic (Gulf visitors), a car service centre with two branches, WordPress (Elementor), right to left'),
  businessProbe('soom-pilates-ko', 'ko', 'Korean, a pilates studio, imweb markup'),
];

/** True when the Debian package is installed. */
export function isDebianPackageInstalled(name: string): boolean {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).includes('install ok installed');
  } catch {
    return false;
  }
}

/** A site's pages on disk, to serve. */
export interface SiteDirectory {
  directory: string;
  indexFile: string;
}

/**
 * Installs a site's Debian package with apt when it is missing (the bench needs root or a prepared machine), or
 * unpacks it (`unpackOnly`); returns where its pages are, or undefined for the demo site the server serves itself.
 */
export function installSite(site: BenchSite): SiteDirectory | undefined {
  if (!('directory' in site.source)) return undefined;
  const { debianPackage, indexFile = 'index.html', unpackOnly } = site.source;
  const apt = (args: string[], cwd?: string) =>
    execFileSync('apt-get', args, { cwd, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  let directory = site.source.directory;
  if (debianPackage && unpackOnly) {
    const root = path.join(os.tmpdir(), 'siteline-bench-debs', debianPackage);
    directory = path.join(root, directory);
    // Unpacked again when an earlier run stopped before its pages were there.
    if (!fs.existsSync(path.join(directory, indexFile))) {
      fs.rmSync(root, { recursive: true, force: true });
      fs.mkdirSync(root, { recursive: true });
      apt(['download', '-qq', debianPackage], root);
      const deb = fs.readdirSync(root).find((name) => name.endsWith('.deb'));
      if (!deb) throw new Error(`apt-get download ${debianPackage} left no .deb in ${root}`);
      execFileSync('dpkg-deb', ['-x', path.join(root, deb), root]);
    }
  } else if (debianPackage && !isDebianPackageInstalled(debianPackage)) {
    // Never at the cost of another package: a documentation package may conflict with what runs the bench.
    apt(['install', '-y', '-qq', '--no-remove', debianPackage]);
  }
  if (!fs.existsSync(path.join(directory, indexFile))) throw new Error(`${debianPackage ?? site.name} has no ${directory}/${indexFile}`);
  return { directory, indexFile };
}
