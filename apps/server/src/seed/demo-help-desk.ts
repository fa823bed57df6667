// The demo company's help desk: its help articles and tickets (open, answered and closed, a
// client's among them) with the office's replies.
import type { Queryable } from '../db/client.ts';
import { knowledgeArticles, ticketReplies, tickets } from '../db/schema/index.ts';

const SEEDER = 'demo-seed';

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

/** The help articles, and three tickets with their replies, dated before `ago(0)`. */
export async function seedDemoHelpDesk(
  db: Queryable,
  companyId: string,
  who: { owner: string; admin: string; staff: string; client: string },
  ago: (hours: number) => Date,
): Promise<void> {
  const { owner, admin, staff, client } = who;
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
}
