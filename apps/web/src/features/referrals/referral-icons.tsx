import type { ReactNode } from 'react';
import type { IconComponent, IconProps } from '../../ui/icons.tsx';

// Line icons of the referral screens, on the 24-unit grid and stroke of ui/icons.tsx.
function icon(paths: ReactNode): IconComponent {
  return function Icon({ size = 20, stroke = 1.8, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}

/** A referral arriving: a document with an arrow in. */
export const IconReferral = icon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5" />
    <path d="M9 14h6M12 11l3 3-3 3" />
  </>,
);
/** Service providers (support coordinators): two hands meeting. */
export const IconHandshake = icon(
  <>
    <path d="M11 17l2 2a1.4 1.4 0 0 0 2-2" />
    <path d="M14 16l2.5 2.5a1.4 1.4 0 0 0 2-2L15 13" />
    <path d="M21 11l-5-5-3 3a1.4 1.4 0 0 1-2-2l2.5-2.5a2 2 0 0 1 2.3-.4L21 7" />
    <path d="M3 7l4-2 6 6" />
    <path d="M3 11l5 5 1.5 1.5a1.4 1.4 0 0 0 2-2" />
  </>,
);
export const IconCopyLink = icon(
  <>
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  </>,
);
export const IconEye = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconUserPlus = icon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1" />
    <path d="M19 8v6M16 11h6" />
  </>,
);
export const IconCircleCheck = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12l3 3 5-6" />
  </>,
);
export const IconPrinter = icon(
  <>
    <path d="M7 9V3h10v6" />
    <rect x="3" y="9" width="18" height="8" rx="2" />
    <path d="M7 14h10v7H7z" />
  </>,
);
