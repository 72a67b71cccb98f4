import { describe, expect, it } from 'vitest';
import { lastScrapeDate, scrapeFreshness } from './scrape-freshness.ts';
import { pageCount, thousandsOfCharacters } from './content-stats.ts';

const now = new Date('2026-05-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('scrapeFreshness', () => {
  it('says never, in grey, without a scrape', () => {
    expect(scrapeFreshness(null, now)).toEqual({ text: 'never', tone: 'grey' });
  });

  it('counts days, weeks and months with the spec colours', () => {
    expect(scrapeFreshness(daysAgo(0.2), now)).toEqual({ text: 'today', tone: 'green' });
    expect(scrapeFreshness(daysAgo(1), now)).toEqual({ text: 'yesterday', tone: 'green' });
    expect(scrapeFreshness(daysAgo(6), now)).toEqual({ text: '6 days ago', tone: 'green' });
    expect(scrapeFreshness(daysAgo(7), now)).toEqual({ text: '1 week ago', tone: 'yellow' });
    expect(scrapeFreshness(daysAgo(29), now)).toEqual({ text: '4 weeks ago', tone: 'yellow' });
    expect(scrapeFreshness(daysAgo(30), now)).toEqual({ text: '1 month ago', tone: 'red' });
    expect(scrapeFreshness(daysAgo(95), now)).toEqual({ text: '3 months ago', tone: 'red' });
  });

  it('treats a clock slightly ahead of the server as today', () => {
    expect(scrapeFreshness(new Date(now.getTime() + 5000), now).text).toBe('today');
  });
});

describe('lastScrapeDate', () => {
  const base = { lastScrapedAt: null, updatedAt: '2026-05-01T00:00:00.000Z', scrapedContent: {} };

  it('prefers lastScrapedAt', () => {
    expect(lastScrapeDate({ ...base, lastScrapedAt: '2026-05-10T00:00:00.000Z' })?.toISOString()).toBe('2026-05-10T00:00:00.000Z');
  });

  it('falls back to updatedAt only when content was scraped', () => {
    expect(lastScrapeDate(base)).toBeNull();
    expect(lastScrapeDate({ ...base, scrapedContent: { 'https://a.example/': { title: 'A', size: 10 } } })?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });
});

describe('content stats', () => {
  const content = {
    'https://a.example/': { title: 'Home', size: 10_250 },
    'https://a.example/menu': { title: 'Menu', size: 2_150 },
  };

  it('counts pages', () => {
    expect(pageCount(content)).toBe(2);
    expect(pageCount({})).toBe(0);
  });

  it('shows thousands of characters with one decimal', () => {
    expect(thousandsOfCharacters(content)).toBe('12.4k characters');
    expect(thousandsOfCharacters({})).toBe('0.0k characters');
    expect(thousandsOfCharacters({ x: { title: '', size: 1_234_567 } })).toBe('1,234.6k characters');
  });
});
