import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StripeObject = Record<string, unknown>;

/**
 * A local HTTP server speaking the parts of Stripe's REST API that Siteline calls (form-encoded requests,
 * JSON objects, Stripe's error shape): checkout sessions, subscriptions, billing portal sessions. Tests act
 * as the customer with `completeCheckout` and as Stripe's back office with `setSubscription`.
 */
export async function startStripeApiServer(prices: { pro: string; enterprise: string }) {
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const requests: { method: string; path: string; params: URLSearchParams; auth?: string }[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_local${++counter}`;

  const subscriptionObject = (
    id: string,
    customer: string,
    price: string,
    fields: Partial<{ status: string; cancel_at_period_end: boolean; current_period_end: number; metadata: Record<string, string> }> = {},
  ) => ({
    id,
    object: 'subscription',
    customer,
    metadata: fields.metadata ?? {},
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancel_at_period_end ?? false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          current_period_end: fields.current_period_end ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
        },
      ],
    },
  });

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
      requests.push({ method: req.method ?? '', path: url.pathname, params, auth: req.headers.authorization });
      const send = (status: number, payload: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` }).end(JSON.stringify(payload));
      const missing = (what: string, id: string) =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } });
      const route = `${req.method} ${url.pathname}`;
      let match: RegExpExecArray | null;
      if (route === 'POST /v1/checkout/sessions') {
        const id = nextId('cs_test');
        const session = {
          id,
          object: 'checkout.session',
          mode: params.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: params.get('client_reference_id'),
          customer: params.get('customer'),
          subscription: null,
          url: `https://checkout.stripe.com/c/pay/${id}`,
          metadata: { userId: params.get('metadata[userId]'), tier: params.get('metadata[tier]') },
          price: params.get('line_items[0][price]'),
          subscriptionMetadata: { userId: params.get('subscription_data[metadata][userId]') ?? '' },
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if ((match = /^GET \/v1\/checkout\/sessions\/([^/]+)$/.exec(route))) {
        const session = sessions.get(match[1]!);
        return session ? send(200, session) : missing('checkout.session', match[1]!);
      }
      if ((match = /^GET \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
        const subscription = subscriptions.get(match[1]!);
        return subscription ? send(200, subscription) : missing('subscription', match[1]!);
      }
      if ((match = /^POST \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
        const subscription = subscriptions.get(match[1]!) as ReturnType<typeof subscriptionObject> | undefined;
        if (!subscription) return missing('subscription', match[1]!);
        const price = params.get('items[0][price]');
        if (price) subscription.items.data[0]!.price.id = price;
        if (params.has('cancel_at_period_end')) subscription.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
        return send(200, subscription);
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        const id = nextId('bps');
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer: params.get('customer'),
          return_url: params.get('return_url'),
          url: `https://billing.stripe.com/p/session/${id}`,
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    api: { host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' as const },
    requests,
    sessions,
    /** The customer pays on Stripe's page: the session completes with a new customer and subscription. */
    completeCheckout(sessionId: string, customer = nextId('cus')) {
      const session = sessions.get(sessionId)!;
      const subscriptionId = nextId('sub');
      const price = session.price as string;
      subscriptions.set(
        subscriptionId,
        subscriptionObject(subscriptionId, (session.customer as string | null) ?? customer, price, {
          metadata: session.subscriptionMetadata as Record<string, string>,
        }),
      );
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer: (session.customer as string | null) ?? customer,
        subscription: subscriptionId,
      });
      return { customerId: session.customer as string, subscriptionId };
    },
    /** Stripe's side of a subscription changes (renewal, failed payment, cancellation, plan change). */
    setSubscription(id: string, fields: Partial<{ status: string; cancel_at_period_end: boolean; tier: 'pro' | 'enterprise' }>) {
      const current = subscriptions.get(id) as ReturnType<typeof subscriptionObject>;
      const price = fields.tier ? prices[fields.tier] : current.items.data[0]!.price.id;
      subscriptions.set(
        id,
        subscriptionObject(id, current.customer, price, {
          status: fields.status ?? current.status,
          cancel_at_period_end: fields.cancel_at_period_end ?? current.cancel_at_period_end,
          metadata: current.metadata,
        }),
      );
      return subscriptions.get(id)!;
    },
    subscription: (id: string) => subscriptions.get(id)!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
