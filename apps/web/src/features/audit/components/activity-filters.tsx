import { messageForPeople, SEARCH_MAX_LENGTH, type AuditAction } from '@capstone/contracts';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ACTION_OPTIONS, invalidRange } from '../utils/audit-filters';
import { EMPTY_ACTIVITY_VIEW, type ActivityView } from '../utils/activity-url';
import { DayInput } from './day-input';

interface ActivityFiltersProps {
  value: ActivityView;
  onChange: (next: ActivityView) => void;
  people: { value: string; label: string }[];
  /** The zone the days and times are in, as a person reads it ("AEDT (Australia/Sydney)"). */
  zone: string;
  /** How many events are loaded, when more could be: the search looks through those only. */
  loaded: number | null;
}

const RANGE_ERROR = messageForPeople('from must not be after to');

/**
 * Person, action, day range and search of the Activity page, in one row. Person, action and days
 * ask the server again (the trail may be longer than one page); the search looks through the
 * events shown, for a name or words of what happened.
 */
export function ActivityFilters({ value, onChange, people, zone, loaded }: ActivityFiltersProps) {
  const set = (patch: Partial<ActivityView>) => onChange({ ...value, ...patch });
  const isFiltered = Object.values(value).some(Boolean);
  return (
    <div>
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
          w={{ base: '100%', xs: 200 }}
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
          w={{ base: '100%', xs: 240 }}
        />
        <DayInput
          label="From"
          value={value.from}
          onChange={(from) => set({ from })}
          error={invalidRange(value) ? RANGE_ERROR : undefined}
          w={{ base: '100%', xs: 140 }}
        />
        <DayInput
          label="To"
          value={value.to}
          onChange={(to) => set({ to })}
          w={{ base: '100%', xs: 140 }}
        />
        <TextInput
          label="Search"
          placeholder="Name or words"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={SEARCH_MAX_LENGTH}
          value={value.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
          w={{ base: '100%', xs: 200 }}
        />
        {isFiltered && (
          <Button
            variant="subtle"
            mt={{ base: 0, xs: 25 }}
            onClick={() => onChange(EMPTY_ACTIVITY_VIEW)}
          >
            CLEAR FILTERS
          </Button>
        )}
      </Group>
      <Text fz="xs" c="dimmed" mt={6}>
        Days and times are in {zone}, the university&apos;s time zone.
        {loaded !== null &&
          ` Search looks through the ${loaded} events loaded; load more to search further.`}
      </Text>
    </div>
  );
}
