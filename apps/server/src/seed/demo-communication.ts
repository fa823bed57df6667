import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { userMessages, users } from '../db/schema/index.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { demoPdf } from './demo-documents.ts';
import { seedDemoHelpDesk } from './demo-help-desk.ts';
import { seedDemoPolicies } from './demo-policies.ts';
import { seedDemoTrainings } from './demo-trainings.ts';

const HOUR = 3_600_000;

/**
 * Tickets (open and closed, with answers), help articles, messages, policies (one accepted by most,
 * one with a new version pending) and training records (current, expiring and expired) for the
 * demo company, dated around `now` (issue 29).
 */
export async function seedDemoCommunication(
  db: Queryable,
  files: FileStore,
  companyId: string,
  now: Date,
): Promise<void> {
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      name: users.firstName,
      last: users.lastName,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.email));
  const byEmail = (email: string) => people.find((u) => u.email === email)?.id as string;
  const owner = byEmail('owner@harbourside.demo');
  const admin = byEmail('admin@harbourside.demo');
  const staff = byEmail('staff@harbourside.demo');
  const client = byEmail('client@harbourside.demo');
  const staffUsers = people.filter((u) => u.role === 'Staff').map((u) => u.id);
  const nameOf = (id: string) => {
    const u = people.find((p) => p.id === id);
    return u ? `${u.name} ${u.last}` : 'Office';
  };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  // Help articles and tickets.
  await seedDemoHelpDesk(db, companyId, { owner, admin, staff, client }, ago);

  // Messages: the office to the demo worker (unread), to all staff, and the worker's question.
  const send = async (
    from: string,
    to: string[],
    sentTo: string,
    subject: string,
    body: string,
    hoursAgo: number,
    read: boolean,
    attachments: { fileId: string; name: string }[] = [],
  ) => {
    const sendId = randomUUID();
    await db.insert(userMessages).values(
      to.map((recipientId) => ({
        companyId,
        sendId,
        senderId: from,
        recipientId,
        sentTo,
        subject,
        body,
        attachments,
        dateCreated: ago(hoursAgo),
        dateRead: read ? ago(hoursAgo - 1) : null,
      })),
    );
  };
  await send(
    owner,
    staffUsers,
    'All Staff',
    'Team meeting on Friday',
    'Our monthly team meeting is on Friday at 3pm in the Parramatta office, with a video link for those on shift. Afternoon tea provided.',
    30,
    true,
    [
      {
        fileId: await demoPdf(db, files, companyId, 'Team meeting agenda', 'All staff'),
        name: 'Team meeting agenda.pdf',
      },
    ],
  );
  await send(
    admin,
    [staff],
    nameOf(staff),
    'Extra shift next week?',
    'Hi, a client in Westmead needs an extra Tuesday afternoon visit next week. Could you take it? Reply here or call the office.',
    4,
    false,
  );
  await send(
    staff,
    [admin],
    nameOf(admin),
    'Re: Extra shift next week?',
    'Yes, I can do Tuesday afternoon. Please add it to my roster.',
    2,
    false,
  );
  await seedDemoPolicies(db, files, companyId, now, { owner, admin, staff, staffUsers }, ago);
  await seedDemoTrainings(db, files, companyId, now, ago);
}
