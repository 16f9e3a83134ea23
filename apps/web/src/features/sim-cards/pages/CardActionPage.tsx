import { Card, Empty, Select, Space, Spin } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { idFromQuery } from '../../scada';
import { CardActionForm } from '../components/CardActionForm';
import { useSimCard, useSimCards } from '../hooks/useSimCards';
import { SIM_ACTION_PATHS, simDetailPath } from '../utils/simPaths';

/**
 * The spec's hidden pages of the card actions (§2 /SIM IOT_renew, IOT_change, IOT_append; /card
 * refuelingBag, continuation_cycle): the action's form for `?cardId=`, or a card to choose first.
 */
export function CardActionPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const action = SIM_ACTION_PATHS[pathname] ?? 'renew';
  const cardId = idFromQuery(params.get('cardId'));
  const card = useSimCard(cardId);
  const cards = useSimCards({ page: 1, pageSize: 500 });
  const options = (cards.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.msisdn ?? c.iccid} · ${c.deviceName}` }));

  return (
    <Card title={t(builtKey(`simCards:actions.${action}`))} data-testid="sim-action-page">
      <Space direction="vertical" style={{ width: '100%', maxWidth: 520 }}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: '100%' }}
          value={cardId}
          options={options}
          placeholder={t('simCards:action.noCard')}
          onChange={(id: number) => setParams({ cardId: String(id) })}
          data-testid="sim-action-card"
        />
        {cardId === undefined ? (
          <Empty description={t('simCards:action.noCard')} />
        ) : card.data ? (
          <CardActionForm
            key={`${action}-${card.data.id}`}
            card={card.data}
            action={action}
            onDone={() => void navigate(simDetailPath(card.data!.id))}
          />
        ) : (
          <Spin />
        )}
      </Space>
    </Card>
  );
}
