import { Alert, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth/hooks/useProfile';
import { AccessiblePages } from '../components/AccessiblePages';
import { AccountFacts } from '../components/AccountFacts';
import { WelcomeCard } from '../components/WelcomeCard';

/** Home: who is signed in, for which company, and what they can open. */
export function HomePage() {
  const { t } = useTranslation();
  const shell = useShellKind();
  const profile = useProfile(shell).data;
  if (!profile) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <WelcomeCard profile={profile} />
      </Col>
      {profile.demo && (
        <Col span={24}>
          <Alert type="info" showIcon title={t('home:demoHint')} />
        </Col>
      )}
      <Col xs={24} lg={12}>
        <AccountFacts profile={profile} />
      </Col>
      <Col xs={24} lg={12}>
        <AccessiblePages profile={profile} />
      </Col>
    </Row>
  );
}
