import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { REVIEW_SCREEN_LIST, type ReviewScreen } from './review-screens.ts';

/** Links between the three review screens, the current one filled. */
export function ReviewScreenSwitch({ current }: { current: ReviewScreen }) {
  return (
    <Group component="nav" aria-label="Whose documents" gap="xs" mb="lg" wrap="nowrap">
      {REVIEW_SCREEN_LIST.map((s) => {
        const here = s.role === current.role;
        return (
          <Button
            key={s.role}
            component={Link}
            to={s.path}
            variant={here ? 'filled' : 'default'}
            aria-current={here ? 'page' : undefined}
            radius="xl"
            style={{ flex: '0 1 auto' }}
          >
            {s.label}
          </Button>
        );
      })}
    </Group>
  );
}
