import type { TaughtAnswer } from '@siteline/contract';
import type { Database } from '../../db/client.ts';

type Query = Database['query'];

export interface TaughtAnswerCandidate {
  id: string;
  question: string;
  answer: string;
  /** Words (lexemes) of the taught question, of the visitor's question, and shared by both. */
  taughtWords: number;
  askedWords: number;
  sharedWords: number;
  embedding: number[] | null;
}

const COLUMNS = 'id, question, answer, created_at, updated_at';

function toTaughtAnswer(row: Record<string, unknown>): TaughtAnswer {
  return {
    id: String(row.id),
    question: String(row.question),
    answer: String(row.answer),
    createdAt: new Date(row.created_at as string).toISOString(),
    updatedAt: new Date(row.updated_at as string).toISOString(),
  };
}

export async function listTaughtAnswerRows(query: Query, assistantId: string): Promise<TaughtAnswer[]> {
  const rows = await query(`SELECT ${COLUMNS} FROM taught_answers WHERE assistant_id = $1 ORDER BY created_at DESC, id`, [assistantId]);
  return rows.map(toTaughtAnswer);
}

export async function countTaughtAnswers(query: Query, assistantId: string): Promise<number> {
  const [row] = await query('SELECT count(*)::int AS n FROM taught_answers WHERE assistant_id = $1', [assistantId]);
  return Number(row?.n ?? 0);
}

export interface TaughtAnswerValues {
  question: string;
  answer: string;
  searchConfig: string;
  embedding: number[] | null;
  embeddingModel: string | null;
}

export async function insertTaughtAnswer(query: Query, assistantId: string, values: TaughtAnswerValues): Promise<TaughtAnswer> {
  const [row] = await query(
    `INSERT INTO taught_answers (assistant_id, question, answer, search_config, embedding, embedding_model)
     VALUES ($1, $2, $3, $4::regconfig, $5::jsonb, $6) RETURNING ${COLUMNS}`,
    [assistantId, values.question, values.answer, values.searchConfig, values.embedding && JSON.stringify(values.embedding), values.embeddingModel],
  );
  return toTaughtAnswer(row!);
}

export async function updateTaughtAnswerRow(query: Query, assistantId: string, id: string, values: TaughtAnswerValues): Promise<TaughtAnswer | undefined> {
  const [row] = await query(
    `UPDATE taught_answers SET question = $3, answer = $4, search_config = $5::regconfig, embedding = $6::jsonb, embedding_model = $7, updated_at = now()
      WHERE assistant_id = $1 AND id = $2::uuid RETURNING ${COLUMNS}`,
    [assistantId, id, values.question, values.answer, values.searchConfig, values.embedding && JSON.stringify(values.embedding), values.embeddingModel],
  );
  return row && toTaughtAnswer(row);
}

export async function deleteTaughtAnswerRow(query: Query, assistantId: string, id: string): Promise<boolean> {
  const rows = await query('DELETE FROM taught_answers WHERE assistant_id = $1 AND id = $2::uuid RETURNING id', [assistantId, id]);
  return rows.length > 0;
}

/**
 * The assistant's taught answers with how many words each shares with the visitor's question, in the
 * assistant's language (stemmed, without stop words); the embedding only under `model`.
 */
export async function readTaughtAnswerCandidates(
  query: Query,
  input: { assistantId: string; question: string; searchConfig: string; model?: string },
): Promise<TaughtAnswerCandidate[]> {
  const rows = await query(
    `WITH asked AS (SELECT tsvector_to_array(to_tsvector($2::regconfig, $3)) AS words)
     SELECT t.id, t.question, t.answer,
            cardinality(tsvector_to_array(t.search_vector)) AS taught_words,
            cardinality(asked.words) AS asked_words,
            cardinality(ARRAY(SELECT unnest(tsvector_to_array(t.search_vector)) INTERSECT SELECT unnest(asked.words))) AS shared_words,
            CASE WHEN t.embedding_model = $4 THEN t.embedding END AS embedding
       FROM taught_answers t, asked
      WHERE t.assistant_id = $1`,
    [input.assistantId, input.searchConfig, input.question, input.model ?? null],
    { name: 'taught_answer_candidates' },
  );
  return rows.map((row) => ({
    id: String(row.id),
    question: String(row.question),
    answer: String(row.answer),
    taughtWords: Number(row.taught_words),
    askedWords: Number(row.asked_words),
    sharedWords: Number(row.shared_words),
    embedding: (row.embedding as number[] | null) ?? null,
  }));
}
