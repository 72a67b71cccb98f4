import { describe, expect, it } from 'vitest';
import { markdownToPlainText, parseInline, parseMarkdown, toSafeHref } from './markdown.ts';

describe('parseMarkdown', () => {
  it('splits paragraphs, headings, lists and code fences', () => {
    const blocks = parseMarkdown('## Hours\nWe open at **8 am**.\n\n- Mon: 8-6\n- Sat: 9-1\n\n1. one\n2. two\n\n```\n<b>x</b>\n```');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'code']);
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ type: 'text', text: 'Mon: 8-6' }], [{ type: 'text', text: 'Sat: 9-1' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toEqual({ type: 'code', text: '<b>x</b>' });
  });

  it('keeps HTML in replies as literal text', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] }]);
  });
});

describe('parseInline', () => {
  it('parses emphasis, code and links', () => {
    expect(parseInline('See **our [menu](https://shop.example/menu)** or `call` *us*')).toEqual([
      { type: 'text', text: 'See ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'our ' },
          { type: 'link', href: 'https://shop.example/menu', children: [{ type: 'text', text: 'menu' }] },
        ],
      },
      { type: 'text', text: ' or ' },
      { type: 'code', text: 'call' },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'us' }] },
    ]);
  });

  it('links bare URLs without trailing punctuation', () => {
    expect(parseInline('Visit https://shop.example/faq.')).toEqual([
      { type: 'text', text: 'Visit ' },
      { type: 'link', href: 'https://shop.example/faq', children: [{ type: 'text', text: 'https://shop.example/faq' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('drops unsafe link targets and keeps their text', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ type: 'text', text: 'click' }]);
    expect(parseInline('[x](data:text/html,hi)')).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('leaves snake_case words and lone asterisks alone', () => {
    expect(parseInline('use file_name_here and 2 * 3 * 4')).toEqual([{ type: 'text', text: 'use file_name_here and 2 * 3 * 4' }]);
  });
});

describe('helpers', () => {
  it('turns Markdown into speakable text', () => {
    expect(markdownToPlainText('**Open** daily, see [hours](https://a.example).\n\n- Mon\n- Tue')).toBe('Open daily, see hours.\nMon. Tue');
  });
});

describe('toSafeHref', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['HTTP://A.EXAMPLE', 'http://a.example/'],
    ['mailto:a@b.example', 'mailto:a@b.example'],
    ['tel:+15551234567', 'tel:+15551234567'],
    ['javascript:alert(1)', null],
    [' \tjavascript:alert(1)', null],
    ['jav\u0000ascript:alert(1)', null],
    ['data:text/html,x', null],
    ['vbscript:x', null],
    ['file:///etc/passwd', null],
    ['/relative', null],
  ])('%j -> %j', (input, expected) => {
    expect(toSafeHref(input)).toBe(expected);
  });
});
