import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Figure } from '../utils/overviewFigures';
import styles from './home.module.css';

/**
 * Counts side by side, each in its colour; a count the user may drill into is a link to its
 * filtered list, the others are plain.
 */
export function FigureTiles({ figures, testId, compact = false }: { figures: readonly Figure[]; testId: string; compact?: boolean }) {
  return (
    <div
      className={`${styles.tiles} ${compact ? styles.compact : ''}`}
      style={{ gridTemplateColumns: `repeat(${figures.length}, minmax(0, 1fr))` }}
    >
      {figures.map((figure) => {
        const style = { '--figure-color': figure.color } as CSSProperties;
        const body = (
          <>
            <span className={styles.value}>{figure.value}</span>
            <span className={styles.label}>{figure.label}</span>
          </>
        );
        const id = `${testId}-${figure.key}`;
        return figure.to ? (
          <Link key={figure.key} to={figure.to} className={styles.tile} style={style} data-testid={id} data-count={figure.value}>
            {body}
          </Link>
        ) : (
          <div key={figure.key} className={styles.tile} style={style} data-testid={id} data-count={figure.value}>
            {body}
          </div>
        );
      })}
    </div>
  );
}
