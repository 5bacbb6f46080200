export { createMailer, type Mailer, type MailMessage, type OutboxWriter } from "./mailer.js";
export { listOutbox, mailOutbox, writeOutbox } from "./outbox.js";
