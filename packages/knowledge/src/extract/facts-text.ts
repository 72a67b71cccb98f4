type Json = Record<string, unknown>;

const LABELS: Record<string, string> = {
  address: 'Address',
  telephone: 'Telephone',
  email: 'Email',
  url: 'Website',
  priceRange: 'Price range',
  description: 'Description',
  sku: 'SKU',
  brand: 'Brand',
  availability: 'Availability',
  startDate: 'Starts',
  endDate: 'Ends',
  location: 'Location',
  paymentAccepted: 'Payment accepted',
  currenciesAccepted: 'Currencies accepted',
};

export interface FactsTextOptions {
  /**
   * How opening times read: '12h' ("9:00 am – 6:00 pm") or '24h' ("09:00-18:00"). By default each
   * business's own convention, from the country in its address or its phone number's code.
   */
  clock?: '12h' | '24h';
}

// Countries where businesses write opening times on the 12-hour clock.
const TWELVE_HOUR_COUNTRIES = new Set([
  'us',
  'usa',
  'united states',
  'united states of america',
  'ca',
  'canada',
  'au',
  'australia',
  'nz',
  'new zealand',
  'gb',
  'uk',
  'united kingdom',
  'ie',
  'in',
  'india',
  'ph',
  'philippines',
  'pk',
  'pakistan',
  'bd',
  'eg',
  'sa',
  'my',
]);

function clockOf(fact: Json): '12h' | '24h' {
  const country =
    String(fact.address ?? '')
      .split(',')
      .at(-1)
      ?.trim()
      .toLowerCase() ?? '';
  if (country) return TWELVE_HOUR_COUNTRIES.has(country) ? '12h' : '24h';
  // +1 is North America (the 12-hour clock); without an address or phone the source's form stays.
  return /^\+1[\s.-]/.test(String(fact.telephone ?? '')) ? '12h' : '24h';
}

/** Readable rendering of structured facts, indexed as its own chunk ("Opening hours: Monday-Friday 9:00 am – 6:00 pm"). */
export function renderFactsText(facts: readonly Json[], options: FactsTextOptions = {}): string {
  return facts
    .map((fact) => renderFact(fact, options.clock ?? clockOf(fact)))
    .filter(Boolean)
    .join('\n\n');
}

function twelveHour(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const suffix = hours % 24 < 12 ? 'am' : 'pm';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "Sunday 08:00-16:00" as people read it: "Sunday 8:00 am – 4:00 pm" (12h) or as given (24h). */
export function readableHours(line: string, clock: '12h' | '24h'): string {
  return line.replace(/\b(\d{1,2}:\d{2})-(\d{1,2}:\d{2})\b/g, (_, opens: string, closes: string) =>
    clock === '24h' ? `${opens}-${closes}` : `${twelveHour(opens)} – ${twelveHour(closes)}`,
  );
}

function renderFact(fact: Json, clock: '12h' | '24h'): string {
  const lines: string[] = [];
  const type = String(fact.type);
  if (Array.isArray(fact.questions)) {
    for (const pair of fact.questions as { question: string; answer: string }[]) {
      lines.push(`Q: ${pair.question}`, `A: ${pair.answer}`);
    }
    return lines.join('\n');
  }
  if (fact.name) lines.push(`${humanType(type)}: ${String(fact.name)}`);
  if (fact.price !== undefined) {
    const range = fact.highPrice !== undefined ? `${String(fact.price)}-${String(fact.highPrice)}` : String(fact.price);
    lines.push(`Price: ${range}${fact.currency ? ` ${String(fact.currency)}` : ''}`);
  }
  for (const [key, label] of Object.entries(LABELS)) {
    const value = fact[key];
    if (value === undefined) continue;
    lines.push(`${label}: ${key === 'availability' ? humanType(String(value)) : String(value)}`);
  }
  if (Array.isArray(fact.openingHours) && fact.openingHours.length) {
    lines.push(`Opening hours: ${fact.openingHours.map((line) => readableHours(String(line), clock)).join('; ')}`);
  }
  return lines.join('\n');
}

/** "LocalBusiness" -> "Local business", "InStock" -> "In stock". */
function humanType(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
