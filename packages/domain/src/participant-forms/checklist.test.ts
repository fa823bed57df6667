import { describe, expect, it } from 'vitest';
import { checklistGaps, checklistRows } from './checklist.ts';
import type { FormSummary } from './form-api.ts';

const summary = (slug: string, required: boolean, status: FormSummary['status']): FormSummary => ({
  slug,
  name: slug,
  required,
  formId: status ? `id-${slug}` : null,
  version: status ? 1 : null,
  status,
  lastModified: null,
  reviewDate: '2027-01-01',
  awaitingParticipant: false,
});

describe('checklistRows', () => {
  it('counts a signed or due-for-review form as current, a draft or overdue one as a gap', () => {
    const rows = checklistRows(
      [
        summary('service-agreement', true, 'signed'),
        summary('safety-plan', true, 'overdue'),
        summary('consent-form', true, 'draft'),
        summary('support-plan', true, 'due for review'),
        summary('goal-plan', false, null),
        summary('participant-checklist', false, 'draft'),
      ],
      [{ documentName: 'ndis plan', expirationDate: '2027-06-30', displayStatus: 'Accepted' }],
    );
    expect(rows.find((r) => r.slug === 'participant-checklist')).toBeUndefined();
    expect(checklistGaps(rows)).toEqual([
      'safety-plan on file and current',
      'consent-form on file and current',
    ]);
    expect(rows.find((r) => r.name === 'NDIS Plan')).toMatchObject({ onFile: true, current: true });
    expect(rows.find((r) => r.slug === 'goal-plan')).toMatchObject({ onFile: false, status: 'not started' });
  });

  it('an expired NDIS plan document is on file but not current', () => {
    const rows = checklistRows(
      [],
      [{ documentName: 'NDIS Plan', expirationDate: '2025-06-30', displayStatus: 'expired' }],
    );
    expect(checklistGaps(rows)).toEqual(['NDIS Plan on file and current']);
  });
});
