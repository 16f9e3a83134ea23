import { QuestionCircleOutlined } from '@ant-design/icons';
import { ManualAnchor } from './ManualAnchor';

const LINK_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  color: 'inherit',
  fontSize: 16,
} as const;

/** The "?" of the phone's title bar. */
export function MobileManualLink({ pageName }: { pageName: string | undefined }) {
  return (
    <ManualAnchor pageName={pageName} style={LINK_STYLE}>
      <QuestionCircleOutlined />
    </ManualAnchor>
  );
}
