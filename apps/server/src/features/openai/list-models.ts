import type { OpenAiModelList } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { listModelAssistants, type KeyCaller } from './openai-access.ts';

/** The assistants the key may use, as OpenAI's model list (the model id is the assistant id). */
export async function listModels(ctx: AppContext, caller: KeyCaller): Promise<OpenAiModelList> {
  const assistants = await listModelAssistants(ctx, caller);
  return {
    object: 'list',
    data: assistants.map((a) => ({ id: a.id, object: 'model', created: Math.floor(a.createdAt.getTime() / 1000), owned_by: 'siteline', name: a.name })),
  };
}
