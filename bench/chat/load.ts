// Runs autocannon in its own process, so the load generator does not share the server's event loop.
import autocannon from 'autocannon';

const { url, apiKey, bodies, connections, duration } = JSON.parse(process.argv[2]!) as {
  url: string;
  apiKey: string;
  bodies: string[];
  connections: number;
  duration: number;
};

const result = await autocannon({
  url,
  connections,
  duration,
  requests: bodies.map((body) => ({
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body,
  })),
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
  }),
);
