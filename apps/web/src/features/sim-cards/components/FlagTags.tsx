import type { SimCard } from '@fieldlink/domain';
import { Tag } from 'antd';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';

const COLOR = { warning: 'orange', expiring: 'gold', expired: 'red' } as const;

/** A card's flags (over its warning level, expiring, expired) as coloured tags. */
export function FlagTags({ card }: { card: Pick<SimCard, 'flags'> }) {
  const { t } = useTranslation();
  return (
    <>
      {card.flags.map((flag) => (
        <Tag key={flag} color={COLOR[flag]} data-testid={`sim-flag-${flag}`}>
          {t(builtKey(`simCards:flag.${flag}`))}
        </Tag>
      ))}
    </>
  );
}
