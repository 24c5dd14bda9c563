import type { SVGProps } from 'react';

// The card's icons of a member's loads (D3-2.38): a steering wheel while loads wait for or are assigned
// to them, a truck while one is in transit. Drawn inline like the shell's icons.

type IconProps = SVGProps<SVGSVGElement> & { title: string };

function Icon({ title, children, ...props }: IconProps) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      role="img"
      {...props}
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}

export const DriverIcon = ({ title }: { title: string }) => (
  <Icon title={title} data-icon="driver">
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2" />
    <path d="M3.5 10h6.5M14 10h6.5M12 14v7" />
  </Icon>
);

export const TransitIcon = ({ title }: { title: string }) => (
  <Icon title={title} data-icon="transit">
    <path d="M2 6h11v10H2zM13 10h4l4 4v2h-8z" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);
