import { MESSAGE_MAX } from '@siteline/contract';

/**
 * The visitor message a text upload becomes: the file name, then as much of its text as fits in one
 * message, so the assistant answers about the file and the owner sees it in the conversation.
 */
export function uploadMessage(fileName: string, text: string): string {
  const head = `📎 ${fileName}\n\n`;
  const body = text.replace(/\r\n?/g, '\n').trim();
  const room = MESSAGE_MAX - head.length;
  const truncated = '\n[…]';
  return head + (body.length <= room ? body : body.slice(0, room - truncated.length) + truncated);
}
