import type { ReactNode } from 'react';
import type { IconComponent } from '../icons.tsx';

// Line icons the photo, signature and profile screens use, drawn like ui/icons.tsx (24-unit grid,
// current text colour). They can move there when another area needs them.
function icon(paths: ReactNode): IconComponent {
  return function Icon({ size = 20, stroke = 1.8, ...rest }) {
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

export const IconCamera = icon(
  <>
    <path d="M5 7h1a2 2 0 0 0 2-2 1 1 0 0 1 1-1h6a1 1 0 0 1 1 1 2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2" />
    <circle cx="12" cy="13" r="3" />
  </>,
);
export const IconUpload = icon(
  <>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M7 9l5-5 5 5M12 4v12" />
  </>,
);
export const IconSwitchCamera = icon(
  <>
    <path d="M5 7h1a2 2 0 0 0 2-2 1 1 0 0 1 1-1h6a1 1 0 0 1 1 1 2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2" />
    <path d="M11 11l-2 2 2 2M13 15l2-2-2-2M9 13h6" />
  </>,
);
export const IconPencil = icon(
  <>
    <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
    <path d="M13.5 6.5l4 4" />
  </>,
);
export const IconSignature = icon(
  <>
    <path d="M3 17c3.33-6 5-9 5-11a2 2 0 0 0-4 0c0 4.5 6 11 8.5 11 1.5 0 3-3 3-3s1.5 3 3 3h2.5" />
    <path d="M3 21h18" />
  </>,
);
export const IconArrowLeft = icon(<path d="M5 12h14M5 12l6 6M5 12l6-6" />);
export const IconPhoto = icon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </>,
);
export const IconTrash = icon(
  <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
);
export const IconExternal = icon(
  <>
    <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    <path d="M11 13l9-9M15 4h5v5" />
  </>,
);
export const IconPhone = icon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
);
export const IconFile = icon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
  </>,
);
