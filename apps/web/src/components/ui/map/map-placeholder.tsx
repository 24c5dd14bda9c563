import classes from './map-placeholder.module.css';

type MapPlaceholderProps = { height: number | string; ariaLabel: string };

/** The box the map takes before it appears: same size and name, so nothing moves when it does. */
export function MapPlaceholder({ height, ariaLabel }: MapPlaceholderProps) {
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      aria-busy="true"
      className={classes.placeholder}
      style={{ height }}
    />
  );
}
