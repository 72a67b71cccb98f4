import { createRequire } from 'node:module';

// @nlpjs/lang-hi ships no types; of it Siteline uses the stemmer alone.
const { StemmerHi } = createRequire(import.meta.url)('@nlpjs/lang-hi') as { StemmerHi: new () => { stemWord(word: string): string } };
const stemmer = new StemmerHi();

/**
 * A Hindi word without its inflection ending ("दुकानें", "दुकानों" -> "दुकान"; "खुलती", "खुला" -> "खुल"): the light
 * stemmer of Ramanathan and Rao, the longest of its suffixes taken off.
 */
export function hindiStem(word: string): string {
  return stemmer.stemWord(word);
}
