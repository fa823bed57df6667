import { randomUUID } from 'node:crypto';
import { addDays, calendarDateInZone, DEFAULT_REQUIRED_TRAININGS, DEFAULT_TIME_ZONE } from '@care/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import {
  knowledgeArticles,
  policyAcceptances,
  policyDocuments,
  staffs,
  staffTrainings,
  ticketReplies,
  tickets,
  trainingRequirements,
  userMessages,
  users,
} from '../db/schema/index.ts';
import type { FileStore } from '../ports/files/file-store.ts';
import { demoPdf } from './demo-documents.ts';

const SEEDER = 'demo-seed';
const HOUR = 3_600_000;

const ARTICLES = [
  {
    title: 'Clocking in when the app cannot find your location',
    category: 'Roster and shifts',
    audience: 'Staff',
    body: '<p>The clock-in button needs your phone’s location.</p><ul><li>Turn on <strong>Location</strong> in your phone settings and allow it for the browser.</li><li>Step outside or near a window, then press <strong>Clock in</strong> again.</li><li>Still stuck? Raise a <em>Technical</em> ticket: the office can mark your attendance.</li></ul>',
  },
  {
    title: 'Why is my timesheet still pending?',
    category: 'Timesheets and pay',
    audience: 'Staff',
    body: '<p>A timesheet stays <strong>Pending</strong> until every shift in it is approved. Open <em>My Timesheet</em>, check each shift and approve it or ask for an adjustment.</p>',
  },
  {
    title: 'Changing your password',
    category: 'Getting started',
    audience: 'Everyone',
    body: '<p>Open <strong>Change Password</strong> in the menu, enter your current password and the new one twice. You will be signed out and can sign in with the new password.</p>',
  },
  {
    title: 'Reading your invoice',
    category: 'Billing',
    audience: 'Client',
    body: '<p>Each line is one support: the date, the NDIS item number, the hours and the price. Travel is shown in kilometres. Ask the office through a <em>Billing</em> ticket if a line looks wrong.</p>',
  },
  {
    title: 'Answering tickets well',
    category: 'Getting started',
    audience: 'Office',
    body: '<p>Answer from an article where one fits, then adjust it to the person. Close the ticket with the answer when nothing more is needed; they can write again to reopen it.</p>',
  },
];

const CONDUCT = `All workers follow the NDIS Code of Conduct:
1. Act with respect for individual rights to freedom of expression, self-determination and decision-making.
2. Respect the privacy of people with disability.
3. Provide supports in a safe and competent manner, with care and skill.
4. Act with integrity, honesty and transparency.
5. Raise and act on concerns about matters that may affect the quality and safety of supports.
6. Take all reasonable steps to prevent and respond to violence, exploitation, neglect and abuse.
7. Take all reasonable steps to prevent and respond to sexual misconduct.`;

const PRIVACY_V1 =
  'We collect only the information needed to support a participant, keep it in this system, and share it only with their consent or when the law requires.';
const PRIVACY_V2 = `${PRIVACY_V1}
New in this version: photos of participants may be taken only on the company's devices, never on personal phones, and are deleted from the device once uploaded.`;

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

  for (const a of ARTICLES) {
    await db
      .insert(knowledgeArticles)
      .values({ companyId, ...a, dateCreated: ago(24 * 30), userCreated: SEEDER });
  }

  // Tickets: one open and unanswered, one answered and closed, one answered and open (a client's).
  const ticket = async (t: {
    userId: string;
    type: string;
    subject: string;
    description: string;
    hoursAgo: number;
    open: boolean;
  }) => {
    const [row] = await db
      .insert(tickets)
      .values({
        companyId,
        userId: t.userId,
        ticketType: t.type,
        subject: t.subject,
        description: t.description,
        isOpen: t.open,
        assignedTo: admin,
        dateClosed: t.open ? null : ago(t.hoursAgo - 2),
        dateCreated: ago(t.hoursAgo),
        userCreated: SEEDER,
      })
      .returning({ id: tickets.id });
    return row?.id as string;
  };
  const reply = (ticketId: string, userId: string, fromOffice: boolean, message: string, hoursAgo: number) =>
    db
      .insert(ticketReplies)
      .values({ companyId, ticketId, userId, fromOffice, message, dateCreated: ago(hoursAgo) });

  await ticket({
    userId: staff,
    type: 'Technical',
    subject: 'Shift report form will not save',
    description:
      'When I press Save on the shift report the page spins and nothing happens. I tried twice this morning.',
    hoursAgo: 3,
    open: true,
  });
  const closed = await ticket({
    userId: staff,
    type: 'Support',
    subject: 'Cannot clock in: location unavailable',
    description: 'The app says my location is unavailable when I try to clock in at my 7am shift.',
    hoursAgo: 50,
    open: false,
  });
  await reply(
    closed,
    admin,
    true,
    'Turn on Location in your phone settings and allow it for the browser, then press Clock in again. We marked this morning’s attendance for you.',
    49,
  );
  const billing = await ticket({
    userId: client,
    type: 'Billing',
    subject: 'Question about last month’s invoice',
    description: 'There are two lines for 14th, can you check whether one is a duplicate?',
    hoursAgo: 26,
    open: true,
  });
  await reply(
    billing,
    owner,
    true,
    'Thanks for asking. The 14th had a morning and an evening visit, so both lines are right. We will send the shift times with your next invoice.',
    20,
  );
  await reply(billing, client, false, 'Thank you, that makes sense. Yes please send the times.', 18);

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

  // Policies: the Code of Conduct accepted by most; Privacy with a new version nobody but the owner has accepted.
  const policy = async (p: {
    title: string;
    category: string;
    code: string;
    version: number;
    body: string;
    audience: string;
    changeNote?: string;
    daysAgo: number;
    fileId?: string;
  }) => {
    const [row] = await db
      .insert(policyDocuments)
      .values({
        companyId,
        title: p.title,
        category: p.category,
        code: p.code,
        version: p.version,
        effectiveDate: addDays(calendarDateInZone(now, DEFAULT_TIME_ZONE), -p.daysAgo),
        audience: p.audience,
        body: p.body,
        changeNote: p.changeNote ?? null,
        fileId: p.fileId ?? null,
        dateCreated: ago(24 * p.daysAgo),
        userCreated: SEEDER,
      })
      .returning({ id: policyDocuments.id });
    return row?.id as string;
  };
  const accept = async (policyDocumentId: string, userIds: string[], daysAgo: number) => {
    if (userIds.length > 0) {
      await db
        .insert(policyAcceptances)
        .values(
          userIds.map((userId) => ({ companyId, policyDocumentId, userId, dateAccepted: ago(24 * daysAgo) })),
        );
    }
  };
  const conduct = await policy({
    title: 'NDIS Code of Conduct',
    category: 'Code of conduct',
    code: 'POL-CONDUCT',
    version: 1,
    body: CONDUCT,
    audience: 'Everyone',
    daysAgo: 120,
  });
  // Most accept; the last two workers (and the demo worker, to try it) have not yet.
  await accept(conduct, [owner, admin, ...staffUsers.filter((u) => u !== staff).slice(0, -2)], 100);
  const privacyV1 = await policy({
    title: 'Privacy and confidentiality',
    category: 'Privacy and information',
    code: 'POL-PRIV',
    version: 1,
    body: PRIVACY_V1,
    audience: 'Everyone',
    daysAgo: 200,
  });
  await accept(privacyV1, [owner, admin, ...staffUsers], 190);
  const privacyV2 = await policy({
    title: 'Privacy and confidentiality',
    category: 'Privacy and information',
    code: 'POL-PRIV',
    version: 2,
    body: PRIVACY_V2,
    audience: 'Everyone',
    changeNote: 'Photos only on company devices.',
    daysAgo: 3,
  });
  await accept(privacyV2, [owner], 2);
  await policy({
    title: 'Medication management',
    category: 'Medication',
    code: 'POL-MED',
    version: 1,
    body: 'Workers give or prompt medication only as written in the participant’s medication plan, after completing the Medication training, and record each dose in the shift report.',
    audience: 'Staff',
    daysAgo: 60,
    fileId: await demoPdf(db, files, companyId, 'Medication management policy', 'Harbourside Care Services'),
  });

  // The required trainings by role, saved as the office would (issue 29): the four for support workers,
  // orientation and privacy for care managers; the roster's training check stays off, so the demo
  // roster keeps its findings as they were (an administrator turns it on under Work settings).
  await db.insert(trainingRequirements).values({
    companyId,
    requiredTrainings: {
      ...DEFAULT_REQUIRED_TRAININGS,
      CareManager: ['NDIS Worker Orientation Module', 'Privacy and confidentiality'],
    },
  });

  // Training: each active worker holds some required courses; some expire soon, some have expired.
  const today = calendarDateInZone(now, DEFAULT_TIME_ZONE);
  const workers = await db
    .select({ id: staffs.id })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.isActive, true)))
    .orderBy(asc(staffs.maxStaffId));
  for (const [i, w] of workers.entries()) {
    const rows: { course: string; provider: string; completed: number; expires: number | null }[] = [
      {
        course: 'NDIS Worker Orientation Module',
        provider: 'NDIS Commission',
        completed: -400 - i * 20,
        expires: null,
      },
      // First aid lasts three years: the first worker's expires in 12 days, the fourth's expired 20 days ago.
      {
        course: 'First aid (HLTAID011)',
        provider: 'St John Ambulance',
        completed: -1000,
        expires: i === 0 ? 12 : i === 3 ? -20 : 95 + i * 30,
      },
    ];
    if (i % 2 === 0) {
      rows.push({
        course: 'Manual handling',
        provider: 'SafeWork NSW',
        completed: -300,
        expires: i === 2 ? -5 : 65 + i * 10,
      });
    }
    if (i % 3 === 0) {
      rows.push({ course: 'Medication', provider: 'TAFE NSW', completed: -200, expires: i === 0 ? 25 : 165 });
    }
    for (const r of rows) {
      await db.insert(staffTrainings).values({
        companyId,
        staffId: w.id,
        course: r.course,
        provider: r.provider,
        dateCompleted: addDays(today, r.completed),
        expiryDate: r.expires === null ? null : addDays(today, r.expires),
        // The first worker's first aid comes with its certificate, to open from the list.
        certificateFileId:
          i === 0 && r.course.startsWith('First aid')
            ? await demoPdf(db, files, companyId, 'First aid certificate (HLTAID011)', 'Demo worker')
            : null,
        dateCreated: ago(24 * 7),
        userCreated: SEEDER,
      });
    }
  }
}
