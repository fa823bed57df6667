import { describe, expect, it } from 'vitest';
import { audiencesFor, suggestArticles } from './knowledge-base.ts';
import { raiseTicketSchema, TICKET_FIELDS_EMPTY } from './tickets.ts';
import { mayWriteTo, messageSchema } from './user-messages.ts';

describe('raiseTicketSchema', () => {
  it("says 'Fields marked cannot be empty' at each empty marked field", () => {
    const r = raiseTicketSchema.safeParse({ ticketType: '', subject: '  ', description: 'null' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      ticketType: TICKET_FIELDS_EMPTY,
      subject: TICKET_FIELDS_EMPTY,
      description: TICKET_FIELDS_EMPTY,
    });
  });
  it('takes only the four ticket types', () => {
    expect(
      raiseTicketSchema.safeParse({ ticketType: 'Billing', subject: 's', description: 'd' }).success,
    ).toBe(true);
    expect(
      raiseTicketSchema.safeParse({ ticketType: 'Urgent', subject: 's', description: 'd' }).success,
    ).toBe(false);
  });
});

describe('suggestArticles', () => {
  const articles = [
    {
      title: 'Clocking in when the app cannot find you',
      category: 'Roster and shifts',
      body: '<p>Turn on location</p>',
    },
    {
      title: 'Reading your payslip',
      category: 'Timesheets and pay',
      body: '<p>Timesheet approvals and pay runs</p>',
    },
  ];
  it('puts title matches first and finds words in the body', () => {
    expect(suggestArticles(articles, 'cannot clock in, location?').map((a) => a.title)).toEqual([
      'Clocking in when the app cannot find you',
    ]);
    expect(suggestArticles(articles, 'timesheet not approved')[0]?.title).toBe('Reading your payslip');
  });
  it('suggests nothing for short or common words, and ignores markup', () => {
    expect(suggestArticles(articles, 'how do I')).toEqual([]);
    expect(suggestArticles(articles, 'p')).toEqual([]);
  });
  it('shows staff the staff and everyone articles, the office all', () => {
    expect(audiencesFor('Staff')).toEqual(['Everyone', 'Staff']);
    expect(audiencesFor('Auditor')).toEqual(['Everyone']);
    expect(audiencesFor('Administrator')).toContain('Office');
  });
});

describe('messages', () => {
  it('lets staff and clients write only to the office; the office to anyone', () => {
    expect(mayWriteTo('Staff', 'Administrator')).toBe(true);
    expect(mayWriteTo('Staff', 'Staff')).toBe(false);
    expect(mayWriteTo('Client', 'Staff')).toBe(false);
    expect(mayWriteTo('CompanyAdmin', 'Client')).toBe(true);
  });
  it('needs the person when writing to one person', () => {
    const r = messageSchema.safeParse({ recipientKind: 'user', subject: 'Hi', body: 'Text' });
    expect(r.error?.issues[0]?.path).toEqual(['recipientUserId']);
  });
});
