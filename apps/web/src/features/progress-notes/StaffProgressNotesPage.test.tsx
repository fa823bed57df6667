import { TIMESHEET_MESSAGES } from '@care/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { setScreen } from '../../ui/data-table/data-table.test-kit.ts';
import { NOTE_ID, noteView, OTHER_NOTE, SHIFT_ID } from './notes.test-kit.ts';
import { StaffProgressNotesPage } from './StaffProgressNotesPage.tsx';

type Post = { url: URL; body: unknown };

function openPage(o: { rows?: (url: URL) => unknown[]; lists?: URL[]; posts?: Post[]; fail?: boolean } = {}) {
  return renderPage('/app/staff/progress-note', StaffProgressNotesPage, {
    role: 'Staff',
    api: {
      'GET /api/ProgressNotes/get_progressnote_by_user': (_init, url) => {
        const u = new URL(url, 'http://x');
        o.lists?.push(u);
        if (o.fail) {
          return json({ status: 'Error', message: 'Boom' }, 500);
        }
        return json({ progressNote: o.rows ? o.rows(u) : [noteView(), OTHER_NOTE()] });
      },
      [`POST /api/ProgressNotes/edit/${NOTE_ID}`]: (init, url) => {
        o.posts?.push({ url: new URL(url, 'http://x'), body: JSON.parse(String(init?.body)) });
        return json({ status: 'Success', message: TIMESHEET_MESSAGES.progressSaved });
      },
    },
  });
}

describe('the worker’s Progress Notes', () => {
  beforeEach(() => setScreen(false));

  it('shows a card per note, 12 a page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 13 }, (_, i) =>
      noteView({
        progressNoteId: `n-${i}`,
        profile: { ...noteView().profile, fullName: `Client ${String(i + 1).padStart(2, '0')}` },
      }),
    );
    await openPage({ rows: () => many });
    expect(await screen.findByRole('article', { name: 'Progress note for Client 01' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('article', { name: 'Progress note for Client 13' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Progress note for Client 13' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('searches by name on the server (staffname)', async () => {
    const user = userEvent.setup();
    const lists: URL[] = [];
    await openPage({
      lists,
      rows: (u) => (u.searchParams.get('staffname') === 'ben' ? [OTHER_NOTE()] : [noteView(), OTHER_NOTE()]),
    });
    await screen.findByRole('article', { name: 'Progress note for Alex Nguyen' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ben');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Progress note for Alex Nguyen' })).toBeNull(),
    );
    expect(lists.at(-1)?.searchParams.get('staffname')).toBe('ben');
    expect(screen.getByRole('article', { name: 'Progress note for Ben Lee' })).toBeTruthy();
    // The worker's own notes: the server finds them from the sign-in, no staff or client id is sent.
    expect(lists.every((u) => !u.searchParams.has('staffId') && !u.searchParams.has('profileId'))).toBe(true);
  });

  it('opens a note and saves the edit with its shift and staff member', async () => {
    const user = userEvent.setup();
    const posts: Post[] = [];
    await openPage({ posts });
    const card = await screen.findByRole('article', { name: 'Progress note for Alex Nguyen' });
    await user.click(within(card).getByRole('button', { name: 'Open note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Progress Note Details' });
    const report = within(dialog).getByRole('textbox', { name: 'Report' });
    await user.clear(report);
    await user.type(report, 'Went swimming');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      report: 'Went swimming',
      progress: 'Crossed the road on her own.',
      followUp: 'Book the physio.',
    });
    expect(posts[0]?.url.searchParams.get('shiftId')).toBe(SHIFT_ID);
    expect(posts[0]?.url.searchParams.get('staffId')).toBe('staff-1');
    expect(posts[0]?.url.searchParams.get('userId')).toBe('u-1');
  });

  it('shows a note not yet written as one to write', async () => {
    await openPage({ rows: () => [OTHER_NOTE()] });
    const card = await screen.findByRole('article', { name: 'Progress note for Ben Lee' });
    expect(within(card).getByText('To write')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Write note' })).toBeTruthy();
  });

  it('says when there are no notes, and when a search finds none', async () => {
    const user = userEvent.setup();
    await openPage({ rows: () => [] });
    expect(await screen.findByText(/No progress notes yet/)).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zed');
    expect(await screen.findByText('No progress notes match “zed”.')).toBeTruthy();
  });

  it('offers Try again when the list fails to load', async () => {
    await openPage({ fail: true });
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
