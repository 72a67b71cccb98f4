import { CATEGORIES, CITIES, COUNTRIES, DAYS, createRandom, pick, productName } from './corpus.ts';

type Template = (random: () => number) => string;
const TEMPLATES: Template[] = [
  (r) => `do you ship to ${pick(r, COUNTRIES).toLowerCase()} and how long does it take?`,
  (r) => `How much does shipping to ${pick(r, COUNTRIES)} cost?`,
  (r) => `how much is the ${productName(r)} ${pick(r, CATEGORIES)}?`,
  (r) => `What is the ${productName(r)} made of?`,
  (r) => `When is your ${pick(r, CITIES)} store open on ${pick(r, DAYS)}?`,
  () => 'what are your opening hours',
  () => 'Can I return an item if I changed my mind?',
  (r) => `How long do refunds take for orders from ${pick(r, COUNTRIES)}?`,
  () => 'Which payment methods do you accept? Can I pay with PayPal?',
  (r) => `What warranty do you give on a ${pick(r, CATEGORIES)}?`,
  (r) => `Is the ${pick(r, CATEGORIES)} waterproof and is it good for travel?`,
  () => 'Do you have a store near me and can I pick up my order there?',
  (r) => `I need a quiet ${pick(r, CATEGORIES)} for the office, what do you recommend?`,
  () => 'How can I contact customer service about my order?',
  () => 'do you offer free delivery on big orders?',
  (r) => `can I pay in instalments for the ${productName(r)}?`,
];

/** 200 visitor questions as people type them: lowercase or not, long or short, with product names. */
export function generateQuestions(count = 200, seed = 7): string[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => TEMPLATES[i % TEMPLATES.length]!(random));
}
