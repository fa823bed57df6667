import type { ReactNode, SVGProps } from 'react';

interface Props extends Omit<SVGProps<SVGSVGElement>, 'children' | 'stroke'> {
  size?: number | string;
  stroke?: number;
}

// Line icons on the 24-unit grid of ui/icons.tsx that only the file-drop helper uses.
function icon(paths: ReactNode) {
  return function Icon({ size = 20, stroke = 1.8, ...rest }: Props) {
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

export const IconX = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const IconBan = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.7 5.7l12.6 12.6" />
  </>,
);
