import { Alert, Button, Stack } from '@mantine/core';
import { useInstitution } from '@/lib/institution';

export const INSTITUTION_LOAD_FAILED =
  "The university's rules for emails and IDs could not be loaded, so this form cannot be checked.";

/** Shown where a form needs the institution (`GET /api/config`) and it could not be read. */
export function InstitutionLoadError() {
  const institution = useInstitution();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        {INSTITUTION_LOAD_FAILED}
        <Button
          size="compact-sm"
          onClick={() => void institution.refetch()}
          loading={institution.isFetching}
        >
          TRY AGAIN
        </Button>
      </Stack>
    </Alert>
  );
}
