// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

function render(text: string): HTMLElement {
  const div = document.createElement('div');
  div.append(renderMarkdown(text));
  return div;
}

/** No element or attribute outside the small set the renderer may produce. */
function assertInert(root: HTMLElement): void {
  const allowedTags = new Set(['DIV', 'P', 'STRONG', 'EM', 'CODE', 'PRE', 'UL', 'OL', 'LI', 'A', 'BR', 'HR', 'BLOCKQUOTE']);
  for (const el of root.querySelectorAll('*')) {
    expect(allowedTags.has(el.tagName), `unexpected <${el.tagName}>`).toBe(true);
    for (const attr of el.attributes) {
      expect(['href', 'target', 'rel', 'class', 'start'], `unexpected attribute ${attr.name}`).toContain(attr.name);
      if (attr.name === 'href') expect(attr.value).toMatch(/^(https?:|mailto:)/);
    }
  }
}

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](java\nscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#x6A;&#x61;vascript:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](DATA:text/html,<script>alert(1)</script>)',
  '[click](vbscript:msgbox(1))',
  '[click](VbScRiPt:msgbox(1))',
  '[click](\u0001javascript:alert(1))',
  '[click](//evil.example/x)',
  '[click](/relative)',
  '[a](https://ok.example/" onmouseover="alert(1))',
  '[a](https://ok.example/"><script>alert(1)</script>)',
  '[[inner](javascript:alert(1))](https://ok.example/)',
  '[x](https://ok.example/ "title" onclick=alert(1))',
  '[![img](x)](javascript:alert(1))',
  '**<b onclick=alert(1)>bold</b>**',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<a href="javascript:alert(1)">x</a>',
  'javascript:alert(1)',
  'https://ok.example/"onmouseover="alert(1)',
  '- <img src=x onerror=alert(1)>\n- [x](javascript:alert(1))',
  '> <script>alert(1)</script>\n> [x](data:text/html,hi)',
  '<style>*{display:none}</style>',
  '<form action="https://evil.example"><input name=x></form>',
];

describe('renderMarkdown against an XSS corpus', () => {
  it.each(XSS_CORPUS)('renders %j as inert text and safe elements only', (input) => {
    const root = render(input);
    assertInert(root);
    expect(root.querySelector('script, img, svg, iframe, style, form, input')).toBeNull();
  });

  it('keeps markup visible as text instead of dropping it', () => {
    expect(render('<script>alert(1)</script>').textContent).toBe('<script>alert(1)</script>');
    expect(render('&lt;b&gt;').textContent).toBe('&lt;b&gt;');
  });

  it('renders a refused link as its label text without an anchor', () => {
    const root = render('Go [here](javascript:alert(1)) now');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe('Go here now');
  });

  it('does not nest links: the inner link of a label stays text', () => {
    const root = render('[[inner](https://a.example/)](https://b.example/)');
    const links = root.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://b.example/');
    expect(links[0]!.querySelector('a')).toBeNull();
  });

  it('keeps quotes inside the href value instead of creating attributes', () => {
    const a = render('[a](https://ok.example/"onmouseover="alert(1))').querySelector('a')!;
    expect(a.getAttributeNames().sort()).toEqual(['href', 'rel', 'target']);
    expect(a.getAttribute('href')).toBe('https://ok.example/%22onmouseover=%22alert(1)');
  });
});

describe('renderMarkdown formatting', () => {
  it('renders paragraphs, bold, italic and inline code', () => {
    const root = render('Hello **bold** and *italic* and `x < y`.\n\nSecond _para_.');
    const paragraphs = root.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(root.querySelector('strong')!.textContent).toBe('bold');
    expect(root.querySelector('em')!.textContent).toBe('italic');
    expect(root.querySelector('code')!.textContent).toBe('x < y');
    expect(paragraphs[1]!.querySelector('em')!.textContent).toBe('para');
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    const root = render('use my_var_name and 2 * 3 * 4');
    expect(root.querySelector('em')).toBeNull();
    expect(root.textContent).toBe('use my_var_name and 2 * 3 * 4');
  });

  it('renders fenced code blocks verbatim', () => {
    const pre = render('```js\nconst a = "**not bold**";\n```').querySelector('pre code')!;
    expect(pre.textContent).toBe('const a = "**not bold**";');
  });

  it('renders bullet and numbered lists', () => {
    const root = render('Steps:\n1. Grind\n2. Brew **hot**\n\n- beans\n- water');
    expect(root.querySelectorAll('ol li')).toHaveLength(2);
    expect(root.querySelector('ol li strong')!.textContent).toBe('hot');
    expect([...root.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['beans', 'water']);
  });

  it('renders safe links with noopener, noreferrer, nofollow and a new tab', () => {
    const root = render('See [our shop](https://shop.example/beans) or mail [us](mailto:hi@shop.example) or https://shop.example/faq.');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://shop.example/beans', 'mailto:hi@shop.example', 'https://shop.example/faq']);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(a.getAttribute('target')).toBe('_blank');
    }
  });

  it('renders escaped characters literally', () => {
    expect(render('\\*not italic\\*').textContent).toBe('*not italic*');
  });
});
