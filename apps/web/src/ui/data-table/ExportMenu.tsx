import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileText, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import type { ExportKind } from './export-builders.ts';
import type { ExportTable } from './table-data.ts';

export interface ExportMenuProps {
  /** The file name without extension (spec 2 §9: Client, Staff, UserList, ActivityLog...). */
  fileName: string;
  /** The heading printed on the PDF. */
  title: string;
  /** Builds the table at the moment of the click: the rows the user is looking at, all pages. */
  table: () => ExportTable;
  disabled?: boolean;
}

const CHOICES: { kind: ExportKind; label: string; hint: string }[] = [
  { kind: 'pdf', label: 'PDF', hint: 'To print or share' },
  { kind: 'excel', label: 'Excel', hint: '.xlsx spreadsheet' },
  { kind: 'csv', label: 'CSV', hint: 'For other systems' },
];

/** Export as PDF, Excel or CSV; the builders load on the first click. */
export function ExportMenu({ fileName, title, table, disabled }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);

  const run = async (kind: ExportKind) => {
    setBusy(true);
    try {
      const { downloadExport } = await import('./export-files.ts');
      downloadExport(kind, table(), fileName, title);
    } catch (error) {
      console.warn('[export]', error);
      toasts.error('The export could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} stroke={1.8} aria-hidden />}
          rightSection={<IconChevronDown size={16} stroke={1.8} aria-hidden />}
          loading={busy}
          disabled={disabled}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Download the rows shown</Menu.Label>
        {CHOICES.map((choice) => (
          <Menu.Item
            key={choice.kind}
            leftSection={
              choice.kind === 'pdf' ? (
                <IconFileText size={18} stroke={1.8} aria-hidden />
              ) : (
                <IconTable size={18} stroke={1.8} aria-hidden />
              )
            }
            onClick={() => void run(choice.kind)}
            aria-label={`Export as ${choice.label}`}
          >
            {choice.label}
            <span style={{ display: 'block', fontSize: 12, color: 'var(--mantine-color-dimmed)' }}>
              {choice.hint}
            </span>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
