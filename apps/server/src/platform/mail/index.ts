export { createMailer, type Mailer, type MailMessage, type OutboxWriter } from "./mailer.js";
export { listOutbox, type OutboxRow, writeOutbox } from "./outbox.js";
