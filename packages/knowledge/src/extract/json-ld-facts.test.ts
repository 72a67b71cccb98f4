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

describe('microdata facts', () => {
  const clinic = (name: string, street: string, phone: string, hours: string) => `<div itemscope itemtype="https://schema.org/Dentist">
<h2 itemprop="name">${name}</h2>
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">${street}</span>, <span itemprop="postalCode">46006</span> <span itemprop="addressLocality">Valencia</span></div>
<p>Tel.: <a href="tel:${phone.replace(/\s/g, '')}" itemprop="telephone">${phone}</a></p><meta itemprop="openingHours" content="${hours}"></div>`;
  const page = extractPage(
    `<html lang="es"><body><main><h1>Nuestras clínicas</h1>${clinic('Clínica Sonrisa Ruzafa', 'Calle de Sueca 31', '963 74 88 10', 'Mo-Fr 08:30-19:00')}${clinic('Clínica Sonrisa Centro', 'Calle de Colón 22', '963 51 20 44', 'Sa 10:00-14:00')}</main></body></html>`,
    'https://sonrisa.example/clinicas',
  );

  it('are read as the schema.org items they describe, each place with its own address, phone and hours', () => {
    expect(page.facts).toEqual([
      {
        type: 'Dentist',
        name: 'Clínica Sonrisa Ruzafa',
        address: 'Calle de Sueca 31, 46006, Valencia',
        telephone: '963 74 88 10',
        openingHours: ['Monday-Friday 08:30-19:00'],
      },
      {
        type: 'Dentist',
        name: 'Clínica Sonrisa Centro',
        address: 'Calle de Colón 22, 46006, Valencia',
        telephone: '963 51 20 44',
        openingHours: ['Saturday 10:00-14:00'],
      },
    ]);
  });

  it('name the days of schema.org opening hours as visitors ask for them, in JSON-LD too', () => {
    const hours = extractPage(
      `<html><head>${ld({ '@type': 'Cafe', name: 'Kaffebar', openingHours: ['Mo,We,Fr 09:00-17:00', 'Sa-Su 10:00-14:00'] })}</head><body></body></html>`,
      'https://k.example/',
    );
    expect(hours.factsText).toContain('Opening hours: Monday,Wednesday,Friday 09:00-17:00; Saturday-Sunday 10:00-14:00');
  });
});
