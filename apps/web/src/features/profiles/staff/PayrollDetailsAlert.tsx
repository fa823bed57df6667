import { payrollEmployeeProblems } from '@care/domain';
import { Alert, List } from '@mantine/core';
import type { StaffProfile } from '../../../shelf/person-types.ts';

/**
 * Issue 40 item 4: what Xero payroll needs of this worker that the record lacks (date of birth,
 * employment type, start date, bank details…), listed on the profile before any post rather than
 * found in a post's log (docs/decisions/xero.md). The same rules as Update Record to Xero.
 */
export function PayrollDetailsAlert({ staff }: { staff: StaffProfile }) {
  const problems = payrollEmployeeProblems(staff, { requireStartDate: true });
  if (problems.length === 0) {
    return null;
  }
  return (
    <Alert color="yellow" title="Payroll details Xero needs" mb="md" aria-label="Payroll details Xero needs">
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={p.field}>{p.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
