import { SEARCH_MAX_LENGTH } from '@capstone/contracts';
import { Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { COURSE_TEXT } from '@/config/course-messages';
import { paths } from '@/config/paths';
import { CourseSearchResults } from '@/features/courses/components/course-search-results';

/** Course discovery (/client/allCourses). */
export function AllCoursesRoute() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BackLink to={paths.dashboard.getHref()} label="Back to dashboard" />
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {COURSE_TEXT.discoveryTitle}
        </Title>
      </Group>
      <TextInput
        label="Search courses"
        placeholder="Course code, name or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={SEARCH_MAX_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value.slice(0, SEARCH_MAX_LENGTH))}
        maw={480}
        type="search"
      />
      <CourseSearchResults query={debounced} />
    </Stack>
  );
}
