import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page.ts';

const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

const html = `<html><head>
${ld({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Site', potentialAction: { '@type': 'SearchAction' } },
    {
      '@type': 'Bakery',
      name: 'Sonnenbäckerei',
      telephone: '+49 30 123456',
      email: 'mailto:hallo@sonne.example',
      paymentAccepted: 'Cash, EC-Karte',
      currenciesAccepted: 'EUR',
      address: { '@type': 'PostalAddress', streetAddress: 'Hauptstr. 1', postalCode: '10115', addressLocality: 'Berlin', addressCountry: 'DE' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '07:00:00',
          closes: '18:00:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '08:00', closes: '13:00' },
      ],
    },
  ],
})}
${ld([{ '@type': 'Product', name: 'Roggenbrot', offers: { '@type': 'Offer', price: '4.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } }])}
${ld({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Do you deliver?', acceptedAnswer: { '@type': 'Answer', text: '<p>Yes, within Berlin.</p>' } }] })}
<script type="application/ld+json">{ not json </script>
</head><body><main><p>Fresh bread every morning from our stone oven.</p></main></body></html>`;

describe('JSON-LD facts', () => {
  const page = extractPage(html, 'https://sonne.example/');

  it('keeps businesses, products and FAQs as objects and ignores site mechanics and broken blocks', () => {
    expect(page.facts).toEqual([
      {
        type: 'Bakery',
        name: 'Sonnenbäckerei',
        telephone: '+49 30 123456',
        email: 'hallo@sonne.example',
        address: 'Hauptstr. 1, 10115, Berlin, DE',
        openingHours: ['Monday-Friday 07:00-18:00', 'Saturday 08:00-13:00'],
        paymentAccepted: 'Cash, EC-Karte',
        currenciesAccepted: 'EUR',
      },
      { type: 'Product', name: 'Roggenbrot', price: '4.50', currency: 'EUR', availability: 'InStock' },
      { type: 'FAQPage', questions: [{ question: 'Do you deliver?', answer: 'Yes, within Berlin.' }] },
    ]);
  });

  it('renders the facts as readable text', () => {
    expect(page.factsText).toContain('Opening hours: Monday-Friday 07:00-18:00; Saturday 08:00-13:00');
    expect(page.factsText).toContain('Address: Hauptstr. 1, 10115, Berlin, DE');
    expect(page.factsText).toContain('Product: Roggenbrot\nPrice: 4.50 EUR\nAvailability: In stock');
    expect(page.factsText).toContain('Q: Do you deliver?\nA: Yes, within Berlin.');
    expect(page.text).not.toContain('Roggenbrot');
  });
});
