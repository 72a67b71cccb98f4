/**
 * An incremental text/event-stream parser: feed it decoded chunks as they arrive and it calls
 * `onData` with the data of each complete event (multi-line data joined with '\n').
 * Comments (':' lines), `event:`, `id:` and `retry:` fields are ignored: the progress stream
 * carries its type inside the JSON.
 */
export function createSseParser(onData: (data: string) => void): { push: (chunk: string) => void } {
  let buffer = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onData(dataLines.join('\n'));
    dataLines = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') dataLines.push(value);
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be a line still being written. A CRLF split across chunks yields one
      // extra empty line, which dispatches nothing when no data is pending.
      buffer = lines.pop() ?? '';
      for (const line of lines) readLine(line);
    },
  };
}
