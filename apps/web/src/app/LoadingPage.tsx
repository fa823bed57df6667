import { LOADING_PAGE, type Portal } from '@care/domain';
import { Badge, Box, Center, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LOADING_MESSAGES, nextProgress, portalLabel } from '../platform/loading-messages.ts';
import { LogoMark } from '../ui/LogoMark.tsx';

export interface LoadingPageProps {
  portal: Portal;
  /** Source of randomness for the progress steps (tests pass a fixed one). */
  random?: () => number;
}

/** The full-screen loading page: rotating messages, a creeping progress bar and the portal label. */
export function LoadingPage({ portal, random = Math.random }: LoadingPageProps) {
  const messages = LOADING_MESSAGES[portal];
  const [index, setIndex] = useState(0);
  const [progress, setProgress] = useState(4);

  useEffect(() => {
    const id = window.setInterval(() => {
      setIndex((i) => (i + 1) % messages.length);
    }, LOADING_PAGE.messageEveryMs);
    return () => window.clearInterval(id);
  }, [messages.length]);

  useEffect(() => {
    const id = window.setInterval(() => {
      setProgress((p) => nextProgress(p, random()));
    }, LOADING_PAGE.progressEveryMs);
    return () => window.clearInterval(id);
  }, [random]);

  return (
    <Center
      className="care-fade-in"
      mih="100dvh"
      px="lg"
      style={{ background: 'linear-gradient(180deg, var(--mantine-color-brand-0) 0%, #fff 60%)' }}
    >
      <Stack align="center" gap="lg" w="100%" maw={360}>
        <LogoMark size={64} />
        <Badge variant="light" size="lg" radius="sm" tt="none">
          {portalLabel(portal)}
        </Badge>
        <Box w="100%">
          <Progress value={progress} size="sm" radius="xl" animated aria-label="Loading progress" />
        </Box>
        <Text c="dimmed" ta="center" aria-live="polite" data-testid="loading-message" mih={24}>
          {messages[index]}
        </Text>
      </Stack>
    </Center>
  );
}
