import styles from './Spinner.module.css';

/** A loading indicator without a component library (the route guard and page loading show it before antd). */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return <span className={size === 'large' ? `${styles.spinner} ${styles.large}` : styles.spinner} role="status" aria-busy="true" />;
}
