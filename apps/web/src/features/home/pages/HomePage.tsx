import { Alert, Col, Flex, Result, Row, Spin, Typography } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useProfile } from '../../auth';
import { projectDetailPath } from '../../project-refs';
import { Spinner } from '../../../ui/Spinner';
import { FigureTiles } from '../components/FigureTiles';
import { HomeCard } from '../components/HomeCard';
import { LatestAlarms } from '../components/LatestAlarms';
import { LatestOrders } from '../components/LatestOrders';
import { TodayOutput } from '../components/TodayOutput';
import { WelcomeCard } from '../components/WelcomeCard';
import { useOverview } from '../hooks/useOverview';
import { alarmFigures, deviceFigures, orderFigures, pageLink, sumOf } from '../utils/overviewFigures';

// The map (Leaflet, ~45 KB gzip) loads beside the figures, so the home draws without waiting for it.
const ProjectMap = lazy(() => import('../../project-refs/components/ProjectMap').then((m) => ({ default: m.ProjectMap })));

/**
 * Home (spec §2): an overview of the user's fleet within their scope. Devices per state, open
 * alarms per level, open work orders per status (each figure opens its filtered list when the user
 * may open it), today's output, the projects on a map, the latest alarms and orders. Live through
 * the stream. Desktop and phone show the same data; the phone stacks it in one column.
 */
export function HomePage() {
  const { t } = useTranslation();
  const shell = useShellKind();
  const language = useLanguage();
  const navigate = useNavigate();
  const profile = useProfile(shell).data;
  const overview = useOverview();
  if (!profile) return null;
  const mobile = shell === 'mobile';
  const pages = profile.pages;
  const data = overview.data;
  const canOpenDevices = pages.includes('item_query');

  const head = (
    <>
      <WelcomeCard profile={profile} />
      {profile.demo && <Alert type="info" showIcon title={t('home:demoHint')} data-testid="home-demo-hint" />}
    </>
  );
  if (!data) {
    return (
      <Flex vertical gap={12}>
        {head}
        {overview.isError ? (
          <Result status="warning" title={t('home:unavailable')} />
        ) : (
          <Flex justify="center" style={{ padding: 48 }}>
            <Spin />
          </Flex>
        )}
      </Flex>
    );
  }

  const devices = deviceFigures(data, shell, pages, language);
  const alarms = alarmFigures(data, shell, pages, language);
  const orders = orderFigures(data, shell, pages, language);
  const total = (count: number) => <Typography.Text type="secondary">{t('home:total', { count })}</Typography.Text>;
  const span = (desktop: number) => (mobile ? 24 : desktop);

  return (
    <Flex vertical gap={mobile ? 12 : 16} data-testid="home-overview">
      {head}
      <Row gutter={[mobile ? 12 : 16, mobile ? 12 : 16]}>
        <Col span={span(data.alarms ? 8 : 10)}>
          <HomeCard title={t('home:devices')} extra={total(data.devices.total)} testId="home-devices">
            <FigureTiles figures={devices} testId="home-device" compact={mobile} />
          </HomeCard>
        </Col>
        {data.alarms && (
          <Col span={span(8)}>
            <HomeCard title={t('home:alarms')} extra={total(sumOf(alarms))} testId="home-alarms">
              <FigureTiles figures={alarms} testId="home-alarm-level" compact={mobile} />
            </HomeCard>
          </Col>
        )}
        <Col span={span(data.alarms ? 8 : 14)}>
          <HomeCard title={t('home:orders')} extra={total(sumOf(orders))} testId="home-orders">
            <FigureTiles figures={orders} testId="home-order-status" compact={mobile} />
          </HomeCard>
        </Col>
        <Col span={span(15)} order={mobile ? 1 : 0}>
          <HomeCard title={t('home:map')} extra={total(data.projects.length)} testId="home-map">
            <Suspense fallback={<Spinner />}>
              <ProjectMap
                projects={data.projects}
                height={mobile ? 240 : 248}
                onOpen={(project) => canOpenDevices && void navigate(projectDetailPath(project))}
              />
            </Suspense>
          </HomeCard>
        </Col>
        <Col span={span(9)}>
          <HomeCard title={t('home:output')} testId="home-output-card">
            <TodayOutput rows={data.output} canOpen={canOpenDevices} />
          </HomeCard>
        </Col>
        {data.alarms && (
          <Col span={span(12)}>
            <HomeCard title={t('home:latestAlarms')} testId="home-latest-alarms-card">
              <LatestAlarms rows={data.alarms.latest} canOpen={canOpenDevices} />
            </HomeCard>
          </Col>
        )}
        <Col span={span(data.alarms ? 12 : 24)}>
          <HomeCard title={t('home:latestOrders')} testId="home-latest-orders-card">
            <LatestOrders rows={data.workOrders.latest} orderPath={(id) => pageLink('orderReview', shell, pages, { id })} />
          </HomeCard>
        </Col>
      </Row>
    </Flex>
  );
}
