import { randomUUID } from 'node:crypto';
import {
  MESSAGE_ATTACHMENT_FIELDS,
  MESSAGE_TEXTS,
  type MessageView,
  mayWriteTo,
  messageSchema,
  type StatusReply,
} from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { fileUrl, storeUpload } from '../files/files.api.ts';
import { queueMail } from '../mail/mail.api.ts';
import { idParams } from '../people/people.api.ts';
import {
  companyUsers,
  inbox,
  insertMessages,
  type MessageAttachment,
  type MessageRecord,
  markRead,
  sent,
  unreadCount,
} from './messages.repo.ts';

const userQuery = z.object({ userId: z.uuid('userId must be a UUID').optional() });

const view = (m: MessageRecord): MessageView => ({
  messageId: m.row.id,
  subject: m.row.subject,
  body: m.row.body,
  sender: { userId: m.row.senderId, fullName: m.senderName || 'Former user' },
  recipient: { userId: m.row.recipientId, fullName: m.recipientName },
  sentTo: m.row.sentTo,
  attachments: m.row.attachments.map((a) => ({ name: a.name, url: fileUrl(a.fileId) })),
  isRead: m.row.dateRead !== null,
  dateCreated: m.row.dateCreated.toISOString(),
  dateRead: m.row.dateRead?.toISOString() ?? null,
});

/** Only one's own mailbox: a userId naming anyone else is a 404 (like a missing mailbox). */
function ownUser(query: { userId?: string }, uid: string) {
  if (query.userId && query.userId !== uid) {
    throw notFound();
  }
}

/** Spec 1 §7.5: /Messages/inbox?userId, newest first. */
export const inboxRoute = routeSpec({
  method: 'GET',
  url: '/Messages/inbox',
  summary: 'The signed-in user’s received messages, newest first',
  tags: ['Messages'],
  querystring: userQuery,
  async handler({ db, principal, query }): Promise<MessageView[]> {
    ownUser(query, principal.uid);
    return (await inbox(db, principal.companyId, principal.uid)).map(view);
  },
});

/** Spec 1 §7.5: /Messages/sent?userId, newest first. */
export const sentRoute = routeSpec({
  method: 'GET',
  url: '/Messages/sent',
  summary: 'The signed-in user’s sent messages (one row per recipient), newest first',
  tags: ['Messages'],
  querystring: userQuery,
  async handler({ db, principal, query }): Promise<MessageView[]> {
    ownUser(query, principal.uid);
    return (await sent(db, principal.companyId, principal.uid)).map(view);
  },
});

/** Who the caller may write to: people, and the roles they may write to as a group. */
export const recipientsRoute = routeSpec({
  method: 'GET',
  url: '/Messages/recipients',
  summary: 'The users and roles the signed-in user may write to',
  tags: ['Messages'],
  async handler({ db, principal }) {
    const people = (await companyUsers(db, principal.companyId, principal.uid)).filter((u) =>
      mayWriteTo(principal.role, u.role),
    );
    const roles = [...new Set(people.map((u) => u.role))].sort();
    return {
      users: people.map(({ email: _e, ...u }) => u),
      roles,
      allStaff: mayWriteTo(principal.role, 'Staff'),
    };
  },
});

export const unreadRoute = routeSpec({
  method: 'GET',
  url: '/Messages/unread_count',
  summary: 'How many received messages the signed-in user has not read',
  tags: ['Messages'],
  async handler({ db, principal }) {
    return { unread: await unreadCount(db, principal.companyId, principal.uid) };
  },
});

/**
 * Sending (issue 29): to a person, everyone of a role, or all staff of the company; staff and
 * clients only to the office. Each recipient gets the message in their inbox and a mail. Up to three
 * files (multipart `attachment1`..`attachment3`) pass the upload check and are stored once for all.
 */
export const sendMessageRoute = routeSpec({
  method: 'POST',
  url: '/Messages/send',
  summary: 'Send a message to a user, a role, or all staff of the company',
  tags: ['Messages'],
  body: messageSchema,
  multipart: { files: MESSAGE_ATTACHMENT_FIELDS },
  activity: 'Sent a message',
  async handler({ db, deps, principal, body, files, now, recordActivity }): Promise<StatusReply> {
    const everyone = await companyUsers(db, principal.companyId, principal.uid);
    let to: typeof everyone;
    let sentTo: string;
    if (body.recipientKind === 'user') {
      const one = everyone.find((u) => u.userId === body.recipientUserId);
      if (!one || !mayWriteTo(principal.role, one.role)) {
        // Someone of another company, or a peer one may not write to, is not a recipient.
        throw fieldError('recipientUserId', one ? MESSAGE_TEXTS.notAllowed : MESSAGE_TEXTS.noRecipient);
      }
      to = [one];
      sentTo = one.fullName;
    } else {
      const role = body.recipientKind === 'allStaff' ? 'Staff' : (body.recipientRole ?? '');
      if (!mayWriteTo(principal.role, role)) {
        throw fieldError(
          body.recipientKind === 'allStaff' ? 'recipientKind' : 'recipientRole',
          MESSAGE_TEXTS.notAllowed,
        );
      }
      to = everyone.filter((u) => u.role === role);
      sentTo = body.recipientKind === 'allStaff' ? 'All Staff' : role;
      if (to.length === 0) {
        throw fieldError('recipientRole', MESSAGE_TEXTS.nobody);
      }
    }
    const attachments: MessageAttachment[] = [];
    for (const field of MESSAGE_ATTACHMENT_FIELDS) {
      const upload = files[field];
      if (upload) {
        const stored = await storeUpload(db, deps.files, upload, 'messageAttachment', {
          companyId: principal.companyId,
          userId: principal.uid,
          field,
        });
        attachments.push({ fileId: stored.fileId, name: upload.filename.slice(0, 200) || 'attachment' });
      }
    }
    const sendId = randomUUID();
    await insertMessages(
      db,
      to.map((u) => ({
        companyId: principal.companyId,
        sendId,
        senderId: principal.uid,
        recipientId: u.userId,
        sentTo,
        subject: body.subject,
        body: body.body,
        attachments,
        dateCreated: now,
      })),
    );
    for (const u of to) {
      await queueMail(db, deps, {
        companyId: principal.companyId,
        to: u.email,
        subject: `New message from ${principal.fullName}: ${body.subject}`,
        text: [
          `Hello ${u.fullName},`,
          '',
          `${principal.fullName} wrote to you:`,
          '',
          body.body,
          '',
          ...(attachments.length
            ? [`Attached (open it in the app): ${attachments.map((a) => a.name).join(', ')}`, '']
            : []),
          `Reply here: ${deps.config.publicUrl}/app/communication/messages`,
        ].join('\n'),
        userCreated: principal.uid,
      });
    }
    recordActivity(`Sent “${body.subject}” to ${sentTo}`);
    return { status: 'Success', message: MESSAGE_TEXTS.sent };
  },
});

export const readMessageRoute = routeSpec({
  method: 'POST',
  url: '/Messages/read/:id',
  summary: 'Mark one of the signed-in user’s received messages read',
  tags: ['Messages'],
  params: idParams,
  activity: 'Read a message',
  async handler({ db, principal, params, now }): Promise<StatusReply> {
    if ((await markRead(db, principal.companyId, principal.uid, params.id, now)) === 0) {
      throw notFound();
    }
    return { status: 'Success', message: MESSAGE_TEXTS.read };
  },
});
