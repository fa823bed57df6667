import type { ArticleView, TicketView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { KnowledgeBasePage } from './KnowledgeBasePage.tsx';
import { RaiseTicketPage } from './RaiseTicketPage.tsx';
import { StaffTicketListPage, TicketListPage } from './TicketListPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const ticket = (over: Partial<TicketView> = {}): TicketView => ({
  ticketId: 't-1',
  subject: 'Cannot clock in',
  description: 'The button does nothing.',
  ticketType: 'Technical',
  isOpen: true,
  status: 'Open',
  user: 'Sam Carter',
  userId: 'u-3',
  userRole: 'Staff',
  assignedTo: null,
  assignedToName: null,
  imageUrl: null,
  imageName: null,
  replyCount: 0,
  lastReplyDate: null,
  dateCreated: '2026-11-20T01:00:00Z',
  dateModified: null,
  dateClosed: null,
  ...over,
});
const TICKETS = [
  ticket(),
  ticket({
    ticketId: 't-2',
    subject: 'Wrong pay rate',
    ticketType: 'Billing',
    status: 'Closed',
    isOpen: false,
    replyCount: 2,
  }),
];
const article = (over: Partial<ArticleView> = {}): ArticleView => ({
  articleId: 'a-1',
  title: 'How to clock in',
  category: 'Shifts',
  audience: 'Staff',
  body: '<p>Open the shift and press <strong>Clock in</strong>.</p>',
  dateCreated: '2026-11-01T00:00:00Z',
  dateModified: null,
  ...over,
});
const ARTICLES = [
  article(),
  article({
    articleId: 'a-2',
    title: 'Updating your bank details',
    category: 'Pay',
    body: '<p>Go to My profile.</p>',
  }),
];

describe('ticket pages', () => {
  beforeEach(() => setScreen(true));

  it('the office list shows open tickets first, with who raised them; Closed and All switch the list', async () => {
    await renderPage('/app/communication/view-ticket', TicketListPage, {
      role: 'CompanyAdmin',
      api: { 'GET /api/Tickets/get_all_tickets': () => json(TICKETS) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeTruthy();
    const open = (await screen.findByRole('link', { name: 'Cannot clock in' })).closest('tr') as HTMLElement;
    expect(within(open).getAllByText('Sam Carter').length).toBeGreaterThan(0);
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(screen.queryByText('Wrong pay rate')).toBeNull();
    fireEvent.click(screen.getByText('Closed'));
    expect(await screen.findByRole('link', { name: 'Wrong pay rate' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cannot clock in' })).toBeNull();
    fireEvent.click(screen.getByText('All'));
    expect(await screen.findByRole('link', { name: 'Cannot clock in' })).toBeTruthy();
  });

  it('a worker’s own list links to raise a ticket in the staff portal, and says when none are open', async () => {
    await renderPage('/app/staff/staff-view-ticket', StaffTicketListPage, {
      role: 'Staff',
      api: { 'GET /api/Tickets/get_user_tickets': () => json([TICKETS[1]]) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My tickets' })).toBeTruthy();
    expect(await screen.findByText('No open tickets')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Raise ticket' }).getAttribute('href')).toBe(
      '/app/staff/staff-raise-ticket',
    );
  });

  it('raising: “Fields marked cannot be empty”, and articles suggested as the subject is typed', async () => {
    const raise = vi.fn(() => json({ status: 'Success', message: 'Raised', ticketId: 't-9' }));
    await renderPage('/app/staff/staff-raise-ticket', RaiseTicketPage, {
      role: 'Staff',
      api: {
        'GET /api/Tickets/get_knowledgebase': () => json(ARTICLES),
        'POST /api/Tickets/raise_ticket': raise,
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Raise ticket' }));
    // Under each of the three fields, and as the form's message.
    expect((await screen.findAllByText('Fields marked cannot be empty')).length).toBeGreaterThanOrEqual(3);
    expect(raise).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'how do I clock in' } });
    const hints = await screen.findByLabelText('Articles that may help');
    expect(within(hints).getByRole('link', { name: 'How to clock in' }).getAttribute('href')).toBe(
      '/app/staff/communication/ticket-template?article=a-1',
    );
    expect(within(hints).queryByText('Updating your bank details')).toBeNull();
  });

  it('help articles are grouped by category and searched by their words', async () => {
    await renderPage('/app/communication/ticket-template', KnowledgeBasePage, {
      role: 'Staff',
      api: { 'GET /api/Tickets/get_knowledgebase': () => json(ARTICLES) },
    });
    expect(await screen.findByText('How to clock in')).toBeTruthy();
    expect(screen.getByText('Shifts')).toBeTruthy();
    expect(screen.getByText('Pay')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New article' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search the articles'), { target: { value: 'bank' } });
    await waitFor(() => expect(screen.queryByText('How to clock in')).toBeNull());
    expect(screen.getByText('Updating your bank details')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search the articles'), { target: { value: 'holiday roster' } });
    expect(await screen.findByText('No article matches your search.')).toBeTruthy();
  });
});
