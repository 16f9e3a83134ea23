import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Figure } from '../utils/overviewFigures';
import styles from './home.module.css';

/**
 * Counts side by side, each in its colour; a count the user may drill into is a link to its
 * filtered list, the others are plain.
 */
export function FigureTiles({ figures, testId, compact = false }: { figures: readonly Figure[]; testId: string; compact?: boolean }) {
  // The box is a size container: a narrow card (a small desk window) draws its tiles smaller, then two
  // by two, so a label never breaks inside a word.
  return (
    <div className={styles.tilesBox}>
      <div className={`${styles.tiles} ${compact ? styles.compact : ''}`} style={{ '--tile-count': figures.length } as CSSProperties}>
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
    </div>
  );
}
