import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

describe('createSseParser', () => {
  it('emits each event once it is complete, across chunk boundaries', () => {
    const events: string[] = [];
    const parser = createSseParser((data) => events.push(data));
    parser.push(': ping\n\ndata: {"type":"start"}\n\ndata: {"type":"tok');
    expect(events).toEqual(['{"type":"start"}']);
    parser.push('en","content":"Hi"}\r\n\r\ndata: {"type":"done"}');
    expect(events).toHaveLength(2);
    parser.end();
    expect(events).toEqual(['{"type":"start"}', '{"type":"token","content":"Hi"}', '{"type":"done"}']);
  });

  it('joins multi-line data with newlines', () => {
    const events: string[] = [];
    const parser = createSseParser((data) => events.push(data));
    parser.push('data: a\ndata: b\n\n');
    expect(events).toEqual(['a\nb']);
  });
});
