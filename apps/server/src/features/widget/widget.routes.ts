import { Transform, type Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRequestSchema, chatResponseSchema, messageResponseSchema, ratingRequestSchema, sessionIdSchema, widgetConfigSchema } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { sendEventStream, wantsEventStream } from '../../http/sse.ts';
import { answerQuestion } from '../chat/answer-question.ts';
import { streamAnswer, toChatStreamError, type Answer } from '../chat/stream-answer.ts';
import { PREVIEW_TOKEN_HEADER, resolveWidgetAccess } from './widget-access.ts';
import { readWidgetConfig } from './read-widget-config.ts';
import { answerVisitor } from './answer-visitor.ts';
import { rateConversation } from './rate-conversation.ts';
import { checkUpload, uploadBodyLimit, uploadTooLarge } from './check-upload.ts';
import { uploadMessage } from './upload-message.ts';
import { admitUpload, type AdmittedUpload } from './admit-upload.ts';
import { CROSS_ORIGIN_HEADERS } from '../../http/security-headers.ts';
import { CHAT_BODY_LIMIT } from '../../http/body-limits.ts';
import { DEFAULT_EMBED_CONFIG } from '@siteline/contract';

const params = z.object({ assistantId: z.string().max(100) });

/** The largest upload body any assistant may accept (the embed schema's 10 MB file bound). */
const UPLOAD_BODY_LIMIT = uploadBodyLimit({ ...DEFAULT_EMBED_CONFIG, maxFileSize: 10_485_760 });
const uploadBodySchema = z.object({
  sessionId: sessionIdSchema,
  fileName: z.string().trim().min(1, 'fileName is required').max(255, 'fileName must be 255 characters or less'),
  contentType: z.string().trim().max(200).optional(),
  dataBase64: z.string().min(1, 'dataBase64 is required'),
  stream: z.boolean().optional(),
});

/**
 * Public endpoints the embeddable widget calls from the owner's site. No secret is in the page:
 * they are guarded by the assistant's origin allowlist and per-IP daily limits instead.
 */
export const widgetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admitted = new WeakMap<FastifyRequest, AdmittedUpload & Awaited<ReturnType<typeof resolveWidgetAccess>>>();

  /** The assistant, if the page's origin may use it; an allowed origin gets CORS headers, a refused one none. */
  const access = async (request: FastifyRequest, reply: FastifyReply, assistantId: string) => {
    const token = request.headers[PREVIEW_TOKEN_HEADER];
    const { origin } = request.headers;
    const found = await resolveWidgetAccess(
      ctx,
      { origin, previewToken: typeof token === 'string' ? token : undefined, serverOrigin: `${request.protocol}://${request.host}` },
      assistantId,
    );
    if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    return found;
  };

  /** The answer as JSON, or as a token stream when the client asked for one. */
  const sendAnswer = (request: FastifyRequest, reply: FastifyReply, body: { stream?: boolean }, answer: Answer) =>
    wantsEventStream(request, body)
      ? sendEventStream(
          app,
          request,
          reply,
          (signal) => streamAnswer(answer, signal),
          (error) => toChatStreamError(error, request.log),
        )
      : answer({});

  app.options('/*', CROSS_ORIGIN_HEADERS, async (request, reply) => {
    const origin = request.headers.origin;
    if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', `content-type, accept, ${PREVIEW_TOKEN_HEADER}`)
      .header('access-control-max-age', '86400')
      .status(204)
      .send();
  });

  app.get('/:assistantId/config', { ...CROSS_ORIGIN_HEADERS, schema: { params, response: { 200: widgetConfigSchema } } }, async (request, reply) => {
    const found = await access(request, reply, request.params.assistantId);
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Accept-Language');
    return readWidgetConfig(ctx, found, request.headers['accept-language']);
  });

  app.post(
    '/:assistantId/chat',
    {
      ...CROSS_ORIGIN_HEADERS,
      bodyLimit: CHAT_BODY_LIMIT,
      schema: { params, body: chatRequestSchema.omit({ conversationId: true }).extend({ sessionId: sessionIdSchema }), response: { 200: chatResponseSchema } },
    },
    async (request, reply) => {
      const found = await access(request, reply, request.params.assistantId);
      return sendAnswer(request, reply, request.body, (hooks) => answerVisitor(ctx, { ...found, ip: request.ip, request: request.body }, hooks));
    },
  );

  app.post(
    '/:assistantId/rating',
    { ...CROSS_ORIGIN_HEADERS, schema: { params, body: ratingRequestSchema, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const { assistant } = await access(request, reply, request.params.assistantId);
      await rateConversation(ctx, assistant, { ip: request.ip, sessionId: request.body.sessionId, rating: request.body.rating });
      return { message: 'Thanks for your feedback!' };
    },
  );

  app.post(
    '/:assistantId/upload',
    {
      ...CROSS_ORIGIN_HEADERS,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { params, body: uploadBodySchema, response: { 200: z.union([chatResponseSchema, messageResponseSchema]) } },
      // Decided before a byte of the body is read: an upload nobody may send is refused at once.
      preParsing: async (request, reply, payload) => {
        // A refused upload's body is never read: the connection closes after the answer.
        reply.header('connection', 'close');
        const found = await access(request, reply, request.params.assistantId);
        const declared = Number(request.headers['content-length']);
        const admission = await admitUpload(ctx, { ...found, ip: request.ip, declaredLength: Number.isFinite(declared) ? declared : undefined });
        reply.removeHeader('connection');
        admitted.set(request, { ...found, ...admission });
        return capBody(payload, admission.bodyLimit, () => uploadTooLarge(admission.config));
      },
    },
    async (request, reply) => {
      const { assistant, owner, config } = admitted.get(request)!;
      const { fileName, sessionId } = request.body;
      const { text } = checkUpload(config, request.body);
      if (text === undefined) {
        return { message: `Thanks, ${fileName} was received. I can only read the text of .txt files, so please describe in a message what you need.` };
      }
      const message = uploadMessage(fileName, text);
      return sendAnswer(request, reply, request.body, (hooks) =>
        answerQuestion(ctx, { assistant, owner, channel: 'widget', request: { message, sessionId }, ...hooks }),
      );
    },
  );
};

/** Passes a request body through, failing it with `tooLarge()` once it exceeds `limit` bytes. */
function capBody(payload: Readable, limit: number, tooLarge: () => Error): Readable {
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > limit ? tooLarge() : null, received > limit ? undefined : chunk);
    },
  });
  payload.on('error', (error) => capped.destroy(error));
  return payload.pipe(capped);
}
