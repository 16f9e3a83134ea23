import { WORK_ORDER_KINDS, WORK_ORDER_NATURES } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, List, NoticeBar, Picker } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../../lib/platform/useShellKind';
import { usePermission } from '../../../access';
import { formatTime } from '../../../../lib/format/formatTime';
import { useProfile } from '../../../auth';
import { companiesApi } from '../../../customers';
import { assessmentApi } from '../../api/assessmentApi';
import { MobileAssessmentRuleForm } from '../../components/MobileAssessmentRuleForm';

/**
 * Mobile /AssessmentRule: the company's assessment rule as the desktop page sets it (points per
 * order type and nature, timeliness, customer rating). The platform super user picks the company.
 */
export function MobileAssessmentRulePage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const profile = useProfile(useShellKind()).data;
  const superUser = profile?.grade === 0;
  const [picked, setPicked] = useState<number | undefined>();
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState(false);
  const canEdit = usePermission('AssessmentRule').can('edit');
  const companyId = superUser ? (picked ?? profile?.companyId ?? undefined) : undefined;
  const companies = useQuery({
    queryKey: ['companies', 'all'],
    queryFn: () => companiesApi.list(client, { page: 1, pageSize: 500 }, true),
    enabled: superUser,
  });
  const rule = useQuery({
    queryKey: ['assessment', 'rule', companyId],
    queryFn: () => assessmentApi.rule(client, companyId),
    enabled: profile !== undefined && (!superUser || companyId !== undefined),
  });
  const companyName = companies.data?.items.find((company) => company.id === companyId)?.name;
  const value = (points: number | null | undefined) =>
    points === null || points === undefined ? t('assessment:mobileRule.sameAsType') : String(points);

  return (
    <div data-testid="assessment-rule-mobile">
      {superUser && (
        <>
          <List>
            <List.Item extra={companyName} onClick={() => setPicking(true)} data-testid="assessment-rule-company">
              {t('spareParts:fields.company')}
            </List.Item>
          </List>
          <Picker
            visible={picking}
            onClose={() => setPicking(false)}
            columns={[(companies.data?.items ?? []).map((company) => ({ value: company.id, label: company.name }))]}
            value={companyId ? [companyId] : []}
            onConfirm={([id]) => {
              setPicked(typeof id === 'number' ? id : undefined);
              setEditing(false);
            }}
            confirmText={t('common:actions.confirm')}
            cancelText={t('common:actions.cancel')}
          />
        </>
      )}
      {rule.isLoading && <DotLoading />}
      {rule.data && editing && <MobileAssessmentRuleForm rule={rule.data} companyId={companyId} onDone={() => setEditing(false)} />}
      {rule.data && !editing && (
        <>
          {!rule.data.saved && <NoticeBar content={t('assessment:rule.defaults')} color="info" />}
          <List header={t('assessment:rule.kindPoints')}>
            {WORK_ORDER_KINDS.map((kind) => (
              <List.Item key={kind} extra={value(rule.data.kindPoints[kind])} data-testid={`assessment-rule-kind-${kind}`}>
                {t(`assessment:kind.${kind}`)}
              </List.Item>
            ))}
          </List>
          <List header={t('assessment:rule.naturePoints')}>
            {WORK_ORDER_NATURES.map((nature) => (
              <List.Item key={nature} extra={value(rule.data.naturePoints[nature])}>
                {t(`assessment:nature.${nature}`)}
              </List.Item>
            ))}
          </List>
          <List header={t('assessment:rule.timeliness')}>
            <List.Item extra={value(rule.data.onTimeBonus)}>{t('assessment:rule.onTimeBonus')}</List.Item>
            <List.Item extra={value(rule.data.latePenalty)}>{t('assessment:rule.latePenalty')}</List.Item>
          </List>
          <List header={t('assessment:rule.ratingPoints')}>
            {rule.data.ratingPoints.map((points, index) => (
              <List.Item key={index} extra={value(points)}>
                {t('assessment:rule.stars', { count: index + 1 })}
              </List.Item>
            ))}
          </List>
          {rule.data.updatedAt && (
            <div style={{ padding: 12, color: '#999', fontSize: 12 }}>
              {t('assessment:rule.updatedAt', { time: formatTime(rule.data.updatedAt) })}
            </div>
          )}
          {canEdit && (
            <div style={{ padding: 12 }}>
              <Button block color="primary" fill="outline" onClick={() => setEditing(true)} data-testid="assessment-rule-edit">
                {t('access:actions.edit')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
