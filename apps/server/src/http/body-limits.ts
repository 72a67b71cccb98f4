/**
 * Request body limits. JSON routes take small bodies; the chat routes take a whole conversation
 * history (50 entries of up to 4,000 characters, up to 4 bytes each in UTF-8); widget uploads have
 * their own limit, read from the assistant's saved settings.
 */
export const JSON_BODY_LIMIT = 256 * 1024;
export const CHAT_BODY_LIMIT = 1024 * 1024;
