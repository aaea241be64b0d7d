/** Small inline icons of the product feature (decorative: the buttons carry the words). */
type IconProps = { className?: string };

function Svg({ className, fill = 'none', children }: React.PropsWithChildren<IconProps & { fill?: string }>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      viewBox="0 0 24 24"
      className={className}
    >
      {children}
    </svg>
  );
}

export function HeartIcon({ className = 'size-5', filled = false }: IconProps & { filled?: boolean }) {
  return (
    <Svg className={className} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20.5s-7.5-4.4-9.2-9.3C1.6 7.6 4 4 7.6 4c2 0 3.4 1.1 4.4 2.6C13 5.1 14.4 4 16.4 4 20 4 22.4 7.6 21.2 11.2 19.5 16.1 12 20.5 12 20.5Z" />
    </Svg>
  );
}

export function CartIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17.5" cy="20" r="1.3" />
    </Svg>
  );
}

export function SwapIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
    </Svg>
  );
}

export function TagIcon({ className = 'size-4' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </Svg>
  );
}

/** Points toward the inline end; add `flip-rtl` so it mirrors on Arabic pages. */
export function ChevronIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="m9 5 7 7-7 7" />
    </Svg>
  );
}

export function CloseIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}
