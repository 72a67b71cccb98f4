import type { Language } from '@siteline/contract';

/** Frequent function words: they tell languages apart and carry no meaning for matching. */
export const STOP_WORDS: Partial<Record<Language, readonly string[]>> = {
  en: ['the', 'a', 'an', 'and', 'or', 'is', 'are', 'do', 'does', 'you', 'your', 'i', 'me', 'my', 'we', 'our', 'to', 'of', 'in', 'on', 'for', 'with', 'it', 'this', 'that', 'what', 'how', 'can', 'there', 'be', 'have', 'has', 'much', 'many', 'any', 'about', 'at', 'from', 'if', 'will', 'would', 'which', 'when', 'where', 'who', 'why', 'long', 'take', 'get', 'please', 'tell'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'y', 'o', 'es', 'son', 'de', 'del', 'en', 'para', 'por', 'con', 'que', 'qué', 'cómo', 'cuánto', 'cuánta', 'hay', 'mi', 'su', 'sus', 'tu', 'se', 'lo', 'al', 'me', 'puedo', 'pueden', 'hacen', 'tienen', 'cuál', 'cuándo', 'dónde', 'usted', 'ustedes', 'este', 'esta'],
  fr: ['le', 'la', 'les', 'un', 'une', 'des', 'et', 'ou', 'est', 'sont', 'de', 'du', 'en', 'pour', 'par', 'avec', 'que', 'quoi', 'comment', 'combien', 'quel', 'quelle', 'vous', 'votre', 'vos', 'je', 'mon', 'ma', 'mes', 'au', 'aux', 'il', 'y', 'a', 'ce', 'cette', 'faites', 'pouvez', 'puis', 'quand', 'où', 'est-ce'],
  de: ['der', 'die', 'das', 'ein', 'eine', 'einen', 'und', 'oder', 'ist', 'sind', 'von', 'zu', 'in', 'im', 'für', 'mit', 'was', 'wie', 'viel', 'wann', 'wo', 'welche', 'ich', 'mein', 'meine', 'sie', 'ihr', 'ihre', 'es', 'den', 'dem', 'des', 'auf', 'an', 'nach', 'kann', 'können', 'haben', 'gibt', 'bei', 'nicht'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'una', 'e', 'o', 'è', 'sono', 'di', 'del', 'della', 'in', 'per', 'con', 'che', 'cosa', 'come', 'quanto', 'quanta', 'quando', 'dove', 'quale', 'mi', 'mio', 'mia', 'voi', 'vostro', 'si', 'ci', 'al', 'alla', 'posso', 'potete', 'avete', 'fate'],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma', 'e', 'ou', 'é', 'são', 'de', 'do', 'da', 'dos', 'das', 'em', 'no', 'na', 'para', 'por', 'com', 'que', 'como', 'quanto', 'quanta', 'quando', 'onde', 'qual', 'meu', 'minha', 'vocês', 'você', 'seu', 'sua', 'se', 'posso', 'podem', 'fazem', 'têm', 'tem', 'não'],
  ru: ['и', 'в', 'во', 'не', 'на', 'с', 'со', 'что', 'как', 'а', 'или', 'по', 'к', 'у', 'за', 'из', 'о', 'об', 'для', 'ли', 'вы', 'ваш', 'ваши', 'я', 'мой', 'мне', 'это', 'есть', 'сколько', 'когда', 'где', 'какой', 'какие', 'можно', 'могу', 'же', 'бы', 'до'],
  ja: ['は', 'が', 'を', 'に', 'で', 'と', 'の', 'も', 'へ', 'か', 'や', 'から', 'まで', 'です', 'ます', 'でした', 'ですか', 'ますか', 'ありますか', 'あります', 'する', 'して', 'した', 'ください', 'この', 'その', 'あの', 'どの', 'これ', 'それ', 'あなた', '私', 'たち', 'ね', 'よ', 'な', 'だ', 'いる', 'ある', 'こと', 'もの'],
  ko: ['이', '그', '저', '것', '수', '및', '등', '더', '또는', '그리고', '있나요', '있습니까', '있어요', '합니까', '하나요', '인가요', '입니까', '뭐예요', '무엇인가요', '어떻게', '제', '저는', '당신', '여러분'],
  zh: ['的', '了', '是', '在', '和', '或', '吗', '呢', '吧', '啊', '我', '我们', '你', '你们', '您', '他', '她', '它', '这', '那', '这个', '那个', '有', '也', '都', '就', '请', '一个', '什么', '怎么', '哪些', '可以', '能', '会', '要'],
  ar: ['في', 'من', 'على', 'إلى', 'عن', 'هل', 'ما', 'ماذا', 'كيف', 'كم', 'متى', 'أين', 'هذا', 'هذه', 'و', 'أو', 'أن', 'لا', 'مع', 'لكم', 'لديكم'],
  hi: ['का', 'की', 'के', 'है', 'हैं', 'में', 'से', 'को', 'पर', 'और', 'या', 'क्या', 'कैसे', 'कितना', 'कितने', 'कब', 'कहाँ', 'आप', 'आपके', 'मैं', 'मेरा', 'यह', 'वह', 'भी', 'तो', 'कर', 'सकते', 'सकता'],
};

/** Whole messages made only of one of these are greetings (matched lowercased, without punctuation). */
export const GREETINGS: Record<Language, readonly string[]> = {
  en: ['hi', 'hello', 'hey', 'hiya', 'howdy', 'good morning', 'good afternoon', 'good evening', 'hi there', 'hello there', 'hey there'],
  es: ['hola', 'buenos dias', 'buenos días', 'buenas tardes', 'buenas noches', 'buenas', 'hola buenas'],
  fr: ['bonjour', 'bonsoir', 'salut', 'coucou'],
  de: ['hallo', 'guten tag', 'guten morgen', 'guten abend', 'servus', 'moin', 'grüß gott'],
  it: ['ciao', 'buongiorno', 'buonasera', 'salve'],
  pt: ['olá', 'ola', 'oi', 'bom dia', 'boa tarde', 'boa noite'],
  ru: ['привет', 'здравствуйте', 'добрый день', 'доброе утро', 'добрый вечер'],
  ja: ['こんにちは', 'こんばんは', 'おはよう', 'おはようございます', 'もしもし'],
  ko: ['안녕하세요', '안녕', '안녕하십니까'],
  zh: ['你好', '您好', '嗨', '早上好', '晚上好'],
  ar: ['مرحبا', 'مرحبًا', 'أهلا', 'أهلاً', 'اهلا', 'السلام عليكم'],
  hi: ['नमस्ते', 'नमस्कार', 'हैलो', 'प्रणाम'],
};

/** Whole messages made only of one of these are thanks. */
export const THANKS: Record<Language, readonly string[]> = {
  en: ['thanks', 'thank you', 'thx', 'ty', 'thanks a lot', 'thank you so much', 'thanks so much', 'many thanks', 'cheers', 'great thanks', 'ok thanks', 'ok thank you', 'perfect thanks', 'thank you very much'],
  es: ['gracias', 'muchas gracias', 'mil gracias', 'vale gracias'],
  fr: ['merci', 'merci beaucoup', 'merci bien', 'super merci'],
  de: ['danke', 'danke schön', 'danke sehr', 'vielen dank', 'dankeschön', 'super danke'],
  it: ['grazie', 'grazie mille', 'molte grazie'],
  pt: ['obrigado', 'obrigada', 'muito obrigado', 'muito obrigada', 'valeu'],
  ru: ['спасибо', 'спасибо большое', 'большое спасибо', 'благодарю'],
  ja: ['ありがとう', 'ありがとうございます', 'どうもありがとう', 'どうもありがとうございます'],
  ko: ['감사합니다', '고마워요', '고마워', '고맙습니다'],
  zh: ['谢谢', '謝謝', '多谢', '非常感谢', '感谢', '谢谢你', '谢谢您'],
  ar: ['شكرا', 'شكرًا', 'شكرا جزيلا', 'شكرًا جزيلًا'],
  hi: ['धन्यवाद', 'शुक्रिया', 'बहुत धन्यवाद', 'बहुत शुक्रिया'],
};

/** Words that make a question about price, so sentences with amounts win. */
export const PRICE_WORDS = /(?<!\p{L})(how much|price|prices|pricing|cost|costs|fee|fees|cuánto|cuanto|precio|precios|cuesta|prix|combien|coût|tarif|tarifs|kostet|kosten|preis|preise|gebühr|quanto|prezzo|prezzi|costa|preço|preços|custa|сколько|цена|цены|стоимость|стоит)(?!\p{L})|いくら|価格|料金|値段|얼마|가격|요금|多少钱|价格|价钱|费用|كم سعر|سعر|تكلفة|कितना|कितने|कीमत|दाम|शुल्क/iu;

/** Words that make a question about time or opening hours, so sentences with times and days win. */
export const TIME_WORDS = /(?<!\p{L})(when|hours|open|opening|close|closing|cuándo|cuando|horario|horarios|abierto|abren|quand|heures|horaires|ouvert|ouvre|wann|öffnungszeiten|geöffnet|quando|orari|orario|aperto|horário|horários|aberto|abre|когда|часы|открыт|работаете)(?!\p{L})|いつ|営業時間|何時|언제|영업시간|몇 시|什么时候|营业时间|几点|متى|ساعات|كब|समय/iu;

/** Words that ask "how long" or "how many", so sentences with durations and numbers win. */
export const QUANTITY_WORDS = /(?<!\p{L})(how long|how many|how soon|delivery time|cuánto tiempo|cuántos|cuántas|combien de temps|combien de|wie lange|wie viele|quanto tempo|quanti|quante|quantos|quantas|как долго|сколько)(?!\p{L})|どのくらい|何日|얼마나|多久|多长时间|كم من الوقت|कितने दिन/iu;
