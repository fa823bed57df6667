import type { XeroAuthReply } from '@care/domain';
import { Alert, Anchor, Button, Card, Group, Loader, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { toasts } from '../../platform/toasts.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { finishXeroConnect } from './integrations-api.ts';
import { PAY_MAPPING_ANCHOR } from './PayCategoryMappingSection.tsx';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * /app/report/auth (spec 3 §2.5): Xero returns here with code and state. The server is called once;
 * Success goes on (to Setup → Integrations, where the connection shows), Warning stays with its link,
 * anything else goes to the dashboard with the error.
 */
export function XeroAuthPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const called = useRef(false);
  const [warning, setWarning] = useState<XeroAuthReply | null>(null);

  useEffect(() => {
    if (called.current) {
      return;
    }
    called.current = true;
    const query = {
      code: text(search.code),
      state: text(search.state),
      ...(search.error ? { error: text(search.error) } : {}),
    };
    finishXeroConnect(query)
      .then((reply) => {
        if (reply.status === 'Success') {
          toasts.success(reply.message, 'Xero');
          // Straight to the next step: mapping the pay line categories to Xero's pay items.
          void navigate({ to: '/app/setup/integrations', hash: PAY_MAPPING_ANCHOR, replace: true });
        } else if (reply.status === 'Warning') {
          setWarning(reply);
        } else {
          toasts.error(reply.message || 'Error Occured', 'Xero');
          void navigate({ to: '/app/dashboard', replace: true });
        }
      })
      .catch(() => {
        void navigate({ to: '/app/dashboard', replace: true });
      });
  }, [navigate, search]);

  return (
    <>
      <PageHeader title="Connecting to Xero" />
      <Card maw={640} withBorder>
        {warning ? (
          <Alert color="yellow" title="Warning">
            <Text>{warning.message}</Text>
            <Group mt="md">
              {warning.link ? (
                <Anchor href={warning.link} fw={600}>
                  {warning.link.startsWith('/app/') ? 'Open Setup → Integrations' : 'Download the log'}
                </Anchor>
              ) : null}
              <Button variant="light" onClick={() => void navigate({ to: '/app/dashboard' })}>
                Home
              </Button>
            </Group>
          </Alert>
        ) : (
          <Group>
            <Loader size="sm" />
            <Text>Finishing the connection…</Text>
          </Group>
        )}
      </Card>
    </>
  );
}
