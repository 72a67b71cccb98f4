import { describe, expect, it } from 'vitest';
import { progressStreamPath, toProgressEvent } from './progress-stream.ts';

describe('toProgressEvent', () => {
  it('accepts contract events and drops unknown types', () => {
    expect(toProgressEvent({ type: 'pages-found', pagesFound: 3 })).toEqual({ type: 'pages-found', pagesFound: 3 });
    expect(toProgressEvent({ type: 'mystery' })).toBeNull();
    expect(toProgressEvent('nonsense')).toBeNull();
  });

  it("keeps a 'done' whose assistant does not match this client's schema", () => {
    const event = toProgressEvent({ type: 'done', progress: 100, assistant: { id: 'a1', name: 'X', crawlStatus: 'brand-new-state' } });
    expect(event?.type).toBe('done');
    expect(event?.assistant?.id).toBe('a1');
  });
});

describe('progressStreamPath', () => {
  it('encodes the session id into the stream path', () => {
    expect(progressStreamPath('abc-123')).toBe('/api/assistants/create-progress/abc-123');
    expect(progressStreamPath('a/b')).toBe('/api/assistants/create-progress/a%2Fb');
  });
});
