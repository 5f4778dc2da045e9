import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ClientProfile } from '@/features/clients/components/client-profile';
import { MyDataCard } from '@/features/my-data/components/my-data-card';
import { useAuth } from '@/lib/auth';

/** /client/profile/{clientId?}: a client's profile; the signed-in client's own without an id. */
export function ClientProfileRoute() {
  const { clientId } = useParams();
  const { session, isTutor } = useAuth();
  const isClient = session?.user === 'client';
  const id = clientId ?? (isClient ? session.id : undefined);
  const isStaff = session?.user === 'staff';
  const back = isStaff
    ? { backTo: paths.allClients.getHref(), backLabel: 'Back to clients' }
    : { backTo: paths.dashboard.getHref(), backLabel: 'Back to my courses' };

  if (!id) {
    return (
      <Stack gap="lg" py="md">
        <Title order={1}>Client Profile</Title>
        <Paper withBorder p="xl" ta="center">
          <Text mb="md">No client is chosen. Open a client from the Clients table.</Text>
          <Button component={Link} to={paths.allClients.getHref()}>
            GO TO CLIENTS
          </Button>
        </Paper>
      </Stack>
    );
  }
  const isOwn = isClient && session.id === id;
  return (
    <>
      <ClientProfile
        key={id}
        clientId={id}
        isOwn={isOwn}
        canReview={isStaff && !isTutor}
        {...back}
      />
      {isOwn && (
        <Stack pb="md">
          <MyDataCard role="client" />
        </Stack>
      )}
    </>
  );
}
