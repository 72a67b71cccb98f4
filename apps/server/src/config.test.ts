import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('embedding configuration', () => {
  it('asks for the endpoint when only EMBEDDING_MODEL is set', () => {
    expect(() => loadConfig({ EMBEDDING_MODEL: 'text-embedding-3-small' })).toThrow(/EMBEDDING_MODEL needs LLM_BASE_URL/);
  });

  it('embeds through the LLM endpoint, with or without a chat model', () => {
    const both = loadConfig({ LLM_BASE_URL: 'http://llm.test/v1', LLM_API_KEY: 'sk-1', LLM_MODEL: 'chat', EMBEDDING_MODEL: 'embed' });
    expect(both.embedding).toEqual({ baseUrl: 'http://llm.test/v1', apiKey: 'sk-1', model: 'embed' });
    const embeddingsOnly = loadConfig({ LLM_BASE_URL: 'http://llm.test/v1', EMBEDDING_MODEL: 'embed' });
    expect(embeddingsOnly.embedding).toEqual({ baseUrl: 'http://llm.test/v1', apiKey: '', model: 'embed' });
    expect(embeddingsOnly.llm).toBeUndefined();
  });

  it('still refuses an endpoint with nothing to use it for, and lists every problem', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://llm.test/v1' })).toThrow(/LLM_BASE_URL needs LLM_MODEL/);
    expect(() => loadConfig({ LLM_MODEL: 'chat', EMBEDDING_MODEL: 'embed' })).toThrow(/LLM_MODEL needs LLM_BASE_URL\n {2}EMBEDDING_MODEL needs LLM_BASE_URL/);
  });

  it('leaves embeddings off by default', () => {
    expect(loadConfig({}).embedding).toBeUndefined();
  });
});
