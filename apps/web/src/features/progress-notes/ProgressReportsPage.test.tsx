import { TIMESHEET_MESSAGES } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { EMPTY_NOTE_DRAFT, toNoteFilter } from './NoteFilterForm.tsx';
import { CLIENT_OPTIONS, NOTE_ID, noteView, OTHER_NOTE, STAFF_OPTIONS } from './notes.test-kit.ts';
import { ProgressReportsPage } from './ProgressReportsPage.tsx';

type Post = { url: URL; body: unknown };

function openPage(role: string, o: { rows?: unknown[]; lists?: URL[]; posts?: Post[] } = {}) {
  return renderPage('/app/reports/progress-reports', ProgressReportsPage, {
    role,
    api: {
      'GET /api/ProgressNotes/get_all_progressnote_by_company': (_init, url) => {
        o.lists?.push(new URL(url, 'http://x'));
        return json(o.rows ?? [noteView(), OTHER_NOTE()]);
      },
      'GET /api/Staffs/get_active_staffs': () => json(STAFF_OPTIONS),
      'GET /api/Profiles/get_active_clients': () => json(CLIENT_OPTIONS),
      [`POST /api/ProgressNotes/edit/${NOTE_ID}`]: (init, url) => {
        o.posts?.push({ url: new URL(url, 'http://x'), body: JSON.parse(String(init?.body)) });
        return json({ status: 'Success', message: TIMESHEET_MESSAGES.progressSaved });
      },
    },
  });
}

async function choose(user: UserEvent, dialog: HTMLElement, label: string, option: string) {
  const input = within(dialog).getByLabelText(label);
  await user.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('Progress Reports (office)', () => {
  beforeEach(() => setScreen(true));

  it('lists staff, client, date, created and modified, and a row expands to follow up, progress and report', async () => {
    const user = userEvent.setup();
    await openPage('Administrator');
    expect(await screen.findByText('Mia Wong')).toBeTruthy();
    for (const title of ['Staff', 'Client', 'Date', 'Created', 'Modified']) {
      expect(screen.getAllByText(title).length, title).toBeGreaterThan(0);
    }
    // 10:00 AM on 11 March in Sydney.
    expect(screen.getAllByText('11/03/2026 10:00 AM').length).toBeGreaterThan(0);
    const row = screen.getByText('Sam Carter').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('Book the physio.')).toBeTruthy();
    expect(screen.getByText('Crossed the road on her own.')).toBeTruthy();
  });

  it('loads the filter’s staff, client and days from the server', async () => {
    const user = userEvent.setup();
    const lists: URL[] = [];
    await openPage('Administrator', { lists });
    await screen.findByText('Mia Wong');
    expect(lists[0]?.searchParams.get('staffId')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter progress reports' });
    await choose(user, dialog, 'Staff', 'Mia Wong');
    await choose(user, dialog, 'Client', 'Ben Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(lists.some((u) => u.searchParams.get('staffId') === 'staff-2')).toBe(true));
    const last = lists.at(-1);
    expect(last?.searchParams.get('clientId')).toBe('p-2');
    expect(last?.searchParams.get('fromDate')).toBeNull();
  });

  it('turns the filter’s days into the company’s midnights', () => {
    const f = toNoteFilter(
      { ...EMPTY_NOTE_DRAFT, start: '2026-03-09', end: '2026-03-15' },
      'Australia/Sydney',
    );
    expect(f.fromDate).toBe('2026-03-08T13:00:00.000Z');
    // The end day is included: up to the start of the next day.
    expect(f.toDate).toBe('2026-03-15T13:00:00.000Z');
  });

  it('shows Progress Note Details and posts the administrator’s update', async () => {
    const user = userEvent.setup();
    const posts: Post[] = [];
    await openPage('CompanyAdmin', { posts });
    await user.click(
      await screen.findByRole('button', { name: 'View progress note of Sam Carter for Alex Nguyen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Progress Note Details' });
    for (const section of ['Report', 'Progress', 'Follow Up', 'Update']) {
      expect(within(dialog).getByRole('region', { name: section })).toBeTruthy();
    }
    const followUp = within(dialog).getByRole('textbox', { name: 'Follow Up' });
    await user.clear(followUp);
    await user.type(followUp, 'Call the family on Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      report: 'Walked to the park and back.',
      progress: 'Crossed the road on her own.',
      followUp: 'Call the family on Friday',
    });
    // The office's edit names no shift or staff member.
    expect(posts[0]?.url.searchParams.get('userId')).toBe('u-1');
    expect(posts[0]?.url.searchParams.has('shiftId')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Progress Note Details' })).toBeNull());
  });

  it('gives an auditor the details without Update or Edit', async () => {
    const user = userEvent.setup();
    await openPage('Auditor');
    expect(screen.queryByRole('button', { name: /^Edit progress note/ })).toBeNull();
    await user.click(
      await screen.findByRole('button', { name: 'View progress note of Sam Carter for Alex Nguyen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Progress Note Details' });
    expect(within(dialog).getByText('Walked to the park and back.')).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Update' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).toBeNull();
  });

  it('says when there are no notes', async () => {
    await openPage('Administrator', { rows: [] });
    expect(await screen.findByText('No progress notes yet')).toBeTruthy();
  });
});
