import { assistantSchema, conversationSchema, type Assistant, type UpdateAssistantInput } from '@siteline/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** PATCH /api/assistants/{id}: the fields the detail screen edits. */
export function updateAssistantRequest(id: string, input: UpdateAssistantInput): Promise<Assistant> {
  return apiRequest('PATCH', `/api/assistants/${encodeURIComponent(id)}`, assistantSchema, input);
}

/** GET /api/assistants/{id}/conversations/download, saved as '{name}-conversations.json'. */
export async function downloadAssistantConversations(assistant: Pick<Assistant, 'id' | 'name'>): Promise<void> {
  const conversations = await apiRequest('GET', `/api/assistants/${encodeURIComponent(assistant.id)}/conversations/download`, conversationSchema.array());
  const blob = new Blob([JSON.stringify(conversations, null, 2)], { type: 'application/json' });
  saveBlob(blob, `${assistant.name.replace(/[^\w.-]+/g, '-')}-conversations.json`);
}

/** POST /api/assistants/{id}/rotate-key: the assistant with a new API key; the old key stops working. */
export function rotateApiKeyRequest(id: string): Promise<Assistant> {
  return apiRequest('POST', `/api/assistants/${encodeURIComponent(id)}/rotate-key`, assistantSchema);
}
