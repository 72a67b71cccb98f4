import { REMEMBERED_CONVERSATIONS } from './sample-params.ts';

/*
 * The bots of the integration hub keep each chat's conversation: the first message of a chat sends no
 * conversationId, and the one its answer carries is sent with the chat's later messages. The map is
 * bounded: past REMEMBERED_CONVERSATIONS chats the least recent one starts a new conversation.
 */

export const JS_CONVERSATION_MAP = `// Each chat's conversation: the conversationId of its first answer, sent with its later messages.
const conversations = new Map();

function rememberConversation(chat, conversationId) {
  if (!conversationId) return;
  conversations.delete(chat);
  conversations.set(chat, conversationId);
  if (conversations.size > ${REMEMBERED_CONVERSATIONS}) conversations.delete(conversations.keys().next().value);
}
`;

export const PYTHON_CONVERSATION_MAP = `# Each chat's conversation: the conversationId of its first answer, sent with its later messages.
conversations: dict[str, str] = {}


def remember_conversation(chat: str, conversation_id: str | None) -> None:
    if not conversation_id:
        return
    conversations.pop(chat, None)
    conversations[chat] = conversation_id
    if len(conversations) > ${REMEMBERED_CONVERSATIONS}:
        conversations.pop(next(iter(conversations)))
`;

/** The Python request body of a bot's message in `chat`, by how its conversation continues. */
export function pythonPayload(continueWith: 'conversationId' | 'sessionId', sessionId: string): string {
  return continueWith === 'conversationId'
    ? `payload = {"message": question}
    if chat in conversations:
        payload["conversationId"] = conversations[chat]`
    : `payload = {"message": question, "sessionId": ${sessionId}}`;
}
