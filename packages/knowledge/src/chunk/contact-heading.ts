import { LANGUAGES, type Language } from '@siteline/contract';

/**
 * The heading of a page's contact-details chunk in the page's language: its words are searched with
 * the title's weight, so a visitor asking in the site's language for a phone number or an address
 * finds the chunk even when the details carry no such word.
 */
const CONTACT_HEADINGS: Record<Language, string> = {
  en: 'Contact details: phone, telephone, email, address, location',
  es: 'Datos de contacto: teléfono, correo electrónico, email, dirección, ubicación, dónde encontrarnos',
  fr: 'Coordonnées : téléphone, e-mail, courriel, adresse, emplacement, où nous trouver',
  de: 'Kontaktdaten: Telefon, Telefonnummer, E-Mail, Adresse, Anschrift, Standort, so finden Sie uns',
  it: 'Contatti: telefono, email, posta elettronica, indirizzo, sede, dove trovarci',
  pt: 'Contactos: telefone, e-mail, endereço, morada, localização, onde nos encontrar',
  ru: 'Контакты: телефон, электронная почта, email, адрес, местоположение, как нас найти',
  ja: '連絡先：電話番号、メール、住所、所在地',
  ko: '연락처: 전화번호, 이메일, 주소, 위치',
  zh: '联系方式：电话、电子邮件、邮箱、地址、位置',
  ar: 'معلومات الاتصال: الهاتف، البريد الإلكتروني، العنوان، الموقع',
  hi: 'संपर्क विवरण: फ़ोन, टेलीफ़ोन, ईमेल, पता, स्थान',
};

/** The contact heading for a page's declared language ("fr-CA" reads as French); English when unknown. */
export function contactHeadingFor(pageLanguage: string | null): string {
  const primary = (pageLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0];
  const language = LANGUAGES.find((known) => known === primary) ?? 'en';
  return CONTACT_HEADINGS[language];
}
