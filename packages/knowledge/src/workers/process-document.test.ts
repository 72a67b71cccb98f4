import { describe, expect, it } from 'vitest';
import { processDocument } from './process-document.ts';

// "중단과 재시작" and "서버를 중단하려면 TERM 시그널을 보낸다." in EUC-KR, as Apache's Korean manual is written.
const TITLE_EUC_KR = 'c1dfb4dcb0fa20c0e7bdc3c0db';
const TEXT_EUC_KR = 'bcadb9f6b8a620c1dfb4dcc7cfb7c1b8e9205445524d20bdc3b1d7b3cec0bb20bab8b3bdb4d92e';

function eucKrPage(): Buffer {
  return Buffer.concat([
    Buffer.from('<html lang="ko"><head><META http-equiv="Content-Type" content="text/html; charset=EUC-KR"><title>'),
    Buffer.from(TITLE_EUC_KR, 'hex'),
    Buffer.from('</title></head><body><main><p>'),
    Buffer.from(TEXT_EUC_KR, 'hex'),
    Buffer.from('</p></main></body></html>'),
  ]);
}

describe('processDocument: character sets', () => {
  it('reads a page by the charset it declares when the server sends none', () => {
    const doc = processDocument({ url: 'https://ko.example/stopping.html', body: eucKrPage(), kind: 'html', charset: null });
    expect(doc.title).toBe('중단과 재시작');
    expect(doc.text).toContain('서버를 중단하려면 TERM 시그널을 보낸다.');
  });

  it('reads a page by the charset it declares when the server claims UTF-8 for bytes that are not', () => {
    const doc = processDocument({ url: 'https://ko.example/stopping.html', body: eucKrPage(), kind: 'html', charset: 'utf-8' });
    expect(doc.text).toContain('서버를 중단하려면 TERM 시그널을 보낸다.');
  });

  it('follows the server over the page when the bytes fit what the server says', () => {
    const page = Buffer.from('<html><head><meta charset="iso-8859-1"><title>Café</title></head><body><main><p>Crème brûlée daily.</p></main></body></html>');
    const doc = processDocument({ url: 'https://fr.example/', body: page, kind: 'html', charset: 'utf-8' });
    expect(doc.text).toContain('Crème brûlée daily.');
  });

  it("keeps the server's UTF-8 for a UTF-8 page with a stray byte and a stale declaration", () => {
    const page = Buffer.concat([
      Buffer.from('<html><head><meta charset="iso-8859-1"><title>Café</title></head><body><main><p>Crème brûlée at our café, every day of the week from nine '),
      Buffer.from([0xff]),
      Buffer.from('.</p></main></body></html>'),
    ]);
    const doc = processDocument({ url: 'https://fr.example/', body: page, kind: 'html', charset: 'utf-8' });
    expect(doc.text).toContain('Crème brûlée at our café');
  });

  it('reads bytes invalid in every declared charset as UTF-8 with replacement characters, never failing', () => {
    const page = Buffer.concat([Buffer.from('<title>Menu</title><main><p>Soups '), Buffer.from([0xff, 0xfe]), Buffer.from(' daily.</p></main>')]);
    const doc = processDocument({ url: 'https://x.example/', body: page, kind: 'html', charset: 'utf-8' });
    expect(doc.text).toContain('Soups');
    expect(doc.text).toContain('daily.');
  });
});
