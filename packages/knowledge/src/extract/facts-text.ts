type Json = Record<string, unknown>;

const LABELS: Record<string, string> = {
  address: 'Address', telephone: 'Telephone', email: 'Email', url: 'Website', priceRange: 'Price range',
  description: 'Description', sku: 'SKU', brand: 'Brand', availability: 'Availability', startDate: 'Starts',
  endDate: 'Ends', location: 'Location',
};

/** Readable rendering of structured facts, indexed as its own chunk ("Opening hours: Monday-Friday 09:00-18:00"). */
export function renderFactsText(facts: readonly Json[]): string {
  return facts.map(renderFact).filter(Boolean).join('\n\n');
}

function renderFact(fact: Json): string {
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
    lines.push(`Opening hours: ${fact.openingHours.join('; ')}`);
  }
  return lines.join('\n');
}

/** "LocalBusiness" -> "Local business", "InStock" -> "In stock". */
function humanType(type: string): string {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
