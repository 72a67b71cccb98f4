import { renderFactsText } from './facts-text.ts';

type Json = Record<string, unknown>;

/** Types that describe the page or site mechanics rather than facts a visitor asks about. */
const IGNORED_TYPES = new Set([
  'WebSite',
  'WebPage',
  'BreadcrumbList',
  'ListItem',
  'SearchAction',
  'ImageObject',
  'SiteNavigationElement',
  'ReadAction',
  'EntryPoint',
  'CollectionPage',
  'ItemPage',
  'AboutPage',
  'ContactPage',
  'VideoObject',
  'WPHeader',
  'WPFooter',
  'WPSideBar',
]);

const ORGANIZATION_TYPES =
  /Organization|Business|Store|Shop|Restaurant|Cafe|Bakery|Hotel|Clinic|Dentist|Physician|Office|Agency|Service|Center|Gym|Salon|Library|School|Museum|Attorney|Plumber|Electrician|Contractor|Dealer|Pharmacy|Bank|Corporation|Place/;

/**
 * Parses every JSON-LD block, flattens @graph, and keeps the facts visitors ask about as plain objects;
 * `described` are nodes the page states otherwise (its microdata items).
 */
export function extractJsonLdFacts(scripts: readonly string[], described: readonly Json[] = []): { facts: Json[]; factsText: string } {
  const nodes: Json[] = [];
  for (const script of scripts) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.trim().replace(/^<!--|-->$/g, ''));
    } catch {
      continue;
    }
    collectNodes(parsed, nodes);
  }
  for (const node of described) collectNodes(node, nodes);
  const facts = nodes.map(toFact).filter((fact): fact is Json => fact !== null);
  return { facts, factsText: renderFactsText(facts) };
}

function collectNodes(value: unknown, out: Json[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, out);
    return;
  }
  if (!isObject(value)) return;
  if (Array.isArray(value['@graph'])) collectNodes(value['@graph'], out);
  if (value['@type'] !== undefined) out.push(value);
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(node: Json): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.replace(/^.*[/#]/, ''));
}

function text(value: unknown): string | undefined {
  // `[^<>]` stops each tag at the next `<`: with `[^>]`, a run of `<` without `>` costs quadratic time.
  if (typeof value === 'string')
    return (
      value
        .replace(/<[^<>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || undefined
    );
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (isObject(value)) return text(value.name ?? value['@value'] ?? value.text);
  return undefined;
}

function compact(record: Json): Json {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)));
}

function address(value: unknown): string | undefined {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return address(value[0]);
  if (!isObject(value)) return undefined;
  const parts = ['streetAddress', 'postalCode', 'addressLocality', 'addressRegion', 'addressCountry'].map((key) => text(value[key])).filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

const DAY_ORDER = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function dayNames(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((day) => text(day)?.replace(/^.*[/#]/, '')).filter((day): day is string => Boolean(day));
}

function hhmm(value: unknown): string {
  return (text(value) ?? '').replace(/^(\d{1,2}:\d{2}):\d{2}$/, '$1');
}

const DAY_CODES: Record<string, string> = { mo: 'Monday', tu: 'Tuesday', we: 'Wednesday', th: 'Thursday', fr: 'Friday', sa: 'Saturday', su: 'Sunday' };

/** schema.org's "Mo-Fr 09:00-18:00" with the days' names, which visitors ask with: "Monday-Friday 09:00-18:00". */
function withDayNames(hours: string): string {
  return hours.replace(/^[A-Za-z,\s-]+(?=\s\d|$)/, (days) => days.replace(/\b(?:mo|tu|we|th|fr|sa|su)\b/gi, (code) => DAY_CODES[code.toLowerCase()]!));
}

/** Turns openingHoursSpecification into lines like "Monday-Friday 09:00-18:00". */
function openingHours(node: Json): string[] {
  const lines: string[] = [];
  const plain = node.openingHours;
  for (const entry of Array.isArray(plain) ? plain : plain === undefined ? [] : [plain]) {
    const value = text(entry);
    if (value) lines.push(withDayNames(value));
  }
  const specs = node.openingHoursSpecification;
  for (const spec of Array.isArray(specs) ? specs : specs === undefined ? [] : [specs]) {
    if (!isObject(spec)) continue;
    const days = dayNames(spec.dayOfWeek).sort((a, b) => DAY_ORDER.indexOf(a) - DAY_ORDER.indexOf(b));
    const opens = hhmm(spec.opens);
    const closes = hhmm(spec.closes);
    const hours = opens && closes ? (opens === '00:00' && closes === '00:00' ? 'closed' : `${opens}-${closes}`) : 'closed';
    const validity = [text(spec.validFrom), text(spec.validThrough)].filter(Boolean).join(' to ');
    lines.push(`${dayRange(days)} ${hours}${validity ? ` (${validity})` : ''}`.trim());
  }
  return lines;
}

function dayRange(days: string[]): string {
  const indexes = days.map((day) => DAY_ORDER.indexOf(day));
  const isConsecutive = days.length > 2 && indexes.every((index, i) => index >= 0 && (i === 0 || index === indexes[i - 1]! + 1));
  return isConsecutive ? `${days[0]}-${days[days.length - 1]}` : days.join(', ');
}

function offers(value: unknown): Json | undefined {
  const offer: unknown = Array.isArray(value) ? value[0] : value;
  if (!isObject(offer)) return undefined;
  return compact({
    price: text(offer.price ?? offer.lowPrice),
    highPrice: text(offer.highPrice),
    currency: text(offer.priceCurrency),
    availability: text(offer.availability)?.replace(/^.*[/#]/, ''),
  });
}

function toFact(node: Json): Json | null {
  const types = typesOf(node);
  const type = types.find((entry) => !IGNORED_TYPES.has(entry));
  if (!type) return null;
  if (type === 'FAQPage') {
    const entities = Array.isArray(node.mainEntity) ? node.mainEntity : [node.mainEntity];
    const questions = entities
      .filter(isObject)
      .map((question) =>
        compact({
          question: text(question.name),
          answer: text(isObject(question.acceptedAnswer) ? question.acceptedAnswer.text : question.acceptedAnswer),
        }),
      )
      .filter((pair) => pair.question && pair.answer);
    return questions.length ? { type, questions } : null;
  }
  if (type === 'Product' || type === 'Offer' || type === 'Service' || type === 'Course') {
    return compact({
      type,
      name: text(node.name),
      description: text(node.description),
      sku: text(node.sku),
      brand: text(node.brand),
      ...offers(node.offers ?? (type === 'Offer' ? node : undefined)),
    });
  }
  if (type === 'Event') {
    return compact({
      type,
      name: text(node.name),
      startDate: text(node.startDate),
      endDate: text(node.endDate),
      location: text(node.location) ?? address(isObject(node.location) ? node.location.address : undefined),
      description: text(node.description),
    });
  }
  if (ORGANIZATION_TYPES.test(type) || node.address !== undefined || node.openingHoursSpecification !== undefined) {
    return compact({
      type,
      name: text(node.name ?? node.legalName),
      description: text(node.description),
      address: address(node.address),
      telephone: text(node.telephone),
      email: text(node.email)?.replace(/^mailto:/, ''),
      url: text(node.url),
      priceRange: text(node.priceRange),
      openingHours: openingHours(node),
      paymentAccepted: text(node.paymentAccepted),
      currenciesAccepted: text(node.currenciesAccepted),
    });
  }
  const name = text(node.name ?? node.headline);
  return name ? compact({ type, name, description: text(node.description) }) : null;
}
