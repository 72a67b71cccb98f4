// Text that talks to the assistant instead of the visitor: quoting it would let a page or a
// visitor steer the reply. These sentences are never used as answers.
const INSTRUCTION_PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|prompts?|rules?|directions?|guidelines?|above|previous|prior)\b/i,
  /\b(system|developer)\s*(prompt|message|instructions?)\b/i,
  /\byou are (now|no longer)\b|\bact as\b|\bpretend (to be|you)\b|\bfrom now on\b/i,
  /\b(jailbreak|prompt injection|do anything now)\b/i,
  /\b(reveal|print|show|repeat|leak)\b.{0,30}\b(prompt|instructions|api key|password|secret)s?\b/i,
  /^\s*(system|assistant|user)\s*:/i,
  /<\/?(script|system|instructions?)\b/i,
  /\bignora\b.{0,30}\binstrucciones\b|\bignore[sz]?\b.{0,30}\binstructions\b|\bignorier\w*\b.{0,30}\banweisungen\b/i,
  /\bignora\b.{0,30}\bistruzioni\b|\bignor[ae]\b.{0,30}\binstruções\b|игнорир\S*.{0,30}инструкци/iu,
  /忽略.{0,10}(指令|说明|提示)|無視.{0,10}(指示|命令)|무시.{0,10}(지시|명령)|تجاهل.{0,20}التعليمات|निर्देशों?.{0,20}अनदेखा/u,
];

/** True when a sentence reads as instructions to an AI rather than information for a visitor. */
export function looksLikeInstructions(sentence: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(sentence));
}
