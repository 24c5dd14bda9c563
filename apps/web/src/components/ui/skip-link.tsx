import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

type SkipLinkProps = { targetId: string; label: string };

export function SkipLink({ targetId, label }: SkipLinkProps) {
  // Focus the target ourselves: following the hash would add `#...` to the app's URL.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <a className={classes.skipLink} href={`#${targetId}`} onClick={handleClick}>
      {label}
    </a>
  );
}
