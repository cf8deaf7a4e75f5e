import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './navigation-entry.module.css';

/** An icon of `@tabler/icons-react`, or one drawn the same way. */
export type NavigationIcon = ComponentType<{
  size?: number;
  stroke?: number;
  'aria-hidden'?: boolean | 'true';
}>;

function Content({ label, Icon }: { label: string; Icon?: NavigationIcon }) {
  return (
    <>
      {Icon ? <Icon size={20} stroke={1.75} aria-hidden="true" /> : null}
      <span className={classes.label}>{label}</span>
    </>
  );
}

/**
 * A page of the signed-in navigation. Plain elements, not Mantine's NavLink: the navigation is
 * rendered with every signed-in screen, and ten NavLinks were some seventy components of the
 * dashboard's first render (decision 0174).
 */
export function NavigationLink({
  to,
  label,
  Icon,
  active,
}: {
  to: string;
  label: string;
  Icon?: NavigationIcon;
  active: boolean;
}) {
  return (
    <Link to={to} className={classes.entry} aria-current={active ? 'page' : undefined}>
      <Content label={label} Icon={Icon} />
    </Link>
  );
}

/** An action in the signed-in navigation (signing out), drawn as its links are. */
export function NavigationButton({
  label,
  Icon,
  onClick,
  danger = false,
}: {
  label: string;
  Icon?: NavigationIcon;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={danger ? `${classes.entry} ${classes.danger}` : classes.entry}
      onClick={onClick}
    >
      <Content label={label} Icon={Icon} />
    </button>
  );
}
