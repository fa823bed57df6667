import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';
import { setScreen } from './data-table.test-kit.ts';

interface Person {
  id: string;
  fullName: string;
  email: string;
  suburb: string;
  employeeId: string | null;
}

const PEOPLE: Person[] = Array.from({ length: 23 }, (_, i) => ({
  id: `p${i + 1}`,
  fullName: `Person ${String(i + 1).padStart(2, '0')}`,
  email: `person${i + 1}@example.com`,
  suburb: i % 2 === 0 ? 'Parramatta' : 'Newtown',
  employeeId: i === 4 ? null : `EMP-${i}`,
}));

const COLUMNS: DataTableColumn<Person>[] = [
  {
    accessor: 'fullName',
    title: 'Full Name',
    highlight: { when: (p) => p.employeeId === null, label: 'not yet in the accounting system' },
  },
  { accessor: 'email', title: 'Email' },
  { accessor: 'suburb', title: 'Suburb', secondary: true },
  {
    accessor: 'actions',
    title: 'Action',
    exportable: false,
    render: (p) => <a href={`/edit/${p.id}`}>Edit</a>,
  },
];

function renderTable(extra: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return renderWithProviders(
    <DataTable<Person>
      label="people"
      records={PEOPLE}
      columns={COLUMNS}
      idAccessor="id"
      search={{ accessors: ['fullName', 'email'], placeholder: 'Search by full name or email' }}
      exportAs={{ fileName: 'Staff', title: 'Staff' }}
      {...extra}
    />,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => screen.queryAllByText(/^Person \d\d$/).map((n) => n.textContent);

describe('DataTable', () => {
  beforeEach(() => setScreen(true));

  it('shows ten rows a page and moves between pages', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(names()).toEqual(['Person 21', 'Person 22', 'Person 23']);
    expect(screen.getByText('21–23 of 23')).toBeTruthy();
  });

  it('lets the user choose 25 rows a page', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: '10' }));
    await user.click(await screen.findByRole('menuitem', { name: '25', hidden: true }));
    expect(names()).toHaveLength(23);
  });

  it('filters the rows by the search fields and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderTable();
    const search = screen.getByRole('searchbox', { name: 'Search by full name or email' });
    await user.type(search, 'person17@');
    await waitFor(() => expect(names()).toEqual(['Person 17']));
    // The suburb is not a search field.
    await user.clear(search);
    await user.type(search, 'Parramatta');
    expect(await screen.findAllByText('No records found')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(names()).toHaveLength(10));
  });

  it('goes back to page 1 when the search changes', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.type(screen.getByRole('searchbox'), 'Person 0');
    await waitFor(() => expect(screen.getByText('1–9 of 9')).toBeTruthy());
    expect(names()[0]).toBe('Person 01');
  });

  it('sorts by a column when its title is clicked', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.click(screen.getByText('Full Name'));
    expect(names()[0]).toBe('Person 01');
    await user.click(screen.getByText('Full Name'));
    expect(names()[0]).toBe('Person 23');
  });

  it('expands a row to show its details, and collapses it again', async () => {
    const user = userEvent.setup();
    renderTable({ rowExpansion: (p) => <p>Details of {p.fullName}</p> });
    expect(screen.queryByText('Details of Person 02')).toBeNull();
    const toggles = screen.getAllByRole('button', { name: 'Show details' });
    await user.click(toggles[1] as HTMLElement);
    expect(await screen.findByText('Details of Person 02')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide details' }));
    await waitFor(() => expect(screen.queryByText('Details of Person 02')).toBeNull());
  });

  it('expands a row when the row itself is tapped, but not when a link in it is', async () => {
    const user = userEvent.setup();
    renderTable({ rowExpansion: (p) => <p>Details of {p.fullName}</p> });
    await user.click(screen.getByText('person3@example.com'));
    expect(await screen.findByText('Details of Person 03')).toBeTruthy();
    const link = within(bodyRows()[0] as HTMLElement).getByRole('link', { name: 'Edit' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    expect(screen.queryByText('Details of Person 01')).toBeNull();
  });

  it('marks a highlighted cell in red with its reason, and explains the colour under the table', () => {
    renderTable();
    const cell = screen.getByText('Person 05').closest('td') as HTMLElement;
    expect(cell.classList.contains('care-cell-highlight')).toBe(true);
    expect(cell.getAttribute('title')).toBe('not yet in the accounting system');
    expect(within(cell).getByText('(not yet in the accounting system)')).toBeTruthy();
    expect(screen.getByText('Full Name in red')).toBeTruthy();
    expect((screen.getByText('Person 04').closest('td') as HTMLElement).className).not.toContain('highlight');
  });

  it('shows the empty state, the loading state and the error state with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderTable({ records: [] });
    expect(screen.getAllByText('No records found').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <DataTable<Person> label="people" records={undefined} columns={COLUMNS} idAccessor="id" loading />,
    );
    expect(document.querySelector('.mantine-datatable-loader')).not.toBeNull();
    rerender(
      <DataTable<Person>
        label="people"
        records={undefined}
        columns={COLUMNS}
        idAccessor="id"
        error
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText("We couldn't load the people")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('opens the caller’s filter dialog and shows when a filter is on', async () => {
    const user = userEvent.setup();
    renderTable({
      filter: {
        title: 'Filter staff',
        active: true,
        content: (close) => (
          <button type="button" onClick={close}>
            Load
          </button>
        ),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter staff' });
    await user.click(within(dialog).getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('exports the searched rows of every page as CSV, without the action column', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderTable();
    await user.type(screen.getByRole('searchbox'), 'Person 1');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export as CSV', hidden: true }));
    // The export code is a chunk of its own, loaded on the first export: slow on a busy machine.
    await waitFor(() => expect(clicked).toEqual(['Staff.csv']), { timeout: 15_000 });
    const text = (await blobs[0]?.text())?.replace(/^\uFEFF/, '');
    const lines = text?.trim().split('\r\n');
    expect(lines?.[0]).toBe('Full Name,Email,Suburb');
    expect(lines).toHaveLength(11);
    expect(lines?.[1]).toBe('Person 10,person10@example.com,Newtown');
  });

  describe('on a phone', () => {
    beforeEach(() => setScreen(false));

    it('folds secondary columns into the expanded row', async () => {
      const user = userEvent.setup();
      renderTable();
      expect(screen.queryByText('Parramatta')).toBeNull();
      await user.click(screen.getAllByRole('button', { name: 'Show details' })[0] as HTMLElement);
      expect(await screen.findByText('Parramatta')).toBeTruthy();
      expect(screen.getByText('Suburb')).toBeTruthy();
    });
  });
});
