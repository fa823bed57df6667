import type { MessageView } from '@care/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { MessagesPage } from './MessagesPage.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

const message = (over: Partial<MessageView> = {}): MessageView => ({
  messageId: 'm-1',
  subject: 'Roster change next week',
  body: 'Please check your Tuesday shift.',
  sender: { userId: 'u-2', fullName: 'Grace Office' },
  recipient: { userId: 'u-1', fullName: 'Priya Sharma' },
  sentTo: 'Priya Sharma',
  attachments: [{ name: 'roster.pdf', url: '/api/Files/f-1' }],
  isRead: false,
  dateCreated: '2026-11-20T01:00:00Z',
  dateRead: null,
  ...over,
});

const RECIPIENTS = {
  users: [
    { userId: '6f1c2b7e-8a7d-4a57-9d55-0c5d4f0e2a11', fullName: 'Grace Office', role: 'Administrator' },
  ],
  roles: ['Administrator', 'CompanyAdmin'],
  allStaff: false,
};

function open(send = vi.fn(() => json({ status: 'Success', message: 'Your message was sent.' }))) {
  return {
    send,
    page: renderPage('/app/communication/messages', MessagesPage, {
      role: 'Staff',
      api: {
        'GET /api/Messages/inbox': () =>
          json([message(), message({ messageId: 'm-2', subject: 'Welcome', attachments: [], isRead: true })]),
        'GET /api/Messages/sent': () => json([]),
        'GET /api/Messages/recipients': () => json(RECIPIENTS),
        'POST /api/Messages/read/m-1': () => json({ status: 'Success', message: 'Marked as read.' }),
        'POST /api/Messages/send': send,
      },
    }),
  };
}

describe('Messages', () => {
  beforeEach(() => setScreen(true));

  it('shows the inbox with the unread one marked New and a clip, and its attachments when opened', async () => {
    await open().page;
    const row = (await screen.findByText('Roster change next week')).closest('tr') as HTMLElement;
    expect(within(row).getByText('New')).toBeTruthy();
    expect(within(row).getByLabelText('1 attached')).toBeTruthy();
    const welcome = screen.getByText('Welcome').closest('tr') as HTMLElement;
    expect(within(welcome).queryByText('New')).toBeNull();
    fireEvent.click(screen.getByText('Roster change next week'));
    const link = await screen.findByRole('link', { name: /roster\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/Files/f-1');
  });

  it('says what is missing before sending anything', async () => {
    const { send, page } = open();
    await page;
    fireEvent.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog');
    // A staff member may not write to all staff: that choice is not offered.
    expect(within(dialog).queryByText('All staff')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Choose who the message is for')).toBeTruthy();
    expect(within(dialog).getByText('Enter a subject')).toBeTruthy();
    expect(within(dialog).getByText('Write a message')).toBeTruthy();
    expect(within(dialog).getByText('Please check the fields marked in red.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of an attachment under the file field', async () => {
    const refuse = vi.fn(() =>
      json(
        {
          status: 'Error',
          title: 'Please check what you entered',
          message: 'Attachment1: An attachment must be a .pdf, .doc, .docx, .png or .jpeg file',
          errors: { attachment1: 'An attachment must be a .pdf, .doc, .docx, .png or .jpeg file' },
        },
        400,
      ),
    );
    const { page } = open(refuse);
    await page;
    fireEvent.click(screen.getByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(within(dialog).getByText('A role'));
    await user.click(within(dialog).getByLabelText(/Everyone who is/));
    await user.click(await screen.findByRole('option', { name: 'Administrator', hidden: true }));
    fireEvent.change(within(dialog).getByLabelText(/Subject/), { target: { value: 'Sick note' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Attached.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(refuse).toHaveBeenCalled());
    const body = (refuse.mock.calls[0] as unknown as [RequestInit])[0].body as FormData;
    expect(body.get('recipientKind')).toBe('role');
    expect(body.get('recipientRole')).toBe('Administrator');
    expect(
      await within(dialog).findAllByText('An attachment must be a .pdf, .doc, .docx, .png or .jpeg file'),
    ).not.toHaveLength(0);
  });
});
