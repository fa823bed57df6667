import { Box, Button, Card } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CreateClientForm } from './CreateClientForm.tsx';
import { CreateInviteeForm } from './CreateInviteeForm.tsx';
import { PERSON_KINDS, type PersonKind } from './people-kinds.ts';
import { useReturnToList } from './useReturnToList.ts';

function ExcelLink({ kind }: { kind: PersonKind }) {
  return (
    <Button
      component={Link}
      to={PERSON_KINDS[kind].excelPath}
      variant="default"
      leftSection={<IconTable size={18} stroke={1.8} aria-hidden />}
    >
      Add many from Excel
    </Button>
  );
}

const CARD = { shadow: 'xs', p: { base: 'md', sm: 'xl' } } as const;
const PAGE_WIDTH = 900;

/** /app/forms/create-admin */
export function CreateAdministratorPage() {
  const done = useReturnToList('administrator');
  return (
    <Box maw={PAGE_WIDTH}>
      <PageHeader
        title="New administrator"
        description="They'll get an e-mail invitation to set their password, with the offer letter attached."
        actions={<ExcelLink kind="administrator" />}
      />
      <Card {...CARD}>
        <CreateInviteeForm kind="administrator" onCreated={done.created} onCancel={done.cancel} />
      </Card>
    </Box>
  );
}

/** /app/forms/create-staff */
export function CreateStaffPage() {
  const done = useReturnToList('staff');
  return (
    <Box maw={PAGE_WIDTH}>
      <PageHeader
        title="New staff member"
        description="They'll get an e-mail invitation to set their password, with the offer letter and any forms you choose."
        actions={<ExcelLink kind="staff" />}
      />
      <Card {...CARD}>
        <CreateInviteeForm kind="staff" onCreated={done.created} onCancel={done.cancel} />
      </Card>
    </Box>
  );
}

/** /app/forms/create-client */
export function CreateClientPage() {
  const done = useReturnToList('client');
  return (
    <Box maw={PAGE_WIDTH}>
      <PageHeader
        title="New client"
        description="Add a client with their service agreement dates and how they are funded (NDIS or Support at Home)."
        actions={<ExcelLink kind="client" />}
      />
      <Card {...CARD}>
        <CreateClientForm onCreated={done.created} onCancel={done.cancel} />
      </Card>
    </Box>
  );
}
