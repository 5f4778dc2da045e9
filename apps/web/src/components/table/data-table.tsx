import { SEARCH_MAX_LENGTH } from '@capstone/contracts';
import {
  Box,
  Button,
  Chip,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMediaQuery } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import {
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { csvFileName, rowsToCsv } from '@/lib/csv-export';
import { saveBlob } from '@/lib/download';
import {
  buildSearchIndex,
  compareCellValues,
  filterRows,
  type CellValue,
  type RowFilter,
} from '@/lib/table-rows';
import { CardRows } from './card-rows';
import { SortHeader } from './sort-header';

export interface DataColumn<T> {
  id: string;
  header: string;
  /** Plain value of the cell: what the column sorts, searches and exports. */
  value: (row: T) => CellValue;
  /** What the cell shows; the plain value when absent. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  searchable?: boolean;
  minWidth?: number;
  /** Not shown (in the table or the cards) but still searched and exported: an id for support. */
  hidden?: boolean;
}

export interface DataTableProps<T> {
  /** The table's heading, e.g. 'All Clients'; also names the export file. */
  title: string;
  /** Plural noun of the row count: '12 of 40 clients'. */
  noun: string;
  rows: readonly T[] | undefined;
  /** Keep the array stable (module constant or useMemo): the search index is built from it. */
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => string;
  filters?: readonly RowFilter<T>[];
  searchPlaceholder?: string;
  /** Shown when there are no rows at all. */
  empty: ReactNode;
  isPending: boolean;
  /** Shown instead of the table when loading failed. */
  error?: ReactNode;
  /** Opens a row on a mouse click anywhere in it; keyboard users follow the link in a cell. */
  onOpenRow?: (row: T) => void;
  initialSort?: SortingState;
  /**
   * The search box lives with the page's own filters: its text, and how to empty it. The table
   * then shows no search box of its own, so a page has one.
   */
  search?: { query: string; clear: () => void };
  /** On a narrow screen, each row as a card, so what matters is read without sideways scrolling. */
  renderCard?: (row: T) => ReactNode;
  /** EXPORT CSV's file name and content, when they are not the title and the columns. */
  csvExport?: { fileName: string; build: (rows: readonly T[]) => string };
}

const ROW_HEIGHT = 45;
const CARD_HEIGHT = 140;
/** Below Mantine's `sm` breakpoint (phones, narrow tablets) rows become cards. */
const NARROW = '(max-width: 47.99em)';
const NO_FILTERS: readonly never[] = [];
const NO_SORT: SortingState = [];
const SCROLL_HEIGHT = 'min(65vh, 640px)';

/**
 * The overview table: TanStack Table for sorting, TanStack Virtual so that only the rows in view
 * are in the DOM, a search whose filtering runs on a deferred value (typing stays responsive at
 * thousands of rows), toggle chips, a row count and a CSV export of exactly the rows shown.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { title, rows, isPending, error } = props;
  const headingId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        {title}
      </Title>
      {isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={`Loading ${props.noun}`}>
          <Skeleton height={36} w={{ base: '100%', xs: 320 }} />
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} height={36} />
          ))}
        </Stack>
      ) : error || !rows ? (
        <Paper withBorder p="xl" ta="center">
          {error}
        </Paper>
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          {props.empty}
        </Paper>
      ) : (
        <LoadedTable {...props} rows={rows} />
      )}
    </Stack>
  );
}

function LoadedTable<T>({
  title,
  noun,
  rows,
  columns,
  getRowId,
  filters = NO_FILTERS,
  searchPlaceholder,
  onOpenRow,
  initialSort = NO_SORT,
  search,
  renderCard,
  csvExport,
}: DataTableProps<T> & { rows: readonly T[] }) {
  const [ownQuery, setOwnQuery] = useState('');
  const query = search ? search.query : ownQuery;
  const asCards = useMediaQuery(NARROW, false, { getInitialValueInEffect: false }) && !!renderCard;
  const [activeFilterIds, setActiveFilterIds] = useState<string[]>([]);
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const deferredQuery = useDeferredValue(query);
  const scrollRef = useRef<HTMLDivElement>(null);

  const searchIndex = useMemo(
    () =>
      buildSearchIndex(
        rows,
        columns.filter((column) => column.searchable !== false).map((column) => column.value),
      ),
    [rows, columns],
  );
  const activeFilters = useMemo(
    () => filters.filter((filter) => activeFilterIds.includes(filter.id)),
    [filters, activeFilterIds],
  );
  const visible = useMemo(
    () => filterRows(rows, searchIndex, deferredQuery, activeFilters),
    [rows, searchIndex, deferredQuery, activeFilters],
  );

  const shownColumns = useMemo(() => columns.filter((column) => !column.hidden), [columns]);
  const columnDefs = useMemo<ColumnDef<T, CellValue>[]>(
    () =>
      shownColumns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: column.value,
        enableSorting: column.sortable !== false,
        sortDescFirst: false,
        sortingFn: (a, b, id) => compareCellValues(a.getValue(id), b.getValue(id)),
        cell: ({ row }) => column.cell?.(row.original) ?? column.value(row.original) ?? '',
        meta: { minWidth: column.minWidth },
      })),
    [shownColumns],
  );

  // The app does not run the React Compiler, so its warning about TanStack's unmemoisable
  // functions does not apply; the table re-reads its models on every render as it should.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: visible,
    columns: columnDefs,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => getRowId(row),
  });
  const tableRows = table.getRowModel().rows;

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (asCards ? CARD_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columnCount = shownColumns.length;
  const minWidth = shownColumns.reduce((sum, column) => sum + (column.minWidth ?? 120), 0);
  const isStale = query !== deferredQuery;

  const exportCsv = () => {
    const shown = tableRows.map((row) => row.original);
    const csv = csvExport
      ? csvExport.build(shown)
      : rowsToCsv(
          columns.map((column) => ({ header: column.header, value: column.value })),
          shown,
        );
    saveBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      csvExport?.fileName ?? csvFileName(title),
    );
  };

  const clearAll = () => {
    setOwnQuery('');
    search?.clear();
    setActiveFilterIds([]);
  };

  const openRow = (event: MouseEvent<HTMLTableRowElement>, row: T) => {
    if (!onOpenRow) return;
    // A link or button inside the row does its own thing.
    if ((event.target as HTMLElement).closest('a, button, input')) return;
    onOpenRow(row);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          {!search && (
            <TextInput
              label={`Search ${noun}`}
              placeholder={searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              type="search"
              maxLength={SEARCH_MAX_LENGTH}
              value={query}
              onChange={(event) => setOwnQuery(event.currentTarget.value)}
              w={{ base: '100%', xs: 320 }}
            />
          )}
          {filters.length > 0 && (
            <Chip.Group multiple value={activeFilterIds} onChange={setActiveFilterIds}>
              <Group gap="xs" role="group" aria-label="Filters" pb={4}>
                {filters.map((filter) => (
                  <Chip key={filter.id} value={filter.id} size="sm" variant="outline">
                    {filter.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        </Group>
        <Group gap="sm">
          <Text fz="sm" c="dimmed" aria-live="polite">
            {visible.length} of {rows.length} {noun}
          </Text>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={exportCsv}
            disabled={tableRows.length === 0}
          >
            EXPORT CSV
          </Button>
        </Group>
      </Group>

      {tableRows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text mb="md">No {noun} match the search and filters.</Text>
          <Button variant="default" onClick={clearAll}>
            CLEAR SEARCH AND FILTERS
          </Button>
        </Paper>
      ) : (
        <Box
          ref={scrollRef}
          tabIndex={0}
          role="region"
          aria-label={`${title}: ${asCards ? 'list' : 'table'}, scrolls`}
          // Dimmed while the rows catch up with the search: busy until they show what it asks.
          aria-busy={isStale || undefined}
          style={{
            maxHeight: SCROLL_HEIGHT,
            overflow: 'auto',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-md)',
            opacity: isStale ? 0.7 : 1,
          }}
        >
          {asCards && renderCard ? (
            <CardRows
              label={title}
              count={tableRows.length}
              items={items}
              paddingTop={paddingTop}
              paddingBottom={paddingBottom}
              totalSize={virtualizer.getTotalSize()}
              measure={virtualizer.measureElement}
              keyOf={(index) => tableRows[index]?.id}
              render={(index) => {
                const row = tableRows[index];
                return row ? renderCard(row.original) : null;
              }}
            />
          ) : (
            <Table
              stickyHeader
              highlightOnHover
              // Mantine's default hover (gray 1) leaves a teal 9 badge just under 4.5:1; the
              // theme's hover colour (gray 0) keeps every badge colour readable under the pointer.
              highlightOnHoverColor="var(--mantine-color-default-hover)"
              verticalSpacing="xs"
              miw={minWidth}
              aria-rowcount={tableRows.length + 1}
              style={{ borderCollapse: 'separate', borderSpacing: 0 }}
            >
              <Table.Thead style={{ zIndex: 1 }}>
                {table.getHeaderGroups().map((headerGroup) => (
                  <Table.Tr key={headerGroup.id} aria-rowindex={1}>
                    {headerGroup.headers.map((header) => (
                      <SortHeader
                        key={header.id}
                        column={header.column}
                        label={flexRender(header.column.columnDef.header, header.getContext())}
                        minWidth={(header.column.columnDef.meta as { minWidth?: number }).minWidth}
                      />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Thead>
              <Table.Tbody>
                {paddingTop > 0 && (
                  <tr aria-hidden>
                    <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
                  </tr>
                )}
                {items.map((item) => {
                  const row = tableRows[item.index];
                  if (!row) return null;
                  return (
                    <Table.Tr
                      key={row.id}
                      data-index={item.index}
                      ref={virtualizer.measureElement}
                      aria-rowindex={item.index + 2}
                      onClick={onOpenRow ? (event) => openRow(event, row.original) : undefined}
                      style={onOpenRow ? { cursor: 'pointer' } : undefined}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <Table.Td key={cell.id}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
                {paddingBottom > 0 && (
                  <tr aria-hidden>
                    <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
                  </tr>
                )}
              </Table.Tbody>
            </Table>
          )}
        </Box>
      )}
    </Stack>
  );
}
