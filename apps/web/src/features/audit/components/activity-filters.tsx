import type { AuditAction } from '@capstone/contracts';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { ACTION_OPTIONS, invalidRange, type AuditFilters } from '../utils/audit-filters';

interface ActivityFiltersProps {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
  people: { value: string; label: string }[];
}

/**
 * Person, action and date range of the Activity page. Each change asks the server again: the
 * trail may be longer than one page, so it filters where all of it is.
 */
export function ActivityFilters({ value, onChange, people }: ActivityFiltersProps) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const rangeError = invalidRange(value) ? 'From must not be after To' : undefined;
  const isFiltered = Object.values(value).some(Boolean);
  return (
    <Group align="flex-start" gap="sm" role="search" aria-label="Filter the activity">
      <Select
        label="Person"
        placeholder="Anyone"
        data={people}
        value={value.person || null}
        onChange={(person) => set({ person: person ?? '' })}
        searchable
        clearable
        nothingFoundMessage="Nobody by that name"
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label="Action"
        placeholder="Any action"
        data={ACTION_OPTIONS}
        value={value.action || null}
        onChange={(action) => set({ action: (action ?? '') as AuditAction | '' })}
        searchable
        clearable
        nothingFoundMessage="No such action"
        w={{ base: '100%', xs: 260 }}
      />
      <TextInput
        type="date"
        label="From"
        value={value.from}
        onChange={(event) => set({ from: event.currentTarget.value })}
        max={value.to || undefined}
        error={rangeError}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        type="date"
        label="To"
        value={value.to}
        onChange={(event) => set({ to: event.currentTarget.value })}
        min={value.from || undefined}
        w={{ base: '100%', xs: 170 }}
      />
      {isFiltered && (
        <Button
          variant="subtle"
          mt={{ base: 0, xs: 25 }}
          onClick={() => onChange({ person: '', action: '', from: '', to: '' })}
        >
          CLEAR FILTERS
        </Button>
      )}
    </Group>
  );
}
