export { startServer, findFreePort, type TestServer, type StartServerOptions } from './server.ts';
export { launchBrowser, newPage, CHROMIUM_PATH, type NewPageOptions } from './browser.ts';
export { registerViaApi, loginViaApi, apiGet, signInPage, uniqueEmail, type TestAccount } from './api.ts';
export { dismissToast, signInViaForm, upgradeInTestMode, waitForToast } from './ui.ts';
