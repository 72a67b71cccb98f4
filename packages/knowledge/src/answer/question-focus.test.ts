import type { Language } from '@siteline/contract';
import { describe, expect, it } from 'vitest';
import { exampleTerms, holdsAskedNumber, questionFocus } from './question-focus.ts';

const focus = (question: string, language: Language) => questionFocus(question, language);

describe('questionFocus', () => {
  it('finds the thing a "which X?" question asks for, and that a port, a version or a size is a number, in the 12 languages', () => {
    expect(focus('What port does the relay listen on by default?', 'en')).toEqual({ word: 'port', answer: 'value' });
    expect(focus('What is the maximum upload size of the form?', 'en')).toEqual({ word: 'size', answer: 'value' });
    expect(focus('Quelle est la taille maximale du journal ?', 'fr')).toEqual({ word: 'taille', answer: 'value' });
    expect(focus('¿Cuál es el puerto predeterminado del servidor?', 'es')).toEqual({ word: 'puerto', answer: 'value' });
    expect(focus('Welcher Port wird standardmäßig verwendet?', 'de')).toEqual({ word: 'port', answer: 'value' });
    expect(focus('Qual è la porta predefinita del server?', 'it')).toEqual({ word: 'porta', answer: 'value' });
    expect(focus('Qual é a versão mínima do Python?', 'pt')).toEqual({ word: 'versao', answer: 'value' });
    expect(focus('Какая версия удалила эту команду?', 'ru')).toEqual({ word: 'версия', answer: 'value' });
    expect(focus('服务器默认使用哪个端口？', 'zh')).toEqual({ word: '端口', answer: 'value' });
    expect(focus('サーバーはどのポートを使いますか？', 'ja')).toEqual({ word: 'ポート', answer: 'value' });
    expect(focus('서버는 어떤 포트를 사용합니까?', 'ko')?.answer).toBe('value');
    expect(focus('ما هو المنفذ الافتراضي للخادم؟', 'ar')).toEqual({ word: 'منفذ', answer: 'value' });
    expect(focus('सर्वर कौन सा पोर्ट इस्तेमाल करता है?', 'hi')).toEqual({ word: 'पोर्ट', answer: 'value' });
  });

  it('takes the head of the asking phrase, not its verb or an adjective before the noun', () => {
    // English and German: the phrase's last word, but for the verb before an article.
    expect(focus('Which Python version removed the asyncore module?', 'en')?.word).toBe('version');
    expect(focus('Which configuration key names a file of default settings?', 'en')?.word).toBe('key');
    expect(focus('Welche Version entfernte den alten Befehl?', 'de')?.word).toBe('version');
    expect(focus('Was ist der Standardport des Servers?', 'de')).toEqual({ word: 'standardport', answer: 'value' });
    // French, Spanish, Russian: the first noun, after an adjective written before it.
    expect(focus('Quel ancien nom de la commande est encore reconnu ?', 'fr')).toEqual({ word: 'nom', answer: 'thing' });
    expect(focus('¿Cuál es el único parámetro obligatorio?', 'es')?.word).toBe('parametro');
    expect(focus('Какой сетевой порт использует сервер?', 'ru')?.word).toBe('порт');
  });

  it('reads "how many X?" as a count of X, "how much X?" as an amount, and "how much time" as neither', () => {
    expect(focus('How many seats does the café have?', 'en')).toEqual({ word: 'seats', answer: 'count' });
    expect(focus('Combien de places assises y a-t-il ?', 'fr')).toEqual({ word: 'places', answer: 'count' });
    expect(focus('¿Cuántas mesas tiene la terraza?', 'es')).toEqual({ word: 'mesas', answer: 'count' });
    expect(focus('Wie viele Plätze hat das Café?', 'de')?.answer).toBe('count');
    // German nouns are capitalised: the thing measured ends before the verb written small, not at the adverb after it.
    expect(focus('Wie viel Arbeitsspeicher braucht Debian mindestens?', 'de')).toEqual({ word: 'arbeitsspeicher', answer: 'value' });
    expect(focus('咖啡馆有多少座位？', 'zh')).toEqual({ word: '座位', answer: 'count' });
    expect(focus('كم عدد المقاعد في المقهى؟', 'ar')).toEqual({ word: 'مقاعد', answer: 'count' });
    expect(focus('How much disk space does the cache use?', 'en')).toEqual({ word: 'space', answer: 'value' });
    expect(focus('¿Cuánta memoria necesita el servidor?', 'es')).toEqual({ word: 'memoria', answer: 'value' });
    expect(focus('How much is the large bag?', 'en')).toBeUndefined();
    expect(focus('How much time does the delivery take?', 'en')).toBeUndefined();
    expect(focus('这个咖啡豆多少钱？', 'zh')).toBeUndefined();
    expect(focus('카페는 몇 시에 문을 엽니까?', 'ko')).toBeUndefined();
    expect(focus('공휴일에도 수업 있어요? 있으면 몇 시예요?', 'ko')).toBeUndefined();
    // Not across the end of a sentence: "想加" is what the visitor wants to do next.
    expect(focus('管家微信号多少？想加一下问问房间', 'zh')).toBeUndefined();
    expect(focus('Where are you? How many rooms do you have?', 'en')).toEqual({ word: 'rooms', answer: 'count' });
    expect(focus('Combien de temps dure la livraison ?', 'fr')).toBeUndefined();
    // Arabic "كم مدته" is "how long", not "how many".
    expect(focus('أبغى أعرف الضمان على القطع الأصلية كم مدته', 'ar')).toBeUndefined();
  });

  it('finds nothing when the asking word is the object of a verb', () => {
    expect(focus('What does the backup command do?', 'en')).toBeUndefined();
    expect(focus('What must I run after changing the configuration?', 'en')).toBeUndefined();
    expect(focus('How do I reset my password?', 'en')).toBeUndefined();
  });

  it('finds nothing in a question asking for a way, though an amount or a "which" is inside it', () => {
    expect(focus('How do I see how much disk space the cache takes?', 'en')).toBeUndefined();
    expect(focus('How can I change which port the server listens on?', 'en')).toBeUndefined();
    expect(focus('Comment savoir combien de paquets sont installés ?', 'fr')).toBeUndefined();
    expect(focus('¿Cómo veo cuánta memoria usa el servidor?', 'es')).toBeUndefined();
    expect(focus('Wie kann ich sehen, wie viel Speicher der Cache belegt?', 'de')).toBeUndefined();
    expect(focus('Come posso vedere quanta memoria usa il server?', 'it')).toBeUndefined();
    expect(focus('Как мне узнать, сколько места занимает кэш?', 'ru')).toBeUndefined();
    expect(focus('How many ports does the server open?', 'en')?.answer).toBe('count');
  });
});

describe('holdsAskedNumber', () => {
  it('takes digits, not a footnote marker', () => {
    const port = { word: 'port', answer: 'value' } as const;
    expect(holdsAskedNumber(port, 'The relay listens on port 2525 by default.')).toBe(true);
    expect(holdsAskedNumber(port, 'The port is chosen by the operating system [8].')).toBe(false);
  });

  it('takes a number word for a count, but not an article', () => {
    const rooms = { word: 'salas', answer: 'count' } as const;
    expect(holdsAskedNumber(rooms, 'El museo tiene tres salas dedicadas al arte moderno.')).toBe(true);
    expect(holdsAskedNumber({ word: 'salles', answer: 'count' }, 'Le musée a une salle pour les enfants.')).toBe(false);
    expect(holdsAskedNumber({ word: 'port', answer: 'value' }, 'It uses two ports.')).toBe(false);
  });
});

describe('exampleTerms', () => {
  it('reads the few words of an example closing the question, in several languages', () => {
    expect(exampleTerms('Wo stelle ich systemweit die Papiergröße ein, z. B. A4?', 'de')).toEqual(['a4']);
    expect(exampleTerms('Which formats can I export to, e.g. PDF?', 'en')).toEqual(['pdf']);
    expect(exampleTerms('Quels moyens de paiement acceptez-vous, par exemple PayPal ?', 'fr')).toEqual(['paypal']);
    expect(exampleTerms('Какие способы оплаты вы принимаете, например PayPal?', 'ru')).toEqual(['paypal']);
    expect(exampleTerms('你们接受哪些付款方式，比如 PayPal？', 'zh')).toEqual(['paypal']);
  });

  it('does not take the rest of the question, or a long clause, for an example', () => {
    expect(exampleTerms('Is there a hook that runs before every rule, e.g. to count how often each rule matches?', 'en')).toEqual([]);
    expect(exampleTerms('Can I install from a stick, e.g. USB, without a network?', 'en')).toEqual(['usb']);
    expect(exampleTerms('CD や DVD 以外、たとえば USB メモリから Debian をインストールできますか', 'ja')).toEqual([]);
    expect(exampleTerms('What do you sell?', 'en')).toEqual([]);
  });
});
