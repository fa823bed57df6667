import { Button, CloseButton, Indicator, Modal, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ExportMenu } from './ExportMenu.tsx';
import type { ExportTable } from './table-data.ts';

/** A Filter button and the caller's dialog; `content` gets a `close` to call after Load or Reset. */
export interface TableFilter {
  title?: string;
  /** A filter is in effect: the button shows a dot. */
  active?: boolean;
  content: (close: () => void) => ReactNode;
}

export interface TableToolbarProps {
  search?: { placeholder: string };
  searchValue: string;
  onSearch: (value: string) => void;
  filter?: TableFilter;
  exportAs?: { fileName: string; title: string };
  exportTable: () => ExportTable;
  exportDisabled?: boolean;
  actions?: ReactNode;
}

/** Search (full width on phones), Filter, Export and the caller's actions, above the table. */
export function TableToolbar(props: TableToolbarProps) {
  const { search, filter, exportAs } = props;
  const [filterOpened, filterDialog] = useDisclosure(false);

  return (
    <div className="care-table-toolbar">
      {search ? (
        <TextInput
          className="care-table-search"
          size="sm"
          leftSection={<IconSearch size={18} stroke={1.8} aria-hidden />}
          placeholder={search.placeholder}
          aria-label={search.placeholder}
          type="search"
          value={props.searchValue}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          rightSection={
            props.searchValue ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => props.onSearch('')} />
            ) : null
          }
        />
      ) : null}
      <div className="care-table-buttons">
        {filter ? (
          <Indicator disabled={!filter.active} color="brand" size={10} offset={4} label={null}>
            <Button
              variant="default"
              leftSection={<IconFilter size={18} stroke={1.8} aria-hidden />}
              onClick={filterDialog.open}
            >
              Filter
            </Button>
          </Indicator>
        ) : null}
        {exportAs ? (
          <ExportMenu
            fileName={exportAs.fileName}
            title={exportAs.title}
            table={props.exportTable}
            disabled={props.exportDisabled}
          />
        ) : null}
        {props.actions ? <div className="care-table-actions">{props.actions}</div> : null}
      </div>
      {filter ? (
        <Modal
          opened={filterOpened}
          onClose={filterDialog.close}
          title={<strong>{filter.title ?? 'Filter'}</strong>}
          centered
          radius="lg"
        >
          {filter.content(filterDialog.close)}
        </Modal>
      ) : null}
    </div>
  );
}
