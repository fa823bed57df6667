import { formDefOf, type ParticipantFormView } from '@care/domain';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { FormPage } from './FormPage.tsx';
import { callOf } from './participant-forms-api.ts';

const def = formDefOf('goal-plan');
const CLIENT = '11111111-1111-4111-8111-111111111111';
const MESSAGE = 'Someone else saved this form meanwhile. Reload it to see their changes, then save again.';

/** A draft saved three times, not signed: the editor's Save saves it in place. */
const draft = (): ParticipantFormView => ({
  formId: 'f-1',
  clientId: CLIENT,
  clientName: 'Ana Lee',
  slug: 'goal-plan',
  name: def?.name ?? 'Goal Plan',
  version: 1,
  revision: 3,
  supersedesId: null,
  values: {},
  signatures: [],
  status: 'draft',
  missing: [],
  missingSignatures: [],
  reviewDate: null,
  lastModified: '2026-11-20T00:00:00Z',
  preparedBy: 'Office',
  locked: false,
  superseded: false,
});

// Issue 37 item 14: a draft's save says which revision it edited, and someone else's save
// meanwhile (409) is told as it is for a signed form's new version: the same save, the same toast.
describe('saving a draft participant form', () => {
  it('sends the version and revision it edited, and says so when someone saved meanwhile', async () => {
    if (!def) {
      throw new Error('no goal plan');
    }
    const bodies: unknown[] = [];
    const shown = vi.spyOn(notifications, 'show');
    await renderPage(`/form/${CLIENT}`, () => <FormPage def={def} clientId={CLIENT} />, {
      role: 'Administrator',
      api: {
        [`GET /api${callOf('goal-plan')}`]: () => json(draft()),
        'GET /api/ParticipantForms/get_versions': () => json([draft()]),
        'POST /api/ParticipantForms/save': (init: RequestInit | undefined) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json({ status: 'Error', message: MESSAGE }, 409);
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: MESSAGE })),
    );
    expect(bodies).toEqual([expect.objectContaining({ clientId: CLIENT, baseVersion: 1, baseRevision: 3 })]);
  });
});

// Issue 40 item 5: a complete form waiting for the participant is sent to them to sign.
describe('Send for signing', () => {
  const complete = (): ParticipantFormView => ({
    ...draft(),
    status: 'awaiting signatures',
    missingSignatures: [['participant', 'representative'], ['staff']],
  });

  it('mails the participant the form from its page, after a confirmation', async () => {
    if (!def) {
      throw new Error('no goal plan');
    }
    const bodies: unknown[] = [];
    await renderPage(`/form/${CLIENT}`, () => <FormPage def={def} clientId={CLIENT} />, {
      role: 'Administrator',
      api: {
        [`GET /api${callOf('goal-plan')}`]: () => json(complete()),
        'GET /api/ParticipantForms/get_versions': () => json([complete()]),
        'POST /api/ParticipantForms/send_for_signing': (init: RequestInit | undefined) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json({ status: 'Success', message: 'A link to sign the Goal Plan was sent.' });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signing' }));
    // Issue 40 item 6: a complete form reads as waiting for its signatures, not "completed".
    expect(screen.getByText('awaiting signatures')).toBeTruthy();
    expect(
      await screen.findByText(/If they have no sign-in yet, they are invited to the portal first/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bodies).toEqual([{ clientId: CLIENT, formId: 'f-1' }]));
  });

  it('is not offered for a draft, nor once the participant has signed, nor to a worker', async () => {
    if (!def) {
      throw new Error('no goal plan');
    }
    const signed = {
      ...complete(),
      missingSignatures: [['staff']] as ParticipantFormView['missingSignatures'],
    };
    for (const [role, view] of [
      ['Administrator', { ...draft(), missing: ['Goals'] }],
      ['Administrator', signed],
      ['Staff', complete()],
    ] as const) {
      await renderPage(`/form/${CLIENT}`, () => <FormPage def={def} clientId={CLIENT} />, {
        role,
        api: {
          [`GET /api${callOf('goal-plan')}`]: () => json(view),
          'GET /api/ParticipantForms/get_versions': () => json([view]),
        },
      });
      expect(await screen.findByRole('link', { name: 'PDF' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Send for signing' })).toBeNull();
      cleanup();
    }
  });
});

// Issue 40's journey: the participant reads the agreement on a phone before signing it. Its supports
// are cards there, each column in view (a table hid the schedule and price beyond a sideways scroll).
describe('the service agreement as the participant reads it', () => {
  it('lists each support with its schedule, quantity and price as a card, beside the table for wider screens', async () => {
    const agreement = formDefOf('service-agreement');
    if (!agreement) {
      throw new Error('no service agreement');
    }
    const view: ParticipantFormView = {
      ...draft(),
      slug: 'service-agreement',
      name: agreement.name,
      status: 'awaiting signatures',
      values: {
        supports: [
          {
            itemNumber: '04_104_0125_6_1',
            name: 'Access Community Social and Rec Activ - Standard - Weekday Daytime',
            frequency: 'Monday to Friday',
            quantity: 2,
            unitPrice: '70.23',
          },
        ],
      },
      missingSignatures: [['participant', 'representative']],
    };
    await renderPage(`/form/${CLIENT}`, () => <FormPage def={agreement} clientId={CLIENT} />, {
      role: 'Client',
      api: {
        [`GET /api${callOf('service-agreement')}`]: () => json(view),
        'GET /api/ParticipantForms/get_versions': () => json([view]),
      },
    });
    const cards = await screen.findByRole('list', { name: 'Supports' });
    const [card] = within(cards).getAllByRole('listitem');
    expect(card?.textContent).toBe(
      'Item number04_104_0125_6_1SupportAccess Community Social and Rec Activ - Standard - Weekday DaytimeSchedule / frequencyMonday to FridayQuantity2Unit price ($)70.23',
    );
    // The phone's cards and the wider screens' table are each shown at their own widths only.
    expect(cards.className).toMatch(/hiddenFrom|mantine-hidden-from-sm/);
    expect(screen.getByRole('table').closest('.mantine-visible-from-sm')).not.toBeNull();
  });
});
