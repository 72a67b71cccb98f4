import { describe, expect, it } from 'vitest';
import { contactHeadingFor } from './contact-heading.ts';

describe('contactHeadingFor', () => {
  it("names only the kinds of fact the contact lines hold, in the page's language", () => {
    expect(contactHeadingFor('en', 'Email: jobs@harborandvine.com')).toBe('Contact details: email');
    expect(contactHeadingFor('de-DE', 'Telefon: 030 44319270\nÖffnungszeiten: Dienstag – Freitag: 8:00 – 18:00 Uhr')).toBe(
      'Kontaktdaten: Telefon, Telefonnummer, Öffnungszeiten',
    );
    expect(contactHeadingFor('ja', '住所: 東京都渋谷区神南1丁目 2-3\nメール: info@kissa.jp')).toBe('連絡先：メール、住所、所在地、お店の場所');
  });

  it('names phone, email and address when the lines hold none it recognises, and reads an unknown language as English', () => {
    expect(contactHeadingFor('fr-CA')).toBe('Coordonnées : téléphone, e-mail, courriel, adresse, emplacement, où nous trouver');
    expect(contactHeadingFor(null, 'Impressum')).toBe('Contact details: phone, telephone, email, address, location');
  });
});
