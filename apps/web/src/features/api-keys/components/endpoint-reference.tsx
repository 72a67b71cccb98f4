import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ENDPOINTS } from '../lib/endpoints.ts';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'bg-emerald-50 text-emerald-700',
  POST: 'bg-indigo-50 text-indigo-700',
  PUT: 'bg-amber-50 text-amber-800',
  PATCH: 'bg-amber-50 text-amber-800',
  DELETE: 'bg-red-50 text-red-700',
};

/** The endpoint reference list, with a link to the full docs. */
export function EndpointReferenceCard({ baseUrl }: { baseUrl: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Endpoint Reference</CardTitle>
        <CardDescription>
          Base URL <code className="font-mono text-xs">{baseUrl}</code>. Full request and response shapes are in the{' '}
          <Link href="/docs" className="font-medium text-indigo-600 hover:underline">
            documentation
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200" aria-label="Endpoints">
          {ENDPOINTS.map((endpoint) => (
            <li key={`${endpoint.method} ${endpoint.path}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
              <span className={`w-16 shrink-0 rounded px-2 py-0.5 text-center font-mono text-xs font-semibold ${METHOD_COLOURS[endpoint.method]}`}>
                {endpoint.method}
              </span>
              <code className="min-w-0 break-all font-mono text-sm text-slate-900 sm:w-72 sm:shrink-0">{endpoint.path}</code>
              <span className="flex-1 text-sm text-slate-600">{endpoint.description}</span>
              <span className="text-xs text-slate-500">{endpoint.auth}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
