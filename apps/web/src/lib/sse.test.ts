import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.ts';

function collect(chunks: string[]): string[] {
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  chunks.forEach((chunk) => parser.push(chunk));
  return events;
}

describe('createSseParser', () => {
  it('emits the data of each event once its blank line arrives', () => {
    expect(collect(['data: {"type":"connected"}\n\n', 'data: {"type":"done"}\n\n'])).toEqual(['{"type":"connected"}', '{"type":"done"}']);
  });

  it('joins an event split across chunks, even mid-line', () => {
    expect(collect(['da', 'ta: {"a"', ':1}\n', '\n'])).toEqual(['{"a":1}']);
  });

  it('waits for the blank line before emitting', () => {
    expect(collect(['data: partial\n'])).toEqual([]);
  });

  it('ignores comments and other fields and joins multi-line data', () => {
    expect(collect([': keep-alive\n\nevent: progress\nid: 7\ndata: line one\ndata: line two\n\n'])).toEqual(['line one\nline two']);
  });

  it('accepts CRLF line endings', () => {
    expect(collect(['data: x\r\n\r\ndata: y\r\n\r\n'])).toEqual(['x', 'y']);
  });

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
