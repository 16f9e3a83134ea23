import type { ScreenSummary } from '@fieldlink/domain';
import dayjs from 'dayjs';
import { useTranslation, type Translate } from '../../../i18n/useTranslation';
import { thumbnailSrc } from '../api/screensApi';

/** A screen's thumbnail with its name, project, size and last save; a click opens it. */
export function ScreenThumbnail({ screen, onOpen }: { screen: ScreenSummary; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onOpen}
      style={{ display: 'block', width: '100%', padding: 0, border: 0, background: '#0b1426', cursor: 'pointer', lineHeight: 0 }}
      aria-label={t('screens:list.open')}
      data-testid={`screen-thumb-${screen.id}`}
    >
      <img
        src={thumbnailSrc(screen.thumbnail)}
        alt={screen.name}
        style={{ width: '100%', aspectRatio: `${screen.width} / ${screen.height}`, objectFit: 'contain' }}
      />
    </button>
  );
}

export function screenFacts(screen: ScreenSummary, t: Translate): string {
  return [
    screen.projectName,
    `${screen.width}×${screen.height}`,
    t('screens:list.widgets', { count: screen.widgetCount }),
    dayjs(screen.updatedAt).format('YYYY-MM-DD HH:mm'),
  ].join(' · ');
}
