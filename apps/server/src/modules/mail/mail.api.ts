// The front door of the mail module: what other areas may use of it. Nothing else of the module
// is imported from outside it (modules/module-doors.test.ts).

export { deliverPendingMail } from './deliver-outbox.ts';
export { addedAndInvited, linkSentTo, mailDestination } from './mail-destination.ts';
export { mailTexts } from './mail-texts.ts';
export type { OutboxAttachment } from './queue-mail.ts';
export { queueMail } from './queue-mail.ts';
