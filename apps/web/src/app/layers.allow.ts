/**
 * The import circles between features still allowed (app/layers.test.ts): each a knot of features
 * that import each other, with why it is still there. The list only shrinks: a knot not here fails
 * the test, and so does an entry whose knot is gone or has changed.
 */
export const ALLOWED_CIRCLES: readonly { features: readonly string[]; reason: string }[] = [
  {
    features: [
      'ai-report',
      'attendance-admin',
      'care-needs',
      'care-record',
      'catalogue',
      'dashboard',
      'documents',
      'incidents',
      'participant-forms',
      'people-create',
      'profiles',
      'progress-notes',
      'roster',
      'roster-dialogs',
      'roster-portals',
      'shift-day',
      'shift-reports',
      'timesheet-review',
      'timesheets',
    ],
    reason:
      'the profile pages import the panels of the features whose tabs they show, which import them back',
  },
];
