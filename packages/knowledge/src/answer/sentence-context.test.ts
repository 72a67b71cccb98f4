import { describe, expect, it } from 'vitest';
import { isShortItem, withContext } from './sentence-context.ts';

describe('withContext', () => {
  it('puts the previous sentence before one that opens with a pronoun', () => {
    const sentences = ['Brewline was founded by Ana Silva.', 'She roasted in a garage.', 'We moved in 2020.'];
    expect(withContext(sentences, 1, new Set()).text).toBe('Brewline was founded by Ana Silva. She roasted in a garage.');
    expect(withContext(sentences, 2, new Set()).text).toBe('We moved in 2020.');
  });

  it('does not repeat a previous sentence already quoted', () => {
    const sentences = ['Brewline was founded by Ana Silva.', 'She roasted in a garage.'];
    expect(withContext(sentences, 1, new Set([0])).text).toBe('She roasted in a garage.');
  });

  it('adds the list items under a heading line, and stops at the first line that is not an item', () => {
    const sentences = ['You will need:', '- 22 g of coffee', '- 350 g of water', 'Then start the timer.'];
    expect(withContext(sentences, 0, new Set())).toEqual({ text: 'You will need:\n- 22 g of coffee\n- 350 g of water', positions: [0, 1, 2] });
  });

  it('adds the example lines after a sentence ending in a colon, and stops at the next prose sentence', () => {
    const sentences = [
      'To point vdirsyncer to a custom set of root CAs:',
      '[storage foo]',
      'type = "caldav"',
      'verify = "/path/to/cert.pem"',
      'Vdirsyncer uses the requests library.',
    ];
    expect(withContext(sentences, 0, new Set())).toEqual({
      text: 'To point vdirsyncer to a custom set of root CAs: [storage foo] type = "caldav" verify = "/path/to/cert.pem"',
      positions: [0, 1, 2, 3],
    });
  });

  it('adds the command lines after a sentence ending in "with the following." in any of the languages', () => {
    const commands = ['$ git config --global user.name "Name Surname"', '$ git config --global user.email yourname@example.com', 'Git stores them.'];
    for (const lead of [
      'You may set your name and e-mail used by Git with the following.',
      'Pode desejar definir o seu nome e endereço de mail usado pelo Git com o seguinte.',
      'Sie können Ihren Namen wie folgt festlegen.',
    ]) {
      expect(withContext([lead, ...commands], 0, new Set())).toEqual({
        text: `${lead.slice(0, -1)}: ${commands[0]} ${commands[1]}`,
        positions: [0, 1, 2],
      });
    }
    // Prose under it is not what it introduces.
    expect(withContext(['See the following.', 'Git stores them.'], 0, new Set())).toEqual({ text: 'See the following.', positions: [0] });
  });

  it('adds the items after a Japanese, Chinese or Korean sentence saying "the following" before its verb', () => {
    const items = ['- dpkg --search ファイル名', '- apt-file search foo'];
    for (const lead of [
      'foo という名のファイルを提供しているパッケージを見つけるには、以下のどれかを実行します。',
      '다음 명령을 실행하세요.',
      '请运行如下命令。',
    ]) {
      expect(withContext([lead, ...items], 0, new Set()).positions).toEqual([0, 1, 2]);
    }
    // "次の" alone is "next", and "以下" after a noun is "or under": neither leads in.
    expect(withContext(['次のリリースは来年です。', ...items], 0, new Set()).positions).toEqual([0]);
    expect(withContext(['中学生以下の方はご参加いただけません。', ...items], 0, new Set()).positions).toEqual([0]);
  });

  it('finishes a sentence left unfinished above the command line that completes it', () => {
    const faq = [
      '- 新しいバージョンが利用できるようになっている全パッケージの一覧表示は',
      'apt list --upgradable',
      '- システムにあるパッケージをすべてアップグレードするには',
      'apt upgrade',
    ];
    expect(withContext(faq, 0, new Set(), [0, 1, 2, 3])).toEqual({ text: `${faq[0]} apt list --upgradable`, positions: [0, 1] });
    const english = ['To retrieve the source code, try a command like', 'apt-get source mypackagename', 'It unpacks the source.'];
    expect(withContext(english, 0, new Set(), [0, 1, 2]).text).toBe('To retrieve the source code, try a command like apt-get source mypackagename');
    // On one line it is one sentence cut elsewhere, and a code line above another is no prose.
    expect(withContext(english, 0, new Set(), [0, 0, 1]).positions).toEqual([0]);
    const commands = ['apt-get install --no-install-recommends foo bar baz qux quux', 'apt full-upgrade'];
    expect(withContext(commands, 0, new Set(), [0, 1]).positions).toEqual([0]);
  });

  it('leaves a labelled fact whole above the next one', () => {
    const facts = ['Opening hours: Sunday 8:00 am – 4:00 pm', 'Cafe or coffee shop: Harbor & Vine — Vine Street Café'];
    expect(withContext(facts, 0, new Set(), [0, 1]).positions).toEqual([0]);
    // An address line over the phone and e-mail lines is a contact block, not a command.
    const contact = ['Pressing Clair de Lin, 27 avenue de la Libération, 63000 Clermont-Ferrand', 'Tél. 04 73 35 62 18', 'contact@pressing-clairdelin.fr'];
    expect(withContext(contact, 0, new Set(), [0, 1, 2]).positions).toEqual([0]);
    expect(withContext(['Um den Status aller Pakete zu sehen, führen Sie den Befehl', 'Codename: sid'], 0, new Set(), [0, 1]).positions).toEqual([0]);
  });

  it("adds the rows under a table's caption", () => {
    const sentences = [
      'Tabela 11.3. Lista de estilos EOL para diferentes plataformas',
      'plataforma | código EOL | controle',
      'Debian (unix) | LF | ^J',
      'MSDOS e Windows | CR-LF | ^M^J',
      'Os programas de conversão de formato EOL são muito úteis.',
    ];
    expect(withContext(sentences, 0, new Set())).toEqual({
      text: 'Tabela 11.3. Lista de estilos EOL para diferentes plataformas: plataforma | código EOL | controle; Debian (unix) | LF | ^J; MSDOS e Windows | CR-LF | ^M^J',
      positions: [0, 1, 2, 3],
    });
  });

  it('adds the output lines after a short lead-in without a colon', () => {
    // gittutorial(7): "Git will reply" stands alone above the line Git prints.
    const sentences = ['$ git init', 'Git will reply', 'Initialized empty Git repository in .git/', 'You’ve now initialized the working directory.'];
    expect(withContext(sentences, 1, new Set())).toEqual({ text: 'Git will reply: Initialized empty Git repository in .git/', positions: [1, 2] });
  });

  it('counts Japanese words, not spaces: a long line without spaces is no heading and no short item', () => {
    const hours = '当店の営業時間は平日の午前九時から午後六時まで土曜日は午前十時から午後四時までとなっております';
    expect(withContext([hours, '- 駐車場あり'], 0, new Set()).text).toBe(hours);
    expect(isShortItem(`- ${hours}`)).toBe(false);
  });

  it('adds the rows under a table header', () => {
    const sentences = ['Plan | What you get | Price', 'Solo | One bag | $16.00', 'Duo | Two bags | $30.00'];
    expect(withContext(sentences, 0, new Set()).text).toBe('Plan | What you get | Price: Solo | One bag | $16.00; Duo | Two bags | $30.00');
  });

  it('reads a table row ending in a full stop as a data row, not a header with the rows under it', () => {
    const keys = ['MineFlagSquare | f | Place or remove the flag of a square.', 'MineLoadGame | L | Load a saved game.'];
    expect(withContext(keys, 0, new Set()).text).toBe('MineFlagSquare | f | Place or remove the flag of a square.');
  });

  it('leaves a labelled fact as it is', () => {
    const sentences = ['SKU: HV-BLD-HAR-12', 'Brand: Harbor & Vine'];
    expect(withContext(sentences, 0, new Set()).text).toBe('SKU: HV-BLD-HAR-12');
  });
});
