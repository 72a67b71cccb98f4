import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import { signPreviewToken } from '../widget/preview-token.ts';

/** The token the customiser's sandboxed preview sends to the widget endpoints (see preview-token.ts). */
export async function issuePreviewToken(ctx: AppContext, owner: UserRow, assistantId: string): Promise<{ token: string }> {
  const assistant = await requireOwnedAssistant(ctx, owner.id, assistantId);
  return { token: signPreviewToken(ctx.keyring.current.widgetPreviewSigning, assistant.id) };
}
