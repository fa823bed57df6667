import type { DailyReportView } from '@care/domain';
import { useState } from 'react';

export type ReportDialog = 'details' | 'edit' | 'add';

/** Which dialog is open and for which report (kept while it closes, so its content does not vanish). */
export function useReportDialogs() {
  const [open, setOpen] = useState<{ kind: ReportDialog; report: DailyReportView | null } | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    report: open?.report ?? null,
    show(kind: ReportDialog, report: DailyReportView | null = null) {
      setOpen({ kind, report });
      setOpened(true);
    },
    isOpen: (kind: ReportDialog) => opened && open?.kind === kind,
    close: () => setOpened(false),
  };
}
