/**
 * Incremental parser for a server-sent event stream: feed it text chunks as they arrive and it calls
 * `onData` with the joined `data:` lines of each complete event. Comments and other fields are skipped.
 */
export function createSseParser(onData: (data: string) => void): { push: (chunk: string) => void; end: () => void } {
  let buffer = '';
  let dataLines: string[] = [];
  const dispatch = () => {
    if (dataLines.length > 0) onData(dataLines.join('\n'));
    dataLines = [];
  };
  const readLine = (line: string) => {
    if (line === '') dispatch();
    else if (line.startsWith('data:')) dataLines.push(line.slice(line.startsWith('data: ') ? 6 : 5));
  };
  return {
    push(chunk) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      lines.forEach(readLine);
    },
    end() {
      if (buffer) readLine(buffer);
      buffer = '';
      dispatch();
    },
  };
}
