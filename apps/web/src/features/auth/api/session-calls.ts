/**
 * The session's server calls and how their failures read, loaded by the auth provider only when a
 * call is made: a signed-out visitor of a public page never downloads them (nor the schemas they use).
 */
export { fetchCurrentUser, loginRequest, logoutRequest, refreshSession, registerRequest } from './auth.api.ts';
export { authFailureMessage, verificationFailureOutcome } from './session-rules.ts';
