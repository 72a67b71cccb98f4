// Deterministic, realistic-looking site content: an online shop with thousands of products,
// help pages and a blog, where everyday words ("order", "delivery", "price") are everywhere and
// product names, places and policy terms are rare, as on real sites.

/** Small fast seeded PRNG, so every run indexes the same corpus. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ven', 'tor', 'sil', 'bru', 'nex', 'qua', 'dor', 'pel', 'zen', 'fi', 'mar', 'ost'];
export const CATEGORIES = [
  'grinder',
  'kettle',
  'espresso machine',
  'backpack',
  'tent',
  'jacket',
  'running shoe',
  'desk lamp',
  'office chair',
  'blender',
  'headphones',
  'water bottle',
  'yoga mat',
  'bike light',
  'sleeping bag',
  'coffee scale',
];
export const COUNTRIES = [
  'Canada',
  'Mexico',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Japan',
  'Australia',
  'Brazil',
  'Norway',
  'Ireland',
  'Poland',
  'Portugal',
  'Sweden',
  'India',
  'Chile',
];
export const CITIES = ['Toronto', 'Lyon', 'Munich', 'Seville', 'Turin', 'Osaka', 'Perth', 'Porto', 'Oslo', 'Dublin', 'Krakow', 'Malmo'];
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MATERIALS = ['stainless steel', 'recycled nylon', 'organic cotton', 'aluminium', 'bamboo', 'ceramic', 'merino wool'];
const FEATURES = ['waterproof', 'lightweight', 'quiet', 'foldable', 'rechargeable', 'dishwasher safe', 'adjustable'];

/** A product name made of two to three syllables, such as "Venkato". */
export function productName(random: Random): string {
  const count = 2 + Math.floor(random() * 2);
  const name = Array.from({ length: count }, () => pick(random, SYLLABLES)).join('');
  return name[0]!.toUpperCase() + name.slice(1);
}

const GENERAL = [
  'Our customer service team is happy to help with any order.',
  'Every order is packed with care in our store and shipped with tracking.',
  'Sign up for our newsletter to hear about new products and offers.',
  'Prices include VAT where applicable and are shown at checkout.',
  'You can reach us by email or phone during business hours.',
  'We update this page from time to time, so check back for the latest information.',
];

type Fill = (random: Random) => string;
const TOPICS: { title: string; path: string; sentences: Fill[] }[] = [
  {
    title: 'Shipping',
    path: 'Help > Shipping',
    sentences: [
      (r) => `We ship to ${pick(r, COUNTRIES)} and ${pick(r, COUNTRIES)} with tracked delivery.`,
      (r) => `Delivery to ${pick(r, COUNTRIES)} usually takes ${2 + Math.floor(r() * 9)} business days.`,
      (r) => `Standard shipping costs $${(4 + r() * 20).toFixed(2)} and is free on orders over $${50 + Math.floor(r() * 10) * 10}.`,
      (r) => `Express delivery to ${pick(r, CITIES)} arrives the next day when you order before ${1 + Math.floor(r() * 4)} pm.`,
      () => 'Customs duties for international orders are paid by the customer on delivery.',
    ],
  },
  {
    title: 'Returns and refunds',
    path: 'Help > Returns',
    sentences: [
      (r) => `You can return any item within ${[14, 30, 60][Math.floor(r() * 3)]} days of delivery for a full refund.`,
      () => 'Refunds are issued to the original payment method within five business days.',
      () => 'Items must be unused and in their original packaging to be accepted.',
      (r) => `Return shipping from ${pick(r, COUNTRIES)} is free with the prepaid label.`,
    ],
  },
  {
    title: 'Opening hours',
    path: 'Stores > Hours',
    sentences: [
      (r) => `Our ${pick(r, CITIES)} store is open ${pick(r, DAYS)} to ${pick(r, DAYS)} from ${8 + Math.floor(r() * 3)} am to ${5 + Math.floor(r() * 4)} pm.`,
      (r) => `On ${pick(r, DAYS)} the store closes early at ${2 + Math.floor(r() * 3)} pm.`,
      () => 'We are closed on public holidays.',
    ],
  },
  {
    title: 'Payment',
    path: 'Help > Payment',
    sentences: [
      () => 'We accept Visa, Mastercard, American Express, PayPal and Apple Pay.',
      (r) => `You can pay in ${3 + Math.floor(r() * 4)} interest-free instalments with Klarna.`,
      () => 'Gift cards can be used together with any other payment method.',
    ],
  },
  {
    title: 'Warranty',
    path: 'Help > Warranty',
    sentences: [
      (r) => `Every ${pick(r, CATEGORIES)} comes with a ${1 + Math.floor(r() * 5)} year warranty against manufacturing defects.`,
      () => 'To make a warranty claim, send us your order number and a photo of the problem.',
    ],
  },
];

/** One chunk: a product page section, a help page section or a blog paragraph. */
export function generateChunk(random: Random): { title: string; headingPath: string; content: string; url: string } {
  const roll = random();
  const sentences: string[] = [];
  let title: string;
  let headingPath: string;
  let url: string;
  if (roll < 0.6) {
    const name = productName(random);
    const category = pick(random, CATEGORIES);
    title = `${name} ${category}`;
    headingPath = `Products > ${category} > ${pick(random, ['Overview', 'Specifications', 'Care', 'Reviews'])}`;
    url = `/products/${name.toLowerCase()}-${category.replace(/ /g, '-')}`;
    sentences.push(`The ${name} ${category} costs $${(19 + random() * 480).toFixed(2)}.`);
    sentences.push(`It is made of ${pick(random, MATERIALS)} and is ${pick(random, FEATURES)} and ${pick(random, FEATURES)}.`);
    sentences.push(`Customers use the ${name} for ${pick(random, ['travel', 'the office', 'camping', 'the kitchen', 'training', 'commuting'])} every day.`);
    if (random() < 0.5) sentences.push(`The ${name} ships within ${1 + Math.floor(random() * 3)} days to ${pick(random, COUNTRIES)}.`);
  } else if (roll < 0.85) {
    const topic = pick(random, TOPICS);
    title = topic.title;
    headingPath = topic.path;
    url = `/help/${topic.title.toLowerCase().replace(/ /g, '-')}`;
    for (let i = 0; i < 3 + Math.floor(random() * 3); i += 1) sentences.push(pick(random, topic.sentences)(random));
  } else {
    const category = pick(random, CATEGORIES);
    title = `How to choose a ${category}`;
    headingPath = `Blog > Guides`;
    url = `/blog/choose-${category.replace(/ /g, '-')}`;
    sentences.push(`Choosing the right ${category} depends on how often you will use it.`);
    sentences.push(`A ${pick(random, FEATURES)} ${category} in ${pick(random, MATERIALS)} lasts for years.`);
    sentences.push(`Many readers in ${pick(random, CITIES)} asked us about the price of a good ${category}.`);
  }
  sentences.push(pick(random, GENERAL), pick(random, GENERAL));
  return { title, headingPath, content: sentences.join(' '), url };
}
