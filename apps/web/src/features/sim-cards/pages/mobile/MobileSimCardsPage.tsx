import { DotLoading, Empty, List, ProgressBar, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { builtKey, useTranslation } from '../../../../i18n/useTranslation';
import { useSimCards } from '../../hooks/useSimCards';
import { formatMb, simDetailPath } from '../../utils/simPaths';

/** Phone: the SIM cards as a list with their usage; tap for the card's details. */
export function MobileSimCardsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState<string>();
  const list = useSimCards({ page: 1, pageSize: 200, ...(keyword ? { keyword } : {}) });
  const cards = list.data?.items ?? [];

  return (
    <div data-testid="sim-cards-mobile" style={{ padding: 12 }}>
      <SearchBar
        placeholder={t('simCards:keyword')}
        onSearch={(value) => setKeyword(value || undefined)}
        onClear={() => setKeyword(undefined)}
      />
      {list.isLoading ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading />
        </div>
      ) : cards.length === 0 ? (
        <Empty description={t('simCards:empty')} />
      ) : (
        <List>
          {cards.map((card) => (
            <List.Item
              key={card.id}
              data-testid={`sim-row-${card.id}`}
              onClick={() => void navigate(simDetailPath(card.id))}
              description={
                <>
                  <div>{`${card.deviceName} · ${card.planName} · ${card.expiresOn}`}</div>
                  <ProgressBar percent={Math.min(100, card.usagePercent)} style={{ margin: '6px 0' }} />
                  <div>{`${formatMb(card.usedMb)} / ${formatMb(card.allowanceMb)} (${card.usagePercent}%)`}</div>
                </>
              }
              extra={card.flags.map((flag) => (
                <Tag key={flag} color={flag === 'warning' ? 'warning' : 'danger'} style={{ marginLeft: 4 }}>
                  {t(builtKey(`simCards:flag.${flag}`))}
                </Tag>
              ))}
            >
              {card.msisdn ?? card.iccid}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
