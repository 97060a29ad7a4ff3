/** Dependency-injection tokens of the ports. */
export const EVENT_STORE = Symbol('EventStore');
export const DOCUMENT_STORE = Symbol('DocumentStore');
export const APP_CONFIG = Symbol('AppConfig');
export const KEY_STORE = Symbol('KeyStore');
/** nodemailer's transport, or null when mail stays in the local outbox (platform/mail/mailer.ts). */
export const MAIL_TRANSPORT = Symbol('MailTransport');
