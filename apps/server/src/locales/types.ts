import type { SERVER_MESSAGES } from '@academy/shared/messages';

/**
 * The server's messages in one language. The ones only an admin reads (the admin area is in
 * English) may stay out; a message without a translation is answered in English.
 */
export type ServerMessageTranslations = Partial<Record<keyof typeof SERVER_MESSAGES, string>>;
