import { describe, expect, it } from 'vitest';
import type { Tone } from './answer-engine.ts';
import { makePassage } from '../../testing/answer-fixtures.ts';
import { selectSentences } from './select-sentences.ts';
import type { Passage } from '../retrieve/index.ts';

function pick(question: string, passages: Passage[], tone: Tone = 'helpful', retrievalText = question): string[] {
  return selectSentences({ question, retrievalText, passages, language: 'en', tone }).map((sentence) => sentence.text);
}

const CONTACT = makePassage('Contact us', '- Email: hello@shop.test\n- Phone: (207) 555-0143\n- Customer care hours: Monday to Friday, 9:00 am – 5:00 pm.');
const VISIT = makePassage('Visit us', 'Our roastery has a tasting bar and forty seats.\n218 Commercial Street, Portland, ME 04101\nParking is free after six.');

describe('selectSentences', () => {
  it('answers from short lines that state a number ("Sa 10–14", "Port: 8080")', () => {
    const site = [
      makePassage('Hours', 'Opening hours\n- Mo–Fr 9–18\n- Sa 10–14\nClosed on public holidays.'),
      makePassage('Configuration', 'Defaults\nPort: 8080\nThe server binds to all interfaces unless you set a host.'),
    ];
    expect(pick('How long are you open on Saturday?', site).join(' ')).toContain('Sa 10–14');
    expect(pick('Which port does the server use?', site)[0]).toBe('Port: 8080');
  });

  it('answers about the thing the question names: no sentence of another passage about something else', () => {
    // The demo site: the Vine Street café's parking on the locations page, the Harbor café's on the contact page.
    const cafes = [
      makePassage('Locations | Harbor & Vine', 'Free Wi-Fi and a free customer parking lot behind the building.', {
        headingPath: 'Our cafés > Vine Street Café',
      }),
      makePassage(
        'Contact | Harbor & Vine',
        'Map: on the water side of Commercial Street, between the wharves. Metered street parking is available on Commercial Street.',
        { headingPath: 'Visit us > Harbor Café & Roastery' },
      ),
    ];
    expect(pick('Is there anywhere to park at the Vine Street café?', cafes)).toEqual(['Free Wi-Fi and a free customer parking lot behind the building.']);
    // The site's own name, in the titles of its pages, names no thing of its own.
    const requests = [
      makePassage('Quickstart — Requests', 'Requests will automatically decode content from the server.'),
      makePassage('Advanced Usage — Requests', 'You can disable redirection handling with the allow_redirects parameter.'),
    ];
    expect(pick('How do I stop Requests from following redirects and decoding content?', requests)).toHaveLength(2);
  });

  it('answers with the option named with the question’s words ("--line-number" for "show line numbers")', () => {
    const options = makePassage(
      'git-grep',
      [
        '-h, -H: By default, the command shows the filename for each match. -h is used to suppress this output.',
        '-n, --line-number: Prefix the line number to matching lines.',
        '-c, --count: Instead of showing every matched line, show the number of lines that match.',
        '--heading: Show the filename above the matches in that file instead of at the start of each shown line.',
      ].join('\n'),
    );
    expect(pick('How do I show line numbers in git grep output?', [options])[0]).toBe('-n, --line-number: Prefix the line number to matching lines.');
  });

  it('ranks a sentence writing another word for the visitor\'s as if it wrote the word ("largest" against "big")', () => {
    const limits = makePassage(
      'Limits',
      ['The page size a database can use is set by a pragma.', 'A database can use a page size as big as 65536 bytes.'].join('\n'),
    );
    expect(pick('What is the largest page size a database can use?', [limits])[0]).toBe('A database can use a page size as big as 65536 bytes.');
  });

  it("does not take another word for the visitor's as the site answering it", () => {
    const about = makePassage('About', 'The app is not limited to synchronizing phones. It can also synchronize calendars between two servers.');
    expect(pick('How can I limit the bandwidth the app uses while syncing?', [about])).toEqual([]);
  });

  it("answers from a table's row with its cells named by the header row, keeping the column asked about", () => {
    const hours = makePassage(
      'Branches',
      [
        'Opening hours of our clinics:',
        'Day | Khalda | Shmeisani | Abdoun',
        'Saturday | 10:00 – 20:00 | 9:00 – 14:00 | 11:00 – 19:00',
        'Sunday | 10:00 – 20:00 | 9:00 – 17:00 | closed',
      ].join('\n'),
    );
    expect(pick('Until when is the Shmeisani branch open on Saturday?', [hours])[0]).toBe('Saturday: Shmeisani 9:00 – 14:00');
  });

  it('reads two words of the question in a sentence writing them as one ("user agent" as "useragent")', () => {
    const storage = makePassage(
      'CalDAV and CardDAV',
      [
        'Parameters: - start_date – Start date of timerange to show, default -inf.',
        '- item_types – Kind of items to show. The default, the empty list, is to show all.',
        '- username – Username for authentication.',
        '- auth – Optional. Either basic, digest or guess. The default is preemptive Basic auth.',
        '- useragent – Default vdirsyncer.',
      ].join('\n'),
    );
    const tutorial = makePassage(
      'More information about collections',
      'You can set url of your carddav- or caldav-storage to a URL that points to your collection directly.',
    );
    expect(pick('What is the default user agent of the CalDAV storage?', [storage, tutorial])[0]).toBe('- useragent – Default vdirsyncer.');
  });

  it('answers "where do programs I compiled go?" with a directory, not with a sentence naming programs and source', () => {
    const sources = makePassage(
      'Where is the source code?',
      'Source code is provided for every program compiled for the distribution. Licences usually require that the source code is shipped along with the program itself.',
    );
    const local = makePassage(
      'How should I install a non-Debian program?',
      'Files under the /usr/local directory are not managed by the package system. It is usual to keep the source of programs you compiled yourself in /usr/local/src/.',
    );
    const answer = pick('Where should programs I compiled from source code go?', [sources, local]);
    expect(answer.join(' ')).toContain('/usr/local/src/');
    // The sentence that answers opens the reply, before what a better-ranked passage adds.
    expect(answer[0]).toContain('/usr/local/src/');
  });

  it('answers for the branch the question names, from its own section', () => {
    const page = 'Centros y horarios – Fisioterapia Alameda (Alameda y Los Remedios)';
    const section = (heading: string, content: string) => makePassage(page, content, { headingPath: `Nuestros centros > ${heading}` });
    const booking = section('Pedir cita', 'Puedes pedir cita llamando directamente al centro, por WhatsApp al 622 48 15 90 o por correo.');
    const remedios = section('Centro Los Remedios', 'Dirección: Calle Asunción, 64 – 41011 Sevilla\nTeléfono: 954 28 60 43\nServicios: fisioterapia general.');
    const alameda = section('Centro Alameda', 'Dirección: Calle Peris Mencheta, 27 – 41002 Sevilla\nTeléfono: 954 37 82 19');
    const question = '¿Me podéis pasar el teléfono del centro de Los Remedios?';
    const answer = selectSentences({ question, retrievalText: question, passages: [booking, alameda, remedios], language: 'es', tone: 'concise' });
    expect(answer.map((sentence) => sentence.text).join(' ')).toContain('954 28 60 43');
  });

  it('does not count question words as words to find', () => {
    expect(pick('whats your phone number', [CONTACT, VISIT])[0]).toBe('- Phone: (207) 555-0143');
  });

  it('answers "where are you located?" with the sentence holding an address', () => {
    expect(pick('Where are you located?', [VISIT, CONTACT])).toContain('218 Commercial Street, Portland, ME 04101');
  });

  it('answers an email question with the sentence holding an email address', () => {
    expect(pick('Which email should I write to?', [VISIT, CONTACT])[0]).toBe('- Email: hello@shop.test');
  });

  it('answers a stock question with the availability line', () => {
    const product = makePassage(
      'Guatemala Huehuetenango',
      'Price: $17.00\nOrigin: Guatemala\nAvailability: Out of stock, the new harvest is expected back in January 2027',
    );
    expect(pick('is the guatemala coffee in stock?', [product]).join(' ')).toContain('January 2027');
  });

  it('lets the rare word decide: a question whose distinctive word is nowhere gets no answer', () => {
    const menu = makePassage('Menu', 'Our coffee is roasted every Monday. Every coffee drink can be made with oat milk. We sell coffee beans by the bag.');
    expect(pick('Do you sell coffee grinders with ceramic burrs?', [menu])).toEqual([]);
    expect(pick('Can I get oat milk in my coffee?', [menu])[0]).toBe('Every coffee drink can be made with oat milk.');
  });

  it('says it does not know when the best sentence holds only one word of a longer question', () => {
    // Git's merge tool list: "Pro" is the only word of the question it holds, and it has numbers.
    const tools = makePassage(
      'git-config(1)',
      'diffmerge Use DiffMerge (requires a graphical session) examdiff Use ExamDiff Pro (requires a graphical session) bc4 Use Beyond Compare (requires a graphical session)',
    );
    const plans = makePassage('Plans', 'Teams and personal accounts are set up by your administrator.');
    expect(pick('How much does a GitHub Pro account cost?', [tools, plans])).toEqual([]);
    expect(pick('Does ExamDiff Pro need a graphical session?', [tools, plans])[0]).toContain('ExamDiff Pro');
  });

  it('answers with a sentence just below the top one when that one holds more of the question', () => {
    // gittutorial(7) and git-init(1): the first passage's first line wins on its place alone.
    const init = makePassage(
      'git-init(1)',
      'Start a new Git repository for an existing code base: $ cd /path/to/my/codebase $ git init <1> $ git add . <2> $ git commit <3> Create a /path/to/my/codebase/.git directory. Add all existing files to the index. Record the pristine state as the first commit in the history.',
      { headingPath: 'git-init(1) Manual Page > EXAMPLES' },
    );
    const tutorial = makePassage(
      'gittutorial(7)',
      'Assume you have a tarball project.tar.gz with your initial work. You can place it under Git revision control as follows.\n\n$ tar xzf project.tar.gz\n$ cd project\n$ git init\n\nGit will reply\n\nInitialized empty Git repository in .git/\n\nYou’ve now initialized the working directory—you may notice a new directory created, named ".git".',
      { headingPath: 'gittutorial(7) Manual Page > Importing a new project' },
    );
    expect(pick('What does Git reply after git init in a new project?', [init, tutorial]).join(' ')).toContain('Initialized empty Git repository');
  });

  it('does not add a number of the same page only because the answer has none yet', () => {
    // git-archive(1): "The default is 0002" is about tar.umask, not about the formats asked for.
    const description = makePassage(
      'git-archive(1)',
      'Creates an archive of the specified format containing the tree structure for the named tree, and writes it out to the standard output. If <prefix> is specified it is prepended to the filenames in the archive.',
      { pageUrl: 'https://git.test/git-archive.html', headingPath: 'DESCRIPTION' },
    );
    const configuration = makePassage(
      'git-archive(1)',
      'tar.umask: This variable can be used to restrict the permission bits of tar archive entries. The default is 0002, which turns off the world write bit.',
      { pageUrl: 'https://git.test/git-archive.html', headingPath: 'CONFIGURATION' },
    );
    expect(pick('Which archive formats can git archive write?', [description, configuration]).join(' ')).not.toContain('0002');
  });

  it('brings the sentence right after the best one, before other sentences take the room', () => {
    // vdirsyncer's vdir format: the value's form is in the sentence after the one naming the file.
    const metadata = makePassage(
      'The Vdir Storage Format',
      'Any of the below metadata files may be absent. None of the files listed below have any file extensions.\n\n- A file called color inside the vdir indicates the vdir’s color, a property that is only relevant in UI design. Its content is an ASCII-encoded hex-RGB value of the form #RRGGBB. For example, a file content of #FF0000 indicates that the vdir has a red (user-visible) color. No short forms or informal values such as red (as known from CSS, for example) are allowed. The prefixing # must be present.\n- Files called displayname and description contain a UTF-8 encoded label/ description, that may be used to represent the vdir in UIs.',
      { headingPath: 'The Vdir Storage Format > Metadata' },
    );
    const contents = makePassage(
      'vdirsyncer',
      'Users\n\n- When do I need Vdirsyncer?\n- Installation\n- Tutorial\n- SSL and certificate validation\n- Storing passwords\n- Syncing with read-only storages\n- Full configuration manual\n- Other tutorials\n- Known Problems\n\nDevelopers\n\n- Contributing to this project\n- The Vdir Storage Format',
      { headingPath: 'vdirsyncer' },
    );
    expect(pick('How is the color of a vdir stored?', [metadata, contents]).join(' ')).toContain(
      'Its content is an ASCII-encoded hex-RGB value of the form #RRGGBB.',
    );
  });

  it('reads a crawled run of dots once when it looks for the facts an answer states', () => {
    const dots = makePassage('Info', `${'.'.repeat(80_000)} room address email price`);
    pick('What is your email address?', [CONTACT]);
    const started = performance.now();
    pick('What is your email address?', [dots]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('does not take a negated word for the word ("불안정", unstable, for "안정"; "不安定" for "安定")', () => {
    const concise = (question: string, language: 'ko' | 'ja', texts: string[]) =>
      selectSentences({ question, retrievalText: question, passages: texts.map((text) => makePassage(language, text)), language, tone: 'concise' }).map(
        (sentence) => sentence.text,
      );
    expect(
      concise('안정 버전의 코드명은 무엇인가요?', 'ko', ['불안정 버전의 코드명은 sid입니다.', '참고로 데비안 11 안정 버전의 코드명은 bullseye입니다.']),
    ).toEqual(['참고로 데비안 11 안정 버전의 코드명은 bullseye입니다.']);
    expect(concise('安定版のコードネームは？', 'ja', ['不安定版のコードネームは sid です。', '安定版のコードネームは bullseye です。'])).toEqual([
      '安定版のコードネームは bullseye です。',
    ]);
  });

  it('finds a word of the question that the page writes as two ("takeaway" as "take away")', () => {
    const site = (fact: string) => [makePassage('Hours', 'Open 9–18.'), makePassage('Info', fact), makePassage('About', 'Family business since 1998.')];
    expect(pick('Do you do takeaway?', site('Everything on the menu is available to take away.'))).toEqual([
      'Everything on the menu is available to take away.',
    ]);
    expect(
      selectSentences({
        question: 'Ist Kartenzahlung möglich?',
        retrievalText: 'Ist Kartenzahlung möglich?',
        passages: site('Karten-Zahlung ab 10 Euro.'),
        language: 'de',
        tone: 'helpful',
      }).map((s) => s.text),
    ).toEqual(['Karten-Zahlung ab 10 Euro.']);
  });

  it('answers how big with a measure in units rather than a sentence saying "big"', () => {
    const format = makePassage(
      'Database File Format',
      'SQLite databases are portable across 32-bit and 64-bit machines and between big-endian and little-endian architectures. The SQLite database file format is also stable.',
    );
    const uses = makePassage(
      'Appropriate Uses For SQLite',
      'If your data will grow to a size that you are uncomfortable fitting into a single disk file, choose a client/server database. SQLite supports databases up to 281 terabytes in size.',
    );
    expect(pick('How big can an SQLite database get at most?', [format, uses])[0]).toBe('SQLite supports databases up to 281 terabytes in size.');
  });

  it('keeps room for the sentence after the best one when a short item of another passage comes first', () => {
    // The Debian FAQ in Korean: "No." and the reason in the next sentence; a list's item and another page's
    // sentence must not take its place.
    const upgrade = makePassage(
      'Keeping your Debian system up-to-date',
      'No. You can upgrade packages on a running system. Debian has a start-stop-daemon program that restarts running processes if needed during a package upgrade.',
      { headingPath: 'Do I have to be in single user mode to upgrade a package?' },
    );
    const runlevels = makePassage('Customizing your Debian system', 'The runlevels are:\n- 1 (single user mode),\n- 2 through 5 (multi-user modes).');
    const release = makePassage('Upgrading to a new release', 'Read the release notes first. Then switch the release name in sources.list before you upgrade.');
    expect(pick('Do I have to switch to single user mode to upgrade packages?', [upgrade, runlevels, release]).slice(0, 2)).toEqual([
      'No. You can upgrade packages on a running system.',
      'Debian has a start-stop-daemon program that restarts running processes if needed during a package upgrade.',
    ]);
  });

  it('brings the example under the sentence after the best one when that sentence leads into it', () => {
    // A passwords page: "You can do this:" is followed by the configuration that answers.
    const command = makePassage(
      'Storing passwords',
      'But it bugs you that the password is stored in cleartext in the config file. You can do this:\n[storage foo]\ntype = "caldav"\npassword.fetch = ["command", "~/get-password.sh"]\nOr really any kind of parameter in a storage section.',
      { headingPath: 'Storing passwords > Command' },
    );
    expect(pick('How do I keep my password out of the config file?', [command]).join(' ')).toContain('password.fetch = ["command", "~/get-password.sh"]');
  });

  it('reads a lead-in at the end of a passage with the items its section goes on with, each by its first sentence', () => {
    // vdirsyncer's "Why not file sync?": the chunk ends on the lead-in, the next chunk holds the reasons.
    const lead = 'The disadvantages of those solutions largely depend on the exact file sync program chosen:';
    const why = makePassage('When do I need Vdirsyncer?', `Since vdirs are just a bunch of files, it is tempting to sync them with Dropbox.\n${lead}`, {
      continuation: `${lead}\n- Dropbox is unaware of the files' contents. If a file has changed on both sides, Dropbox copies both versions to both sides.\n- Such a setup does not work at all with smartphones.`,
    });
    const answer = pick('Why should I not sync my vdir folders with Dropbox?', [why]).join(' ');
    expect(answer).toContain(`${lead}\n- Dropbox is unaware of the files' contents.\n- Such a setup does not work at all with smartphones.`);
  });

  it("adds the item of the best sentence's list that is about what was asked, though it brings no new word", () => {
    // aptitude's French manual: the overview names every relation, an item says what one of them means.
    const relations = makePassage(
      "Qu'est-ce qu'un gestionnaire de paquets ?",
      "À l'intérieur de Debian, les paquets peuvent dépendre, recommander, suggérer ou casser d'autres paquets.\n- Si un paquet A dépend d'un paquet B, alors B est nécessaire au bon fonctionnement de A.\n- Si un paquet A suggère un autre paquet B, alors le paquet B fournit une fonctionnalité qui peut améliorer A.",
    );
    const answer = selectSentences({
      question: "Qu'est-ce que ça veut dire quand un paquet en suggère un autre ?",
      retrievalText: "Qu'est-ce que ça veut dire quand un paquet en suggère un autre ?",
      passages: [relations],
      language: 'fr',
      tone: 'helpful',
    });
    expect(answer.map((sentence) => sentence.text).join(' ')).toContain('le paquet B fournit une fonctionnalité qui peut améliorer A');
  });

  it('does not go on into a heading that has nothing under it', () => {
    // DocBook renders an admonition's title as a row of its own ("[Note] | Note") before the note's prose.
    const actions = makePassage(
      'Managing packages',
      'Actions → Mark Upgradable (U) marks every package that can be upgraded for upgrade, except held packages.\n[Note] | Note\nHeld packages are never upgraded automatically, whatever you choose here.',
    );
    const answer = pick('How do I mark every package that can be upgraded at once?', [actions]).join(' ');
    expect(answer).toContain('Mark Upgradable (U)');
    expect(answer).not.toContain('[Note]');
  });

  it('does not state a fact twice, though the second sentence names more of the question', () => {
    const wholesale = makePassage(
      'Wholesale',
      'What partners get\n- Minimum order: 10 lb per delivery.\n- Payment by card for your first three orders, then net 30 terms.',
      { headingPath: 'Wholesale > Terms' },
    );
    const faq = makePassage(
      'FAQ',
      'Q: Do you sell wholesale?\nA: Yes. See our wholesale page; the minimum order is 10 lb per delivery and barista training is included.',
      { headingPath: 'Frequently asked questions > Do you sell wholesale?' },
    );
    const answer = pick("What's the minimum order for wholesale accounts?", [wholesale, faq]).join(' ');
    expect(answer.match(/10 lb/g)).toHaveLength(1);
  });

  it('adds no sentence of another page that names only the kind of fact asked, not what it is about', () => {
    const dripper = makePassage('Ceramic Pour-Over Dripper', 'Ceramic Pour-Over Dripper\n$32.00 · One size (1–2 cups)');
    const decaf = makePassage('FAQ', 'Our Lighthouse Decaf is a Colombian coffee decaffeinated with the Swiss Water Process. It costs $16.00 for a 12 oz bag.');
    const answer = pick('What does the ceramic pour over cone you sell cost?', [dripper, decaf]).join(' ');
    expect(answer).toContain('$32.00');
    expect(answer).not.toContain('$16.00');
  });

  it('quotes a lead-in about the question with the lines under it, though another sentence holds the same words', () => {
    // aptitude's manual: the value is a line of its own under the sentence that introduces it.
    const safety = makePassage(
      'Costs in the interactive resolver',
      'The safety cost can be used (and is used by default) to order the solutions of the solver.',
      {
        headingPath: 'Costs > Safety costs',
      },
    );
    const examples = makePassage(
      'Costs in the interactive resolver',
      'Some typical costs are given below.\nThe default cost, which sorts the solutions of the solver by their safety cost, then by their apt pin priority:\nsafety, priority\nRemove as few packages as possible, then cancel as few actions as possible:\nremovals, canceled-actions',
      { headingPath: 'Costs > Costs and cost components' },
    );
    expect(pick('What is the default cost of the solutions of the solver?', [safety, examples]).join(' ')).toContain('safety, priority');
  });

  it('answers a sentence holding three words of the question though another word is on no passage', () => {
    // "Fighting regressions with git bisect": the page says "commits", the question "revision".
    const untestable = makePassage(
      'Fighting regressions with git bisect',
      'Either way, if you have a string of untestable commits, it might happen that the regression you are looking for has been introduced by one of these untestable commits.\n\nSo if you used "git bisect skip" (or the run script exited with special code 125) you could get a result like this:\n\nThere are only \'skip\'ped commits left to test.',
      { headingPath: 'Avoiding untestable commits' },
    );
    const automatic = makePassage(
      'Fighting regressions with git bisect',
      'Exit code between 128 and 255 are special to "git bisect run". They make it stop immediately the bisection process.',
      { headingPath: 'Driving a bisection automatically' },
    );
    expect(pick('Which exit code should a bisect run script use when the revision cannot be tested?', [untestable, automatic]).join(' ')).toContain(
      'special code 125',
    );
  });

  it('quotes after the best sentence only sentences relevant enough to answer on their own', () => {
    const untestable = makePassage(
      'Fighting regressions with git bisect',
      'It will launch gitk (or "git log" if the DISPLAY environment variable is not set) to help you find a better bisection point.\n\nEither way, if you have a string of untestable commits, it might happen that the regression you are looking for has been introduced by one of these untestable commits. In this case it’s not possible to tell for sure which commit introduced the regression.\n\nSo if you used "git bisect skip" (or the run script exited with special code 125) you could get a result like this:\n\nThere are only \'skip\'ped commits left to test.\nThe first bad commit could be any of:\n15722f2fa328eaba97022898a305ffc8172db6b1\nWe cannot bisect more!',
      { headingPath: 'Fighting regressions with git bisect > "git bisect" overview > Avoiding untestable commits' },
    );
    // git-bisect(1)'s example shares "bisect", "run" and "test" with the question, and nothing more.
    const examples = makePassage(
      'git-bisect(1)',
      '- Locate a good region of the object graph in a damaged repository $ git bisect start HEAD <known-good-commit> [ <boundary-commit> ... ] --no-checkout $ git bisect run sh -c \' GOOD=$(git for-each-ref "--format=%(objectname)" refs/bisect/good-*) && git rev-list --objects BISECT_HEAD --not $GOOD >tmp.$$ && git pack-objects --stdout >/dev/null <tmp.$$ rc=$? rm -f tmp.$$ test $rc = 0\' $ git bisect reset # quit the bisect session In this case, when git bisect run finishes, bisect/bad will refer to a commit that has at least one parent whose reachable graph is fully traversable in the sense required by git pack objects.',
      { headingPath: 'git-bisect(1) Manual Page > EXAMPLES' },
    );
    const answer = pick('Which exit code should a bisect run script use when the revision cannot be tested?', [untestable, examples]).join(' ');
    expect(answer).toContain('special code 125');
    expect(answer).not.toContain('quit the bisect session');
  });

  it('names who founded the business for a "who started" question', () => {
    const story = makePassage('About us', 'Our roastery was founded in 2014 by Maya Okafor and Daniel Reyes. We roast twice a week.');
    expect(pick('who started the company?', [story]).join(' ')).toContain('Maya Okafor and Daniel Reyes');
  });

  it('brings the sentence a pronoun points back to', () => {
    const story = makePassage(
      'Our story',
      'Brewline was set up in 2014 by two friends, Ana Silva and Tom Berg. They opened their first café in a rented garage in Lisbon.',
    );
    expect(pick('Where was the first café opened?', [story])[0]).toBe(
      'Brewline was set up in 2014 by two friends, Ana Silva and Tom Berg. They opened their first café in a rented garage in Lisbon.',
    );
  });

  it('brings the rows under a heading or table header that matched', () => {
    const plans = makePassage(
      'Subscriptions',
      'Subscription plans\nPlan | What you get | Price\nSolo | One bag | $16.00\nDuo | Two bags | $30.00\n\nPause any time from your account.',
    );
    const answer = pick('What subscription plans do you offer?', [plans]).join(' ');
    expect(answer).toContain('Solo | One bag | $16.00');
    expect(answer).toContain('Duo | Two bags | $30.00');
  });

  it('takes words in brackets as a restatement of the words before them', () => {
    const product = makePassage('Harbor Blend', 'Product: Harbor Blend\nPrice: 15.00 USD\nSKU: HV-BLD-HAR-12\nBrand: Harbor & Vine');
    expect(pick("What's the product code (SKU) of the Harbor Blend?", [product])).toEqual(['The product code (SKU) of Harbor Blend is HV-BLD-HAR-12.']);
  });

  it('matches an abbreviation with the capitalised words it stands for', () => {
    const rates = makePassage(
      'International shipping',
      'Canada | 6–10 business days | $14.00\nUnited Kingdom | 7–14 business days | $24.00\nWe do not ship elsewhere.',
    );
    expect(pick('How much is shipping to the UK?', [rates], 'concise')).toEqual(['United Kingdom | 7–14 business days | $24.00']);
  });

  it('adds the best sentence of a second page when one page only points elsewhere', () => {
    const terms = makePassage('Terms of service', 'Our returns policy is part of these terms.');
    const returns = makePassage('Returns', 'Unopened coffee can be returned within 30 days of delivery for a full refund.');
    const answer = pick("What's your return policy?", [terms, returns]).join(' ');
    expect(answer).toContain('within 30 days');
  });

  it('weighs the previous question less than the follow-up itself', () => {
    const refunds = makePassage(
      'Refunds',
      'Refunds go back to your card within 5 business days of us receiving your return. Returns are accepted within 30 days.',
    );
    const answer = pick(
      'and how long until I get my money back?',
      [refunds],
      'helpful',
      "and how long until I get my money back? \n What's your return policy?",
    );
    expect(answer[0]).toContain('5 business days');
  });

  it('answers a follow-up naming another thing ("and the Sumatra?") about that thing, not the previous one', () => {
    const shop = makePassage('Shop', 'A 12 oz bag of Ethiopia Yirgacheffe costs $18.50.\nA 12 oz bag of Sumatra Mandheling costs $16.00.');
    expect(pick('and the Sumatra?', [shop], 'concise', 'How much is the Ethiopia Yirgacheffe? and the Sumatra?')).toEqual([
      'A 12 oz bag of Sumatra Mandheling costs $16.00.',
    ]);
  });

  it('gives short list items half the room of a sentence, so a recipe answer keeps every amount', () => {
    const recipe = makePassage(
      'Pour-over guide',
      '- Rinse the paper filter with hot water and discard the water.\n- 22 g of coffee, ground medium-fine\n- 350 g of water just off the boil\n- Add the coffee and pour 50 g of water to let it bloom for 45 seconds.\n- Pour the rest slowly until the scale reads 350 g.',
    );
    const answer = pick('How much coffee and water do I use for a pour over?', [recipe]).join(' ');
    expect(answer).toContain('22 g of coffee');
    expect(answer).toContain('350 g of water');
  });

  it('reads each term of a definition list flattened into one paragraph as its own sentence', () => {
    // requests' API reference (Sphinx): the field list is one line, each term after a full stop.
    const request = makePassage(
      'Developer Interface',
      'Constructs and sends a Request. Parameters method – method for the new Request object: GET, OPTIONS, HEAD, POST, PUT, PATCH, or DELETE. url – URL for the new Request object. timeout – (optional) How many seconds to wait for the server to send data before giving up, as a float. verify – (optional) Either a boolean, in which case it controls whether we verify the server’s TLS certificate, or a string. Defaults to True. stream – (optional) If False, the response content will be immediately downloaded. Defaults to False.',
      { headingPath: 'Developer Interface > Main Interface' },
    );
    expect(pick('What does the timeout parameter do?', [request], 'concise')).toEqual([
      'timeout – (optional) How many seconds to wait for the server to send data before giving up, as a float.',
    ]);
    // The sentences after a term's first one are about that term, and say so when quoted alone.
    expect(pick('What is the default of stream?', [request], 'concise')).toEqual(['stream: Defaults to False.']);
  });

  it('names the identifier a section is about when quoting it, once', () => {
    // MkDocs' configuration reference: each setting is a heading, its description the text under it.
    const search = makePassage(
      'Configuration',
      'The shortest search term the search box accepts, by default 3 chars. Shorter search terms give poor results.',
      { headingPath: 'Configuration > Search plugin > min_search_length' },
    );
    const answer = pick('What is the shortest search term the search box accepts by default?', [search]);
    expect(answer[0]).toMatch(/^min_search_length: The shortest search term the search box accepts/);
    expect(answer.join(' ').match(/min_search_length/g)).toHaveLength(1);
    // A section named in words is not an identifier.
    const plain = makePassage('Configuration', 'The shortest search term the search box accepts, by default 3 chars.', {
      headingPath: 'Configuration > Search box',
    });
    expect(pick('What is the shortest search term the search box accepts by default?', [plain])[0]).toMatch(/^The shortest/);
  });

  it('works the same way in other languages', () => {
    const contacto = makePassage('Contacto', 'Nuestro equipo responde en un día hábil.\nEstamos en Calle Mayor 5, 28013 Madrid.\nTeléfono: 91 555 01 43');
    const ask = (question: string, language: 'es') =>
      selectSentences({ question, retrievalText: question, passages: [contacto], language, tone: 'concise' }).map((s) => s.text);
    expect(ask('¿Dónde están ubicados?', 'es')).toContain('Estamos en Calle Mayor 5, 28013 Madrid.');
    expect(ask('¿Cuál es su número de teléfono?', 'es')).toContain('Teléfono: 91 555 01 43');
  });

  it('answers "how do I …?" with the sentence leading into the command under it, over another about the same thing', () => {
    const server = makePassage(
      'Xandikos',
      'Xandikos needs git before vdirsyncer can sync with it.\nTo run Xandikos for vdirsyncer, give it your data directory:\n./bin/xandikos --defaults -d $HOME/dav',
    );
    expect(pick('How do I start Xandikos for vdirsyncer?', [server], 'concise')).toEqual([
      'To run Xandikos for vdirsyncer, give it your data directory: ./bin/xandikos --defaults -d $HOME/dav',
    ]);
    expect(pick('Does Xandikos need anything before vdirsyncer can sync with it?', [server], 'concise')).toEqual([
      'Xandikos needs git before vdirsyncer can sync with it.',
    ]);
  });
  it('leads a changelog entry with the release its section is about', () => {
    const history = makePassage(
      'Community Updates',
      'Improvements\n- Requests now supports Brotli compression, if either the brotli or brotlicffi package is installed.\n- Session.send now resolves proxy configurations from the Session.',
      { headingPath: 'Release History > 2.26.0 (2021-07-13)' },
    );
    expect(pick('When did Requests add Brotli support?', [history], 'concise')).toEqual([
      '2.26.0 (2021-07-13): Requests now supports Brotli compression, if either the brotli or brotlicffi package is installed.',
    ]);
    const options = makePassage('Guide', 'The --quiet option silences every warning.', { headingPath: 'Guide > 3.2 Options (all commands)' });
    expect(pick('Which option silences warnings?', [options], 'concise')).toEqual(['The --quiet option silences every warning.']);
  });
  it('answers from the page that documents a feature, not the changelog entry naming it, unless asked about releases', () => {
    const changelog = makePassage('Release Notes', 'Added a --dirty flag to mkdocs serve, so that it rebuilds only the files that changed.', {
      headingPath: 'Release Notes > Version 1.5.0 (2023-07-26)',
    });
    const guide = makePassage('Command line', 'Pass --dirty to mkdocs serve and it rebuilds only the files that changed, which is faster on large sites.');
    expect(pick('How can mkdocs serve rebuild only the files that changed?', [changelog, guide], 'concise')).toEqual([
      'Pass --dirty to mkdocs serve and it rebuilds only the files that changed, which is faster on large sites.',
    ]);
    expect(pick('Which version added the --dirty flag to mkdocs serve?', [changelog, guide], 'concise')).toEqual([
      'Version 1.5.0 (2023-07-26): Added a --dirty flag to mkdocs serve, so that it rebuilds only the files that changed.',
    ]);
  });
  it("never answers with a line quoting the e-mail a reply answers, but may with Python's prompt", () => {
    const runtime = makePassage(
      'How can I change the matching pattern at run time?',
      'You can’t, it’s compiled into a static table when flex builds the scanner.',
    );
    const mail = makePassage(
      'Is backing up a big deal?',
      '> My program keeps running slower each time I change the patterns.\n> What can I do?\nBacking up is a big deal when it happens on every token.',
    );
    expect(pick('Can I change the patterns while the program is running?', [mail, runtime], 'concise')).toEqual([
      'You can’t, it’s compiled into a static table when flex builds the scanner.',
    ]);
    const session = makePassage('Quickstart', '>>> r = requests.get("https://api.github.com/events")\n>>> r.status_code');
    expect(pick('How do I get the events from the GitHub API with requests?', [session], 'concise')).toEqual([
      '>>> r = requests.get("https://api.github.com/events")',
    ]);
  });

  it('answers how to pay and where to park in the words the site uses ("cashless", "parking" for "cash", "leave the car")', () => {
    const faq = makePassage(
      'Booking & payment',
      [
        'Payment is taken when you collect your dog.',
        "We're a cashless salon: we take all major debit and credit cards, Apple Pay and Google Pay.",
        'New clients pay a £15 deposit when they book.',
      ].join('\n'),
    );
    const findUs = makePassage(
      'Find us',
      [
        "Please don't pull up outside the salon: there's a bus lane on this stretch of Gloucester Road.",
        'There is free two-hour parking on Cornwall Road, a minute away.',
      ].join('\n'),
    );
    expect(pick('Is it ok to pay cash when I pick him up?', [faq, findUs], 'concise')).toEqual([
      "We're a cashless salon: we take all major debit and credit cards, Apple Pay and Google Pay.",
    ]);
    expect(pick('Gloucester Road is a nightmare for parking, is there anywhere I can leave the car when I drop her off?', [findUs, faq], 'concise')).toEqual([
      'There is free two-hour parking on Cornwall Road, a minute away.',
    ]);
  });

  it('answers a question about a holiday with the days the place is closed, not with the hours of other days', () => {
    const news = makePassage(
      'Christmas opening | The Muddy Mutt dog grooming',
      [
        'Our last grooming appointments before Christmas are on Wednesday 23 December.',
        'The salon is closed from Thursday 24 December to Monday 28 December, then open as normal from Tuesday 29 December.',
      ].join('\n'),
    );
    const hours = makePassage('Find us', 'We groom Tuesday to Friday from 8:30am, finishing at 5pm.');
    expect(pick('Any chance of getting my dog groomed on Christmas Eve?', [news, hours], 'concise')).toEqual([
      'The salon is closed from Thursday 24 December to Monday 28 December, then open as normal from Tuesday 29 December.',
    ]);
  });

  it('answers a question about a day of a month with the closure whose span holds it, not with other days or hours', () => {
    const hours = makePassage('Öffnungszeiten', ['Montag bis Freitag | 9:00 – 18:00', 'Samstag | 10:00 – 14:00'].join('\n'));
    const news = makePassage(
      'Aktuelles',
      [
        'Am 12. Dezember ab 17 Uhr zeigen wir die neuen Lastenräder.',
        'Über den Jahreswechsel machen wir Pause: vom 22. Dezember bis einschließlich 3. Januar ist der Laden geschlossen.',
      ].join('\n'),
    );
    const answer = selectSentences({
      question: 'Kann ich am 30. Dezember mein Fahrrad zur Inspektion bringen?',
      retrievalText: 'Kann ich am 30. Dezember mein Fahrrad zur Inspektion bringen?',
      passages: [hours, news],
      language: 'de',
      tone: 'concise',
    }).map((sentence) => sentence.text);
    expect(answer).toEqual(['Über den Jahreswechsel machen wir Pause: vom 22. Dezember bis einschließlich 3. Januar ist der Laden geschlossen.']);
    const japanese = makePassage(
      'お知らせ',
      ['12月20日（土）14:00〜16:00 クリスマス特別レッスンを開催します。', '12月28日（日）〜1月4日（日）は休館いたします。'].join('\n'),
    );
    const askedInJapanese = selectSentences({
      question: '12月31日にレッスンを受けたいんですが、やってますか？',
      retrievalText: '12月31日にレッスンを受けたいんですが、やってますか？',
      passages: [japanese],
      language: 'ja',
      tone: 'concise',
    }).map((sentence) => sentence.text);
    expect(askedInJapanese).toEqual(['12月28日（日）〜1月4日（日）は休館いたします。']);
  });

  it('quotes the row of a table about the thing or the day asked, not the rows of the others', () => {
    const rates = makePassage(
      'Rooms & Rates',
      ['Room | Bed | Weeknight | Weekend', 'Willow Room | Queen | $149 | $189', 'Lantern Room | Queen | $159 | $199', 'Hearth Suite | King | $219 | $259'].join(
        '\n',
      ),
    );
    expect(pick('How much is the Lantern Room on a weekend?', [rates])).toEqual(['Lantern Room: Weekend $199']);
    const breakfast = makePassage(
      'Breakfast',
      ['Breakfast is served in the garden room.', 'Monday – Friday | 7:00 to 9:00 a.m.', 'Saturday and Sunday | 8:00 to 10:30 a.m.'].join('\n'),
    );
    expect(pick('What time is breakfast on Sunday?', [breakfast])).toEqual(['Saturday and Sunday | 8:00 to 10:30 a.m.']);
  });

  it('quotes each row of a table whole and once, though two passages hold the table', () => {
    const rows = [
      'Name | Type | Description | Default',
      '-c, --clean | boolean | Remove old files before building. | True',
      '-m, --message | text | A commit message to use when committing to the remote branch. {sha} is replaced by the commit | None',
      '-b, --remote-branch | text | The remote branch to commit to | None',
      '--force | boolean | Force the push to the repository. | False',
    ];
    const reference = makePassage('Command line interface', ['mkdocs gh-deploy [OPTIONS]', 'Options:', ...rows].join('\n'));
    const guide = makePassage('Deploying your docs', ['Run the following to deploy, with any of these options:', ...rows].join('\n'));
    const answer = pick('What is the gh-deploy option for the commit message?', [reference, guide]).join('\n');
    expect(answer.match(/--message/g)).toHaveLength(1);
    expect(answer).toContain('--force | boolean | Force the push to the repository. | False');
  });

  it("keeps a table row's amounts when asked a price, though another column names a word of the question", () => {
    const rooms = makePassage(
      'Camere e appartamenti',
      [
        'Unità | Tipo | Ospiti | Bassa stagione | Alta stagione | Notti minime',
        'La Torretta | Monolocale | 2 | 100 € | 130 € | 3 in bassa, 7 in alta',
        'La Limonaia | Trilocale | 5 | 160 € | 210 € | 3 in bassa, 7 in alta',
      ].join('\n'),
    );
    const answer = selectSentences({
      question: 'Vorremmo prendere La Limonaia, quanto costa a notte?',
      retrievalText: 'Vorremmo prendere La Limonaia, quanto costa a notte?',
      passages: [rooms],
      language: 'it',
      tone: 'concise',
    }).map((sentence) => sentence.text);
    expect(answer.find((row) => row.startsWith('La Limonaia'))).toContain('Alta stagione 210 €');
  });

  it('answers what something costs with a sentence saying it is free, but not with "feel free to"', () => {
    const rental = makePassage(
      'Radverleih',
      [
        'Citybike | 15,00 € | 35,00 € | 60,00 €',
        'E-Bike (Trekking) | 35,00 € | 75,00 € | 160,00 €',
        'Kaution: 100,00 € für Citybike, 300,00 € für E-Bike.',
        'Reservierungen kannst du bis 48 Stunden vor Mietbeginn kostenlos stornieren, danach berechnen wir 50 %.',
      ].join('\n'),
    );
    const question = 'Ich hab für Samstag ein E-Bike reserviert, kann aber doch nicht. Kostet das Stornieren was?';
    expect(selectSentences({ question, retrievalText: question, passages: [rental], language: 'de', tone: 'concise' })[0]?.text).toBe(
      'Reservierungen kannst du bis 48 Stunden vor Mietbeginn kostenlos stornieren, danach berechnen wir 50 %.',
    );
    const support = makePassage('Support', 'If your question is short, feel free to send a tweet to the maintainers.');
    expect(pick('What does a commercial support contract cost?', [support])).toEqual([]);
  });

  it('answers which number to call with the phone line, not the address line above it', () => {
    const studio = (name: string, address: string, phone: string) =>
      makePassage('Studios', `${address}\nPhone: ${phone}`, { headingPath: `Studios > ${name} studio` });
    const studios = [
      studio('Mitaka', 'Mitaka studio, 181-0013, 3-28-11 Shimorenjaku', '0422-47-8316'),
      studio('Kichijoji', 'Kichijoji studio, 180-0004, 2-14-7 Kichijoji Honcho', '0422-27-5183'),
    ];
    expect(pick('I want to call the Mitaka studio, what is the phone number?', studios, 'concise')).toEqual(['Phone: 0422-47-8316']);
  });

  it('does not answer the price of a service the site never names with the price of another that shares a word', () => {
    const prices = makePassage(
      'Services and prices',
      ['Brow shaping (wax or tweezers) | 30 min | $25', 'Brow tinting with shaping | 60 min | $40', 'Manicure with gel polish | 90 min | $45'].join('\n'),
    );
    expect(pick('Do you do brow tattooing? How much is it?', [prices], 'concise')).toEqual([]);
    expect(pick('How much is brow tinting?', [prices], 'concise')).toEqual(['Brow tinting with shaping | 60 min | $40']);
  });
});
