import {
  ERROR_TITLES,
  newAdministrator,
  newClient,
  newStaff,
  type StatusReply,
  unsafeTextReason,
} from '@care/domain';
import type { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { fieldMessages } from '../../http/validation.ts';
import { EMAIL_IN_USE, emailInUse } from '../users/users.api.ts';
import { createAdministrator, createClient, createStaff } from './create-people.ts';
import { readSpreadsheet } from './sheet-reader.ts';
import { buildTemplate, type SheetKind, SPREADSHEET_COLUMNS } from './spreadsheet.ts';

const MAX_ROWS = 2000;

export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

export const IMPORTS: {
  kind: SheetKind;
  base: string;
  schema: z.ZodType;
  permission: 'administrator.add' | 'staff.add' | 'client.add';
  label: string;
  /** The spec's upload path (spec 2 §7); `upload_excel` stays as an alias. */
  uploadPath: string;
}[] = [
  {
    kind: 'administrator',
    base: '/Administrators',
    schema: newAdministrator,
    permission: 'administrator.add',
    label: 'administrators',
    uploadPath: 'upload_admin_records',
  },
  {
    kind: 'staff',
    base: '/Staffs',
    schema: newStaff,
    permission: 'staff.add',
    label: 'staff',
    uploadPath: 'upload_staff_records',
  },
  {
    kind: 'client',
    base: '/Profiles',
    schema: newClient,
    permission: 'client.add',
    label: 'clients',
    uploadPath: 'upload_client_records',
  },
];

/** The file field of each upload path: the spec's `excelfile`, and `file` on the older alias. */
const UPLOAD_FIELDS = (imp: (typeof IMPORTS)[number]) =>
  [
    [imp.uploadPath, 'excelfile'],
    ['upload_excel', 'file'],
  ] as const;

/** A refusal that names every bad row: nothing of the sheet is imported. */
function rowsRefused(problems: RowProblem[]): AppError {
  const first = problems[0] as RowProblem;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  const error = new AppError(
    400,
    `Nothing was imported. Row ${first.row}, ${first.field}: ${first.message}${more}`,
    Object.fromEntries(problems.map((p) => [`row${p.row}.${p.field}`, p.message])),
    ERROR_TITLES.badInput,
  );
  return Object.assign(error, { rows: problems });
}

/** Spreadsheet upload (.xlsx, .xls) and its template, per kind: all rows are imported or none (spec 2 §5). */
export function importRoutesOf(imp: (typeof IMPORTS)[number]) {
  const tags = [imp.base.slice(1)];
  const template = routeSpec({
    method: 'GET',
    url: `${imp.base}/excel_template`,
    summary: `The upload template for ${imp.label}`,
    tags,
    async handler({ reply }) {
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', contentDisposition('attachment', `${imp.label}-upload-template.xlsx`));
      return buildTemplate(imp.kind);
    },
  });

  const uploads = UPLOAD_FIELDS(imp).map(([path, field]) =>
    routeSpec({
      method: 'POST',
      url: `${imp.base}/${path}`,
      summary: `Import ${imp.label} from a spreadsheet (multipart CompanyId, ${field}): every row or none`,
      tags,
      multipart: { files: [field] },
      activity: `Imported ${imp.label} from a spreadsheet`,
      // Checked (type, 5 MB, used range) and parsed on a worker thread before the transaction opens.
      async prepare({ files }) {
        const file = files[field];
        if (!file) {
          throw fieldError(field, 'Select File');
        }
        return { file, sheet: await readSpreadsheet(file.bytes, field) };
      },
      async handler({
        deps,
        db,
        principal,
        prepared: { file, sheet },
        now,
        recordActivity,
      }): Promise<StatusReply & { imported: number }> {
        const { headings, rows } = sheet;
        const missing = SPREADSHEET_COLUMNS[imp.kind].filter(
          (c) =>
            !['MiddleName', 'Address'].includes(c) &&
            !headings.some((h) => h.replace(/[\s_]/g, '').toLowerCase() === c.toLowerCase()),
        );
        if (missing.length > 0) {
          throw fieldError(field, `The sheet has no column ${missing.join(', ')}. Start from the template.`);
        }
        if (rows.length === 0) {
          throw fieldError(field, 'The sheet has no rows to import.');
        }
        if (rows.length > MAX_ROWS) {
          throw fieldError(field, `At most ${MAX_ROWS} rows can be imported at once.`);
        }

        const problems: RowProblem[] = [];
        const parsed: { row: number; value: Record<string, unknown> }[] = [];
        const seen = new Map<string, number>();
        for (const { row, values } of rows) {
          // A cell can hold a NUL (_x0000_ in the file), which the database refuses.
          const unsafe = Object.entries(values).find(([, v]) => unsafeTextReason(v));
          if (unsafe) {
            problems.push({ row, field: unsafe[0], message: unsafeTextReason(unsafe[1]) as string });
            continue;
          }
          const result = imp.schema.safeParse(values);
          if (!result.success) {
            for (const [field, message] of Object.entries(fieldMessages(result.error))) {
              problems.push({ row, field, message });
            }
            continue;
          }
          const value = result.data as Record<string, unknown> & { email: string };
          const earlier = seen.get(value.email);
          if (earlier !== undefined) {
            problems.push({ row, field: 'email', message: `The same email is on row ${earlier}` });
          } else if (
            await emailInUse(db, principal.companyId, value.email, imp.kind === 'client' ? 'all' : 'signIns')
          ) {
            problems.push({ row, field: 'email', message: EMAIL_IN_USE });
          }
          seen.set(value.email, row);
          parsed.push({ row, value });
        }
        if (problems.length > 0) {
          throw rowsRefused(problems);
        }

        const creator = { companyId: principal.companyId, userId: principal.uid, now };
        for (const { value } of parsed) {
          if (imp.kind === 'administrator') {
            await createAdministrator(db, deps, value as z.infer<typeof newAdministrator>, creator);
          } else if (imp.kind === 'staff') {
            const { forms: _forms, ...person } = value as z.infer<typeof newStaff>;
            await createStaff(db, deps, person, creator);
          } else {
            await createClient(db, value as z.infer<typeof newClient>, creator);
          }
        }
        recordActivity(`Imported ${parsed.length} ${imp.label} from ${file.filename || 'a spreadsheet'}`);
        return {
          status: 'Success',
          message: `${parsed.length} ${imp.label} imported.`,
          imported: parsed.length,
        };
      },
    }),
  );
  return { template, uploads };
}
