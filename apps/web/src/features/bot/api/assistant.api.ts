import type { Assistant, UpdateAssistantInput } from '@siteline/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveBlob } from '../../embed/lib/save-blob.ts';

/** PATCH /api/assistants/{id}: the fields the detail screen edits. */
export function updateAssistantRequest(id: string, input: UpdateAssistantInput): Promise<Assistant> {
  return apiRequest<Assistant>('PATCH', `/api/assistants/${encodeURIComponent(id)}`, input);
}

/** GET /api/assistants/{id}/conversations/download, saved as '{name}-conversations.json'. */
export async function downloadAssistantConversations(assistant: Pick<Assistant, 'id' | 'name'>): Promise<void> {
  const conversations = await apiRequest<unknown>('GET', `/api/assistants/${encodeURIComponent(assistant.id)}/conversations/download`);
  const blob = new Blob([JSON.stringify(conversations, null, 2)], { type: 'application/json' });
  saveBlob(blob, `${assistant.name.replace(/[^\w.-]+/g, '-')}-conversations.json`);
}
