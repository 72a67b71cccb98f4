import type { Language } from '@siteline/contract';

/** Every sentence the built-in engine writes itself; {name} and {website} are filled in. */
export const MESSAGE_KEYS = [
  'greeting', 'thanks', 'fallback', 'fallbackNoWebsite', 'source', 'sources', 'foundIntro',
  'openerFriendly', 'openerCasual', 'openerEnthusiastic', 'openerEmpathetic', 'openerFormal', 'closerEncouraging',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

export const MESSAGES: Record<Language, Record<MessageKey, string>> = {
  en: {
    greeting: "Hello! I'm the {name} assistant. How can I help you today?",
    thanks: "You're welcome! Is there anything else I can help you with?",
    fallback: "I'm sorry, I couldn't find that information on our website. Please contact us through {website} and we'll be glad to help.",
    fallbackNoWebsite: "I'm sorry, I couldn't find that information. Please contact us directly and we'll be glad to help.",
    source: 'Source', sources: 'Sources', foundIntro: "Here's what I found:",
    openerFriendly: 'Happy to help!', openerCasual: 'Sure!', openerEnthusiastic: 'Great question!',
    openerEmpathetic: 'I understand, let me help.', openerFormal: 'Thank you for your question.',
    closerEncouraging: "Don't hesitate to ask if you have any other questions!",
  },
  es: {
    greeting: '¡Hola! Soy el asistente de {name}. ¿En qué puedo ayudarte hoy?',
    thanks: '¡De nada! ¿Hay algo más en lo que pueda ayudarte?',
    fallback: 'Lo siento, no he encontrado esa información en nuestro sitio web. Contáctanos a través de {website} y te ayudaremos con gusto.',
    fallbackNoWebsite: 'Lo siento, no he encontrado esa información. Contáctanos directamente y te ayudaremos con gusto.',
    source: 'Fuente', sources: 'Fuentes', foundIntro: 'Esto es lo que he encontrado:',
    openerFriendly: '¡Encantado de ayudarte!', openerCasual: '¡Claro!', openerEnthusiastic: '¡Excelente pregunta!',
    openerEmpathetic: 'Entiendo, déjame ayudarte.', openerFormal: 'Gracias por su consulta.',
    closerEncouraging: '¡No dudes en preguntar si tienes alguna otra duda!',
  },
  fr: {
    greeting: "Bonjour ! Je suis l'assistant de {name}. Comment puis-je vous aider aujourd'hui ?",
    thanks: "Je vous en prie ! Puis-je vous aider pour autre chose ?",
    fallback: "Désolé, je n'ai pas trouvé cette information sur notre site. Contactez-nous via {website} et nous vous aiderons avec plaisir.",
    fallbackNoWebsite: "Désolé, je n'ai pas trouvé cette information. Contactez-nous directement et nous vous aiderons avec plaisir.",
    source: 'Source', sources: 'Sources', foundIntro: "Voici ce que j'ai trouvé :",
    openerFriendly: 'Avec plaisir !', openerCasual: 'Bien sûr !', openerEnthusiastic: 'Excellente question !',
    openerEmpathetic: 'Je comprends, laissez-moi vous aider.', openerFormal: 'Merci pour votre question.',
    closerEncouraging: "N'hésitez pas si vous avez d'autres questions !",
  },
  de: {
    greeting: 'Hallo! Ich bin der Assistent von {name}. Wie kann ich Ihnen heute helfen?',
    thanks: 'Gern geschehen! Kann ich Ihnen sonst noch weiterhelfen?',
    fallback: 'Leider habe ich diese Information auf unserer Website nicht gefunden. Bitte kontaktieren Sie uns über {website}, wir helfen Ihnen gerne weiter.',
    fallbackNoWebsite: 'Leider habe ich diese Information nicht gefunden. Bitte kontaktieren Sie uns direkt, wir helfen Ihnen gerne weiter.',
    source: 'Quelle', sources: 'Quellen', foundIntro: 'Das habe ich gefunden:',
    openerFriendly: 'Gerne helfe ich Ihnen!', openerCasual: 'Klar!', openerEnthusiastic: 'Tolle Frage!',
    openerEmpathetic: 'Ich verstehe, ich helfe Ihnen gerne.', openerFormal: 'Vielen Dank für Ihre Anfrage.',
    closerEncouraging: 'Fragen Sie gerne, wenn Sie noch weitere Fragen haben!',
  },
  it: {
    greeting: "Ciao! Sono l'assistente di {name}. Come posso aiutarti oggi?",
    thanks: 'Prego! Posso aiutarti con qualcos\'altro?',
    fallback: 'Mi dispiace, non ho trovato questa informazione sul nostro sito. Contattaci tramite {website} e saremo felici di aiutarti.',
    fallbackNoWebsite: 'Mi dispiace, non ho trovato questa informazione. Contattaci direttamente e saremo felici di aiutarti.',
    source: 'Fonte', sources: 'Fonti', foundIntro: 'Ecco cosa ho trovato:',
    openerFriendly: 'Felice di aiutarti!', openerCasual: 'Certo!', openerEnthusiastic: 'Ottima domanda!',
    openerEmpathetic: 'Capisco, lascia che ti aiuti.', openerFormal: 'La ringraziamo per la sua domanda.',
    closerEncouraging: 'Non esitare a chiedere se hai altre domande!',
  },
  pt: {
    greeting: 'Olá! Sou o assistente de {name}. Como posso ajudar você hoje?',
    thanks: 'De nada! Posso ajudar em mais alguma coisa?',
    fallback: 'Desculpe, não encontrei essa informação no nosso site. Entre em contato conosco por {website} e teremos prazer em ajudar.',
    fallbackNoWebsite: 'Desculpe, não encontrei essa informação. Entre em contato conosco diretamente e teremos prazer em ajudar.',
    source: 'Fonte', sources: 'Fontes', foundIntro: 'Veja o que encontrei:',
    openerFriendly: 'Fico feliz em ajudar!', openerCasual: 'Claro!', openerEnthusiastic: 'Ótima pergunta!',
    openerEmpathetic: 'Entendo, deixe-me ajudar.', openerFormal: 'Agradecemos a sua pergunta.',
    closerEncouraging: 'Não hesite em perguntar se tiver outras dúvidas!',
  },
  ru: {
    greeting: 'Здравствуйте! Я помощник {name}. Чем могу помочь?',
    thanks: 'Пожалуйста! Могу ли я помочь чем-нибудь ещё?',
    fallback: 'К сожалению, я не нашёл этой информации на нашем сайте. Свяжитесь с нами через {website}, и мы с радостью поможем.',
    fallbackNoWebsite: 'К сожалению, я не нашёл этой информации. Свяжитесь с нами напрямую, и мы с радостью поможем.',
    source: 'Источник', sources: 'Источники', foundIntro: 'Вот что я нашёл:',
    openerFriendly: 'С радостью помогу!', openerCasual: 'Конечно!', openerEnthusiastic: 'Отличный вопрос!',
    openerEmpathetic: 'Понимаю, давайте разберёмся.', openerFormal: 'Благодарим вас за вопрос.',
    closerEncouraging: 'Если у вас есть другие вопросы, не стесняйтесь спрашивать!',
  },
  ja: {
    greeting: 'こんにちは！{name}のアシスタントです。本日はどのようなご用件でしょうか？',
    thanks: 'どういたしまして！ほかにお手伝いできることはありますか？',
    fallback: '申し訳ありませんが、その情報はウェブサイトで見つかりませんでした。{website} からお問い合わせいただければ、喜んでお手伝いいたします。',
    fallbackNoWebsite: '申し訳ありませんが、その情報は見つかりませんでした。直接お問い合わせいただければ、喜んでお手伝いいたします。',
    source: '出典', sources: '出典', foundIntro: '見つかった情報は次のとおりです：',
    openerFriendly: '喜んでお手伝いします！', openerCasual: 'もちろん！', openerEnthusiastic: '素晴らしいご質問です！',
    openerEmpathetic: 'お気持ちはよくわかります。お手伝いさせてください。', openerFormal: 'お問い合わせいただきありがとうございます。',
    closerEncouraging: 'ほかにご質問があれば、お気軽にお尋ねください！',
  },
  ko: {
    greeting: '안녕하세요! {name}의 어시스턴트입니다. 오늘 무엇을 도와드릴까요?',
    thanks: '천만에요! 더 도와드릴 일이 있을까요?',
    fallback: '죄송합니다. 웹사이트에서 해당 정보를 찾지 못했습니다. {website}를 통해 문의해 주시면 기꺼이 도와드리겠습니다.',
    fallbackNoWebsite: '죄송합니다. 해당 정보를 찾지 못했습니다. 직접 문의해 주시면 기꺼이 도와드리겠습니다.',
    source: '출처', sources: '출처', foundIntro: '찾은 내용은 다음과 같습니다:',
    openerFriendly: '기꺼이 도와드릴게요!', openerCasual: '물론이죠!', openerEnthusiastic: '좋은 질문이에요!',
    openerEmpathetic: '이해합니다. 도와드릴게요.', openerFormal: '문의해 주셔서 감사합니다.',
    closerEncouraging: '다른 궁금한 점이 있으면 언제든지 물어보세요!',
  },
  zh: {
    greeting: '您好！我是{name}的助手。今天有什么可以帮您？',
    thanks: '不客气！还有什么可以帮您的吗？',
    fallback: '抱歉，我在我们的网站上没有找到这方面的信息。请通过 {website} 联系我们，我们很乐意为您提供帮助。',
    fallbackNoWebsite: '抱歉，我没有找到这方面的信息。请直接联系我们，我们很乐意为您提供帮助。',
    source: '来源', sources: '来源', foundIntro: '以下是我找到的信息：',
    openerFriendly: '很乐意为您效劳！', openerCasual: '当然！', openerEnthusiastic: '好问题！',
    openerEmpathetic: '我理解，让我来帮您。', openerFormal: '感谢您的咨询。',
    closerEncouraging: '如果还有其他问题，欢迎随时提问！',
  },
  ar: {
    greeting: 'مرحبًا! أنا مساعد {name}. كيف يمكنني مساعدتك اليوم؟',
    thanks: 'على الرحب والسعة! هل هناك أي شيء آخر يمكنني مساعدتك به؟',
    fallback: 'عذرًا، لم أجد هذه المعلومة على موقعنا. يرجى التواصل معنا عبر {website} وسيسعدنا مساعدتك.',
    fallbackNoWebsite: 'عذرًا، لم أجد هذه المعلومة. يرجى التواصل معنا مباشرة وسيسعدنا مساعدتك.',
    source: 'المصدر', sources: 'المصادر', foundIntro: 'إليك ما وجدته:',
    openerFriendly: 'يسعدني مساعدتك!', openerCasual: 'بالتأكيد!', openerEnthusiastic: 'سؤال رائع!',
    openerEmpathetic: 'أتفهم ذلك، دعني أساعدك.', openerFormal: 'نشكرك على سؤالك.',
    closerEncouraging: 'لا تتردد في السؤال إذا كانت لديك أسئلة أخرى!',
  },
  hi: {
    greeting: 'नमस्ते! मैं {name} का सहायक हूँ। आज मैं आपकी क्या मदद कर सकता हूँ?',
    thanks: 'आपका स्वागत है! क्या मैं आपकी किसी और चीज़ में मदद कर सकता हूँ?',
    fallback: 'क्षमा करें, मुझे यह जानकारी हमारी वेबसाइट पर नहीं मिली। कृपया {website} के माध्यम से हमसे संपर्क करें, हमें आपकी मदद करके खुशी होगी।',
    fallbackNoWebsite: 'क्षमा करें, मुझे यह जानकारी नहीं मिली। कृपया सीधे हमसे संपर्क करें, हमें आपकी मदद करके खुशी होगी।',
    source: 'स्रोत', sources: 'स्रोत', foundIntro: 'मुझे यह जानकारी मिली:',
    openerFriendly: 'आपकी मदद करके खुशी होगी!', openerCasual: 'ज़रूर!', openerEnthusiastic: 'बहुत अच्छा सवाल!',
    openerEmpathetic: 'मैं समझता हूँ, मैं आपकी मदद करता हूँ।', openerFormal: 'आपके प्रश्न के लिए धन्यवाद।',
    closerEncouraging: 'अगर आपके कोई और सवाल हों, तो बेझिझक पूछें!',
  },
};

/** A catalogue sentence in one language with its placeholders filled. */
export function formatMessage(language: Language, key: MessageKey, values: { name?: string; website?: string } = {}): string {
  const template = (MESSAGES[language] ?? MESSAGES.en)[key];
  return template.replace('{name}', values.name ?? '').replace('{website}', values.website ?? '');
}
