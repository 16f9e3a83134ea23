import { PROJECT_CONFIGURATION_FEATURES, type ProjectConfigurationFeature } from '@fieldlink/domain';
import { Card, Col, Empty, List, Row, Select, Spin, Statistic, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { AdminPage } from '../../../ui/AdminPage';
import { useProfile } from '../../auth';
import { canOnPage } from '../../access';
import { useProjectOptions } from '../../project-refs';
import { idFromQuery } from '../../scada';
import { useProjectConfiguration } from '../hooks/useProjectConfiguration';
import { deviceLinks, featureLink } from '../utils/featureLinks';

/** The cards, in the order a project is set up; points are shown with the devices. */
const CARDS = PROJECT_CONFIGURATION_FEATURES.filter((f): f is Exclude<ProjectConfigurationFeature, 'points'> => f !== 'points');

/**
 * Project configuration (spec §2 /configure/configure_page), desktop: pick a project, see what is
 * configured for it, one card per feature with its count, each opening that feature's page.
 */
export function ConfigurePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const projectId = idFromQuery(params.get('projectId'));
  const projects = useProjectOptions();
  const configuration = useProjectConfiguration(projectId);
  const profile = useProfile('desktop').data;
  const data = configuration.data;

  return (
    <AdminPage
      title={t('configuration:title')}
      testId="configure-page"
      filters={
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('configuration:project')}
          style={{ width: 260 }}
          value={projectId}
          onChange={(id: number) => setParams({ projectId: String(id) }, { replace: true })}
          options={projects}
          data-testid="configure-project"
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('configuration:intro')}</Typography.Paragraph>
      {projectId === undefined ? (
        <Empty description={t('configuration:pickProject')} />
      ) : !data ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {CARDS.map((feature) => {
              const link = featureLink(feature, data.project);
              const label = t(builtKey(`configuration:features.${feature}`));
              return (
                <Col key={feature} xs={12} md={8} xl={6}>
                  <Card size="small" data-testid={`configure-card-${feature}`}>
                    <Statistic
                      title={label}
                      value={data.counts[feature]}
                      suffix={
                        feature === 'devices' ? (
                          <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                            {' · '}
                            {t('configuration:points', { count: data.counts.points })}
                          </Typography.Text>
                        ) : undefined
                      }
                    />
                    {canOnPage(profile, link.page, 'view') && (
                      <Link to={link.path} data-testid={`configure-link-${feature}`}>
                        {t('configuration:open')}
                      </Link>
                    )}
                  </Card>
                </Col>
              );
            })}
          </Row>
          <Card size="small" title={t('configuration:devicesTitle')} style={{ marginTop: 16 }}>
            <List
              dataSource={data.devices}
              locale={{ emptyText: t('configuration:noDevices') }}
              renderItem={(device) => (
                <List.Item
                  data-testid={`configure-device-${device.id}`}
                  actions={deviceLinks(device)
                    .filter((link) => canOnPage(profile, link.page, 'view'))
                    .map((link) => (
                      <Link key={link.label} to={link.path}>
                        {link.label === 'editPoints' ? t('configuration:editPoints') : t(builtKey(`configuration:features.${link.label}`))}
                      </Link>
                    ))}
                >
                  <List.Item.Meta title={device.name} description={device.boxId} />
                  {t('configuration:points', { count: device.pointCount })}
                </List.Item>
              )}
            />
          </Card>
        </>
      )}
    </AdminPage>
  );
}
