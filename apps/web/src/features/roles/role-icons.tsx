/** A tag: the mark of a role name on its card (line icon on the 24-unit grid of ui/icons.tsx). */
export function IconTag({ size = 18 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7.5 7.5h.01" />
      <path d="M3 6v5.17a2 2 0 0 0 .59 1.42l7.82 7.82a2 2 0 0 0 2.82 0l5.18-5.18a2 2 0 0 0 0-2.82L11.59 4.59A2 2 0 0 0 10.17 4H5a2 2 0 0 0-2 2z" />
    </svg>
  );
}
