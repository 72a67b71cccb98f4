// Runs autocannon in its own process, so the load generator does not share the server's event loop.
import fs from 'node:fs';
import autocannon from 'autocannon';

const { url, apiKey, bodiesFile, connections, duration } = JSON.parse(process.argv[2]!) as {
  url: string;
  apiKey: string;
  bodiesFile: string;
  connections: number;
  duration: number;
};
const bodies = JSON.parse(fs.readFileSync(bodiesFile, 'utf8')) as string[];

const request = (body: string) => ({ method: 'POST' as const, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body });
// Every connection would start at the first body; give each its own share instead, so that each
// connection is one visitor at a time and no two connections send the same request together.
let nextConnection = 0;
const result = await autocannon({
  url,
  connections,
  duration,
  // Only each connection's own share is encoded: autocannon encodes the whole list once per connection.
  requests: [request(bodies[0]!)],
  setupClient: (client) => {
    const index = nextConnection++;
    client.setRequests(bodies.filter((_, i) => i % connections === index).map(request));
  },
});
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    max: result.latency.max,
  }),
);
