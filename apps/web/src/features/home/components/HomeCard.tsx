import type { ReactNode } from 'react';
import styles from './home.module.css';

/**
 * A home section: a small card with its title, an optional figure beside it, and the content. Plain
 * elements (no component library): the phone shell draws its home before antd arrives.
 */
export function HomeCard({ title, extra, testId, children }: { title: ReactNode; extra?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className={styles.card} data-testid={testId}>
      <header className={styles.cardHead}>
        <span className={styles.cardTitle}>{title}</span>
        {extra !== undefined && <span className={styles.muted}>{extra}</span>}
      </header>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}
