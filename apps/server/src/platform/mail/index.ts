export { createMailer, type Mailer, type MailMessage, type OutboxWriter } from "./mailer.js";
export { listOutbox, writeOutbox } from "./outbox.js";
