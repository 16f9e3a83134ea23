import { Suspense, lazy, type ReactNode } from 'react';
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
import styles from '../components/home.module.css';
import { useOverview } from '../hooks/useOverview';
import { alarmFigures, deviceFigures, orderFigures, pageLink, sumOf } from '../utils/overviewFigures';

// The map (Leaflet, ~45 KB gzip) loads beside the figures, so the home draws without waiting for it.
const ProjectMap = lazy(() => import('../../project-refs/components/ProjectMap').then((m) => ({ default: m.ProjectMap })));

/** A section spanning `span` of the 24 columns on a desk; the phone stacks them, `last` at the end (home.module.css). */
function Cell({ span, last, children }: { span: number; last?: boolean; children: ReactNode }) {
  return (
    <div className={last ? styles.last : undefined} style={{ gridColumn: `span ${span}` }}>
      {children}
    </div>
  );
}

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
      {profile.demo && (
        <div className={styles.notice} role="status" data-testid="home-demo-hint">
          {t('home:demoHint')}
        </div>
      )}
    </>
  );
  const stack = `${styles.stack} ${mobile ? styles.compact : ''}`;
  if (!data) {
    return (
      <div className={stack}>
        {head}
        {overview.isError ? (
          <div className={`${styles.card} ${styles.warning}`} role="alert">
            {t('home:unavailable')}
          </div>
        ) : (
          <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
            <Spinner />
          </div>
        )}
      </div>
    );
  }

  const devices = deviceFigures(data, shell, pages, language);
  const alarms = alarmFigures(data, shell, pages, language);
  const orders = orderFigures(data, shell, pages, language);
  const total = (count: number) => t('home:total', { count });

  return (
    <div className={stack} data-testid="home-overview">
      {head}
      <div className={`${styles.grid} ${mobile ? styles.compact : ''}`}>
        <Cell span={data.alarms ? 8 : 10}>
          <HomeCard title={t('home:devices')} extra={total(data.devices.total)} testId="home-devices">
            <FigureTiles figures={devices} testId="home-device" compact={mobile} />
          </HomeCard>
        </Cell>
        {data.alarms && (
          <Cell span={8}>
            <HomeCard title={t('home:alarms')} extra={total(sumOf(alarms))} testId="home-alarms">
              <FigureTiles figures={alarms} testId="home-alarm-level" compact={mobile} />
            </HomeCard>
          </Cell>
        )}
        <Cell span={data.alarms ? 8 : 14}>
          <HomeCard title={t('home:orders')} extra={total(sumOf(orders))} testId="home-orders">
            <FigureTiles figures={orders} testId="home-order-status" compact={mobile} />
          </HomeCard>
        </Cell>
        <Cell span={15} last>
          <HomeCard title={t('home:map')} extra={total(data.projects.length)} testId="home-map">
            <Suspense fallback={<Spinner />}>
              <ProjectMap
                projects={data.projects}
                height={mobile ? 240 : 248}
                onOpen={(project) => canOpenDevices && void navigate(projectDetailPath(project))}
              />
            </Suspense>
          </HomeCard>
        </Cell>
        <Cell span={9}>
          <HomeCard title={t('home:output')} testId="home-output-card">
            <TodayOutput rows={data.output} canOpen={canOpenDevices} />
          </HomeCard>
        </Cell>
        {data.alarms && (
          <Cell span={12}>
            <HomeCard title={t('home:latestAlarms')} testId="home-latest-alarms-card">
              <LatestAlarms rows={data.alarms.latest} canOpen={canOpenDevices} />
            </HomeCard>
          </Cell>
        )}
        <Cell span={data.alarms ? 12 : 24}>
          <HomeCard title={t('home:latestOrders')} testId="home-latest-orders-card">
            <LatestOrders rows={data.workOrders.latest} orderPath={(id) => pageLink('orderReview', shell, pages, { id })} />
          </HomeCard>
        </Cell>
      </div>
    </div>
  );
}
