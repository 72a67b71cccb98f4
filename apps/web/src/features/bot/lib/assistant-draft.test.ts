import { describe, expect, it } from 'vitest';
import type { Assistant } from '@siteline/contract';
import {
  acceptContextInput,
  contextCounter,
  filterNameInput,
  filterNamePaste,
  isDraftChanged,
  parseOriginInput,
  promptTemplateSize,
  toDraft,
  toUpdateInput,
  validateDraft,
} from './assistant-draft.ts';
import { sampleAssistant } from '../../../test/sample-assistant.ts';

const assistant: Assistant = sampleAssistant({
  id: 'a1',
  context: 'Coffee roaster',
  websiteUrl: 'https://harbor.example',
  apiKey: 'sk_1234567890',
  crawlStatus: 'done',
  createdAt: '',
  updatedAt: '',
});

describe('assistant draft', () => {
  it('strips disallowed name characters as you type and caps at 100', () => {
    expect(filterNameInput('Café <Bistro>™ (Paris), #1!')).toBe('Café Bistro (Paris), 1');
    expect(filterNameInput('a'.repeat(120))).toHaveLength(100);
  });

  it('trims pasted text and inserts it at the cursor', () => {
    expect(filterNamePaste('Shop ', '  Harbor$ & Vine  ', 5, 5)).toBe('Shop Harbor & Vine');
  });

  it('ignores context longer than 10,000 characters and counts characters', () => {
    expect(acceptContextInput('old', 'x'.repeat(10_001))).toBe('old');
    expect(acceptContextInput('old', 'x'.repeat(10_000))).toHaveLength(10_000);
    expect(contextCounter('x'.repeat(1234))).toBe('1,234/10,000 characters');
  });

  it('shows the prompt template length in thousands', () => {
    expect(promptTemplateSize('')).toBe('0.0k characters');
    expect(promptTemplateSize('x'.repeat(2500))).toBe('2.5k characters');
  });

  it('validates name and website with the contract messages', () => {
    expect(validateDraft({ ...toDraft(assistant), name: '  ' })).toEqual({ name: 'Business name is required' });
    expect(validateDraft({ ...toDraft(assistant), websiteUrl: 'not a url' })).toEqual({ websiteUrl: 'Please enter a valid URL' });
    expect(validateDraft(toDraft(assistant))).toEqual({});
  });

  it('trims text fields for saving and detects changes', () => {
    const draft = { ...toDraft(assistant), name: ' New name ', context: ' ctx ' };
    expect(toUpdateInput(draft)).toMatchObject({ name: 'New name', context: 'ctx', tone: 'helpful', isActive: true, allowedOrigins: [] });
    expect(isDraftChanged(toDraft(assistant), assistant)).toBe(false);
    expect(isDraftChanged({ ...toDraft(assistant), tone: 'concise' }, assistant)).toBe(true);
  });

  it('reads site addresses as origins', () => {
    expect(parseOriginInput('Shop.Example.com/page')).toBe('https://shop.example.com');
    expect(parseOriginInput('http://localhost:8080/x')).toBe('http://localhost:8080');
    expect(parseOriginInput('ftp://files.example.com')).toBeNull();
    expect(parseOriginInput('not a site')).toBeNull();
    expect(parseOriginInput('intranet')).toBeNull();
  });
});
