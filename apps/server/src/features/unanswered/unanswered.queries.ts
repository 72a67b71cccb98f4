import type { LowRatedAnswer, UnansweredQuestion } from '@siteline/contract';
import type { Database } from '../../db/client.ts';

type Query = Database['query'];

const LIST_MAX = 100;
const LOW_RATED_MAX = 20;
/** Ratings of 1 or 2 out of 5. */
const LOW_RATING = 2;

/**
 * Counts a question the assistant could not answer. Questions with the same words in the assistant's
 * language (stemmed, stop words dropped, any order) share one entry; asking a dismissed one again brings it back.
 */
export async function upsertUnansweredQuestion(
  query: Query,
  input: { assistantId: string; question: string; searchConfig: string; askedAt: Date },
): Promise<void> {
  await query(
    `INSERT INTO unanswered_questions (assistant_id, group_key, question, last_asked_at)
     VALUES ($1, md5(coalesce(nullif(array_to_string(tsvector_to_array(to_tsvector($2::regconfig, $3)), ' '), ''), lower(btrim($3)))), $3, $4)
     ON CONFLICT (assistant_id, group_key) DO UPDATE
       SET asked_count = unanswered_questions.asked_count + 1, question = excluded.question,
           last_asked_at = greatest(unanswered_questions.last_asked_at, excluded.last_asked_at), dismissed_at = NULL`,
    [input.assistantId, input.searchConfig, input.question, input.askedAt.toISOString()],
    { name: 'record_unanswered_question' },
  );
}

/** The questions not dismissed, most recently asked first. */
export async function listUnansweredQuestions(query: Query, assistantId: string): Promise<UnansweredQuestion[]> {
  const rows = await query(
    `SELECT id, question, asked_count, last_asked_at FROM unanswered_questions
      WHERE assistant_id = $1 AND dismissed_at IS NULL ORDER BY last_asked_at DESC, id LIMIT ${LIST_MAX}`,
    [assistantId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    question: String(row.question),
    askedCount: Number(row.asked_count),
    lastAskedAt: new Date(row.last_asked_at as string).toISOString(),
  }));
}

export async function dismissUnansweredQuestion(query: Query, assistantId: string, id: string): Promise<boolean> {
  const rows = await query('UPDATE unanswered_questions SET dismissed_at = now() WHERE assistant_id = $1 AND id = $2::uuid RETURNING id', [assistantId, id]);
  return rows.length > 0;
}

/** The last answer of each conversation a visitor rated low, with the question it answered. */
export async function listLowRatedAnswers(query: Query, assistantId: string): Promise<LowRatedAnswer[]> {
  const rows = await query(
    `SELECT c.id, c.satisfaction_rating, q.content AS question, r.content AS answer, r.created_at
       FROM conversations c
       JOIN LATERAL (
         SELECT content, created_at FROM messages WHERE conversation_id = c.id AND role = 'assistant' ORDER BY created_at DESC LIMIT 1
       ) r ON true
       LEFT JOIN LATERAL (
         SELECT content FROM messages WHERE conversation_id = c.id AND role = 'user' AND created_at <= r.created_at ORDER BY created_at DESC LIMIT 1
       ) q ON true
      WHERE c.assistant_id = $1 AND c.satisfaction_rating <= ${LOW_RATING}
      ORDER BY c.updated_at DESC LIMIT ${LOW_RATED_MAX}`,
    [assistantId],
  );
  return rows.map((row) => ({
    conversationId: String(row.id),
    rating: Number(row.satisfaction_rating),
    question: String(row.question ?? ''),
    answer: String(row.answer),
    answeredAt: new Date(row.created_at as string).toISOString(),
  }));
}
