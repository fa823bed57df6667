import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { PRODUCT_NAME } from '../platform/brand.ts';

/** The product's mark: a heart with a care cross, on a rounded teal tile. */
export function LogoMark({ size = 36 }: { size?: number }) {
  // Each copy needs its own gradient id: a copy inside a hidden panel would blank the others.
  const gradientId = `care-mark-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={`${PRODUCT_NAME} logo`}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1fa5b2" />
          <stop offset="1" stopColor="#0a6172" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M16 25s-8.5-5.2-8.5-11.1A4.7 4.7 0 0 1 16 11.3a4.7 4.7 0 0 1 8.5 2.6C24.5 19.8 16 25 16 25z"
        fill="#fff"
      />
      <path d="M14.3 15.4h3.4M16 13.7v3.4" stroke="#0b7285" strokeWidth="1.7" strokeLinecap="round" />
    </svg>
  );
}

/** Mark and name side by side, for headers and the sign-in card. */
export function BrandLockup({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      {withName ? (
        <Text fw={800} fz={size > 36 ? 'xl' : 'lg'} c="brand.9" style={{ letterSpacing: '-0.01em' }}>
          {PRODUCT_NAME}
        </Text>
      ) : null}
    </Group>
  );
}
