import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'stroke'> {
  size?: number | string;
  stroke?: number;
}
export type IconComponent = (props: IconProps) => ReactNode;

/** Line icons on a 24-unit grid, drawn in the current text colour. */
export function makeIcon(paths: ReactNode): IconComponent {
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

export const IconDashboard = makeIcon(
  <>
    <rect x="4" y="4" width="6" height="8" rx="1.5" />
    <rect x="4" y="16" width="6" height="4" rx="1.5" />
    <rect x="14" y="12" width="6" height="8" rx="1.5" />
    <rect x="14" y="4" width="6" height="4" rx="1.5" />
  </>,
);
export const IconLock = makeIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <circle cx="12" cy="16" r="1" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const IconLogout = makeIcon(
  <>
    <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3M18 15l3-3" />
  </>,
);
export const IconWifiOff = makeIcon(
  <>
    <path d="M12 18h.01" />
    <path d="M9.17 15.17a4 4 0 0 1 5.66 0" />
    <path d="M6.34 12.34a8 8 0 0 1 4.2-2.2M14.5 10.3a8 8 0 0 1 3.16 2.04" />
    <path d="M3.5 9.5a12 12 0 0 1 3.3-2.3M10.5 5.1a12 12 0 0 1 10 4.4" />
    <path d="M3 3l18 18" />
  </>,
);
export const IconRefresh = makeIcon(
  <>
    <path d="M20 11A8.1 8.1 0 0 0 4.5 9M4 5v4h4" />
    <path d="M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4" />
  </>,
);
export const IconMail = makeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const IconUsers = makeIcon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85" />
  </>,
);
export const IconUserCheck = makeIcon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
    <path d="M16 11l2 2 4-4" />
  </>,
);
export const IconUser = makeIcon(
  <>
    <circle cx="12" cy="7" r="4" />
    <path d="M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
  </>,
);
export const IconShieldCheck = makeIcon(
  <>
    <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3" />
    <path d="M9 12l2 2 4-4" />
  </>,
);
export const IconHeart = makeIcon(
  <path d="M19.5 12.57 12 20l-7.5-7.43A5 5 0 1 1 12 6.01a5 5 0 1 1 7.5 6.57" />,
);
export const IconIdBadge = makeIcon(
  <>
    <rect x="5" y="3" width="14" height="18" rx="3" />
    <circle cx="12" cy="11" r="2" />
    <path d="M9 17h6M10 6h4" />
  </>,
);
export const IconBuilding = makeIcon(
  <>
    <path d="M3 21h18M5 21V7l8-4v18M19 21V11l-6-4" />
    <path d="M9 9v.01M9 12v.01M9 15v.01M9 18v.01" />
  </>,
);
export const IconAlertTriangle = makeIcon(
  <>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.24 3.96 2.39 17.25A2 2 0 0 0 4.1 20.25h15.8a2 2 0 0 0 1.71-3L13.76 3.96a2 2 0 0 0-3.52 0z" />
  </>,
);
export const IconCheck = makeIcon(<path d="M5 12l5 5L20 7" />);
export const IconChevronDown = makeIcon(<path d="M6 9l6 6 6-6" />);
export const IconCalendar = makeIcon(
  <>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </>,
);
export const IconSearch = makeIcon(
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </>,
);
export const IconFilter = makeIcon(
  <path d="M4 4h16v2.17a2 2 0 0 1-.59 1.42L15 12v7l-6 2v-8.5L4.52 7.56A2 2 0 0 1 4 6.2z" />,
);
export const IconDownload = makeIcon(
  <>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M7 11l5 5 5-5M12 4v12" />
  </>,
);
export const IconUpload = makeIcon(
  <>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M7 9l5-5 5 5M12 4v12" />
  </>,
);
export const IconChevronRight = makeIcon(<path d="M9 6l6 6-6 6" />);
export const IconPlus = makeIcon(<path d="M12 5v14M5 12h14" />);
export const IconPencil = makeIcon(
  <>
    <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
    <path d="M13.5 6.5l4 4" />
  </>,
);
export const IconTrash = makeIcon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
  </>,
);
export const IconKey = makeIcon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.85 12.15L19 4M18 5l2 2M15 8l2 2" />
  </>,
);
export const IconMailCheck = makeIcon(
  <>
    <path d="M11 19H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6" />
    <path d="M3 7l9 6 9-6M15 19l2 2 4-4" />
  </>,
);
export const IconExternalLink = makeIcon(
  <>
    <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    <path d="M11 13l9-9M15 4h5v5" />
  </>,
);
export const IconFileText = makeIcon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM9 13h6M9 17h6" />
  </>,
);
export const IconTable = makeIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 10h18M3 15h18M9 4v16" />
  </>,
);
export const IconPaperclip = makeIcon(
  <path d="M15 7l-6.5 6.5a1.5 1.5 0 0 0 3 3L18 10a3 3 0 0 0-6-6l-6.5 6.5a4.5 4.5 0 0 0 9 9L21 13" />,
);
export const IconActivity = makeIcon(<path d="M3 12h4l3 8 4-16 3 8h4" />);
export const IconInbox = makeIcon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M4 13h3l3 3h4l3-3h3" />
  </>,
);
export const IconUserShield = makeIcon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h2.5" />
    <path d="M18 12l3.5 1.5c0 2.5-1.5 4.5-3.5 5.5-2-1-3.5-3-3.5-5.5z" />
  </>,
);
