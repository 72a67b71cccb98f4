export * from './errors.ts';
export * from './auth.ts';
export * from './plans.ts';
export * from './assistants.ts';
export * from './chat.ts';
export * from './embed.ts';
export * from './widget-text.ts';
export * from './contact.ts';
