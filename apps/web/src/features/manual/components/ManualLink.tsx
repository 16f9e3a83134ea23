import { QuestionCircleIcon } from '../../../ui/deskIcons';
import { ManualAnchor } from './ManualAnchor';
import styles from './ManualLink.module.css';

/** The "?" of the desk header. */
export function ManualLink({ pageName }: { pageName: string | undefined }) {
  return (
    <ManualAnchor pageName={pageName} className={styles.link}>
      <QuestionCircleIcon />
    </ManualAnchor>
  );
}
