import { describe, expect, it } from 'vitest';
import {
  allRequiredCourses,
  requiredTrainingsOf,
  requiredTrainingsSchema,
  trainingRoleOf,
} from './required-trainings.ts';

describe('requiredTrainingsSchema', () => {
  it('keeps trimmed names and gives a role left out an empty list', () => {
    const v = requiredTrainingsSchema.parse({ Staff: ['  First aid ', 'CPR'] });
    expect(v.Staff).toEqual(['First aid', 'CPR']);
    expect(v.CareManager).toEqual([]);
  });
  it('refuses an empty name and a name twice in a role (any case, any spacing), at the entry', () => {
    const r = requiredTrainingsSchema.safeParse({ Staff: ['First aid', ' '], CareManager: ['CPR', 'cpr  '] });
    expect(r.success).toBe(false);
    const issues = r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['Staff.1', 'Enter the course name'],
      ['CareManager.1', 'cpr is listed twice'],
    ]);
  });
  it('allows the same course in two roles', () => {
    expect(requiredTrainingsSchema.safeParse({ Staff: ['CPR'], Administrator: ['CPR'] }).success).toBe(true);
  });
});

describe('the stored setting', () => {
  it('is the four for Staff while never saved, and exactly what was saved after', () => {
    expect(requiredTrainingsOf(null).Staff).toHaveLength(4);
    expect(requiredTrainingsOf({ Staff: [] }).Staff).toEqual([]);
  });
  it('reads a staff record without an account, or of another role, as Staff', () => {
    expect(trainingRoleOf(null)).toBe('Staff');
    expect(trainingRoleOf('Auditor')).toBe('Staff');
    expect(trainingRoleOf('CareManager')).toBe('CareManager');
  });
  it('lists every role’s courses once as the matrix columns', () => {
    const s = requiredTrainingsOf({ Staff: ['First aid', 'CPR'], Administrator: ['first aid', 'Privacy'] });
    expect(allRequiredCourses(s)).toEqual(['First aid', 'CPR', 'Privacy']);
  });
});
