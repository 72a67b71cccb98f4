import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';
import { recogniseSmallTalk } from './small-talk.ts';

describe('detectLanguage', () => {
  it.each([
    ['Do you ship to Canada and how long does it take?', 'en'],
    ['¿Hacen envíos a Canadá y cuánto tarda?', 'es'],
    ['Est-ce que vous livrez au Canada et en combien de temps ?', 'fr'],
    ['Liefern Sie nach Kanada und wie lange dauert das?', 'de'],
    ['Spedite in Canada e quanto tempo ci vuole?', 'it'],
    ['Vocês enviam para o Canadá e quanto tempo demora?', 'pt'],
    ['Вы доставляете в Канаду?', 'ru'],
    ['カナダに発送していますか？', 'ja'],
    ['캐나다로 배송하나요?', 'ko'],
    ['你们发货到加拿大吗？', 'zh'],
    ['هل تشحنون إلى كندا؟', 'ar'],
    ['क्या आप कनाडा में डिलीवरी करते हैं?', 'hi'],
  ])('%s -> %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('gives no answer for text without a clear sign', () => {
    expect(detectLanguage('Burr 3000')).toBeUndefined();
  });
});

describe('recogniseSmallTalk', () => {
  it('recognises greetings and thanks alone, not inside questions', () => {
    expect(recogniseSmallTalk('Hi there!')).toEqual({ kind: 'greeting', language: 'en' });
    expect(recogniseSmallTalk('Guten Morgen')).toEqual({ kind: 'greeting', language: 'de' });
    expect(recogniseSmallTalk('안녕하세요')).toEqual({ kind: 'greeting', language: 'ko' });
    expect(recogniseSmallTalk('Merci beaucoup !')).toEqual({ kind: 'thanks', language: 'fr' });
    expect(recogniseSmallTalk('谢谢')).toEqual({ kind: 'thanks', language: 'zh' });
    expect(recogniseSmallTalk('hi, do you ship to Canada?')).toBeUndefined();
    expect(recogniseSmallTalk('thanks, and how much is shipping?')).toBeUndefined();
  });
});
