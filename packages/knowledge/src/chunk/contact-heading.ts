import { LANGUAGES, type Language } from '@siteline/contract';
import { contactKinds, type ContactKind } from '../extract/contact-patterns.ts';

interface HeadingWords extends Record<ContactKind, string> {
  /** "Contact details: ", with the language's colon. */
  label: string;
  /** How the language lists words: ", " or "、". */
  separator: string;
}

/**
 * The words of a page's contact-details chunk heading in the page's language, per kind of fact: they
 * are searched with the title's weight, so a visitor asking in the site's language for a phone number,
 * an address or opening hours finds the chunk even when the details carry no such word.
 */
const HEADING_WORDS: Record<Language, HeadingWords> = {
  en: { label: 'Contact details: ', separator: ', ', phone: 'phone, telephone', email: 'email', address: 'address, location', hours: 'opening hours' },
  es: {
    label: 'Datos de contacto: ',
    separator: ', ',
    phone: 'teléfono',
    email: 'correo electrónico, email',
    address: 'dirección, ubicación, dónde encontrarnos',
    hours: 'horario de apertura',
  },
  fr: {
    label: 'Coordonnées : ',
    separator: ', ',
    phone: 'téléphone',
    email: 'e-mail, courriel',
    address: 'adresse, emplacement, où nous trouver',
    hours: "horaires d'ouverture",
  },
  de: {
    label: 'Kontaktdaten: ',
    separator: ', ',
    phone: 'Telefon, Telefonnummer',
    email: 'E-Mail',
    address: 'Adresse, Anschrift, Standort, so finden Sie uns',
    hours: 'Öffnungszeiten',
  },
  it: {
    label: 'Contatti: ',
    separator: ', ',
    phone: 'telefono',
    email: 'email, posta elettronica',
    address: 'indirizzo, sede, dove trovarci',
    hours: 'orari di apertura',
  },
  pt: {
    label: 'Contactos: ',
    separator: ', ',
    phone: 'telefone',
    email: 'e-mail',
    address: 'endereço, morada, localização, onde nos encontrar',
    hours: 'horário de funcionamento',
  },
  ru: {
    label: 'Контакты: ',
    separator: ', ',
    phone: 'телефон',
    email: 'электронная почта, email',
    address: 'адрес, местоположение, как нас найти',
    hours: 'часы работы',
  },
  ja: { label: '連絡先：', separator: '、', phone: '電話番号', email: 'メール', address: '住所、所在地、お店の場所', hours: '営業時間' },
  ko: { label: '연락처: ', separator: ', ', phone: '전화번호', email: '이메일', address: '주소, 위치, 찾아오시는 길', hours: '영업시간' },
  zh: { label: '联系方式：', separator: '、', phone: '电话', email: '电子邮件、邮箱', address: '地址、位置、门店位置', hours: '营业时间' },
  ar: { label: 'معلومات الاتصال: ', separator: '، ', phone: 'الهاتف', email: 'البريد الإلكتروني', address: 'العنوان، الموقع', hours: 'ساعات العمل' },
  hi: { label: 'संपर्क विवरण: ', separator: ', ', phone: 'फ़ोन, टेलीफ़ोन', email: 'ईमेल', address: 'पता, स्थान', hours: 'खुलने का समय' },
};

const KIND_ORDER: ContactKind[] = ['phone', 'email', 'address', 'hours'];

/**
 * The contact heading for a page's declared language ("fr-CA" reads as French; English when unknown),
 * naming the kinds of fact the contact text holds: a chunk holding only an email does not answer to
 * "phone" and crowd out the one that holds the number. Without the text, or when no kind is recognised,
 * phone, email and address.
 */
export function contactHeadingFor(pageLanguage: string | null, contactText = ''): string {
  const primary = (pageLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0];
  const words = HEADING_WORDS[LANGUAGES.find((known) => known === primary) ?? 'en'];
  const held = contactKinds(contactText);
  const kinds = held.size > 0 ? KIND_ORDER.filter((kind) => held.has(kind)) : KIND_ORDER.slice(0, 3);
  return words.label + kinds.map((kind) => words[kind]).join(words.separator);
}
