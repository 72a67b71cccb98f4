// The app runs under a CSP without 'unsafe-eval', where zod's compiled parsers would only probe
// `new Function` and be refused (a CSP issue on every page that parses). zod reads its global config
// from this object when it first loads (what `z.config({ jitless: true })` sets), so setting it here,
// imported first, turns compiling off without putting zod in the entry bundle of the public pages.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
