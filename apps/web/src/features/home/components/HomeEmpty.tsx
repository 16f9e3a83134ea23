import styles from './home.module.css';

/** "Nothing here" inside a home card. */
export function HomeEmpty({ text }: { text: string }) {
  return <div className={styles.empty}>{text}</div>;
}
