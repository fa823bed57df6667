import { Alert, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconTable } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import { SPREADSHEET_FILE } from '../../ui/upload/file-kinds.ts';
import { PERSON_KINDS, type PersonKind } from './people-kinds.ts';

/**
 * /app/forms/upload-{admin|staff|client}-via-xero. The spec's screen has a drop area and a submit that
 * does nothing; rather than a dead button, the area is shown switched off with the reason and the
 * way that works today.
 */
export function AccountingImportPage({ kind }: { kind: PersonKind }) {
  const info = PERSON_KINDS[kind];
  return (
    <Box maw={900}>
      <PageHeader
        title={`Import ${info.plural} from Xero`}
        description="Bring people in from your accounting system."
      />
      <Stack gap="lg">
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          icon={<IconBan size={22} stroke={1.8} aria-hidden />}
          title="The Xero connection is not set up yet"
        >
          <Stack gap="sm">
            <Text fz="sm">
              Importing from Xero needs your organisation's accounting connection, which hasn't been set up.
              Until it is, you can add {info.plural} from an Excel spreadsheet, or one at a time.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={info.excelPath}
                leftSection={<IconTable size={18} stroke={1.8} aria-hidden />}
              >
                Upload from Excel instead
              </Button>
            </Group>
          </Stack>
        </Alert>
        <Card shadow="xs" p={{ base: 'md', sm: 'xl' }} aria-disabled="true">
          <FileDrop
            label="Xero export"
            description="Available once the Xero connection is set up."
            kind={SPREADSHEET_FILE}
            file={null}
            onChange={() => undefined}
            wrongTypeMessage={SPREADSHEET_FILE.label}
            disabled
            prompt="Importing from Xero is switched off"
          />
        </Card>
      </Stack>
    </Box>
  );
}

/** /app/forms/upload-admin-via-xero */
export const ImportAdministratorsFromXeroPage = () => <AccountingImportPage kind="administrator" />;
/** /app/forms/upload-staff-via-xero */
export const ImportStaffFromXeroPage = () => <AccountingImportPage kind="staff" />;
/** /app/forms/upload-client-via-xero */
export const ImportClientsFromXeroPage = () => <AccountingImportPage kind="client" />;
