import { ErrorBlock, List, SpinLoading } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { MobileShareButton } from '../../../share-links';
import { thumbnailSrc } from '../../api/screensApi';
import { screenFacts } from '../../components/ScreenCard';
import { useScreenList } from '../../hooks/useScreens';
import { screenDisplayPath } from '../../utils/screenPaths';

/** The screens on a phone: a thumbnail each; a tap opens the display scaled to the phone; each can be shared. */
export function MobileScreenListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useScreenList(undefined);
  if (list.isLoading) return <SpinLoading style={{ margin: '48px auto' }} />;
  if ((list.data?.items.length ?? 0) === 0) return <ErrorBlock status="empty" title={t('screens:list.empty')} description="" />;
  return (
    <List data-testid="screen-list">
      {list.data?.items.map((screen) => (
        <List.Item
          key={screen.id}
          prefix={<img src={thumbnailSrc(screen.thumbnail)} alt="" style={{ width: 96, borderRadius: 4, display: 'block' }} />}
          description={screenFacts(screen, t)}
          extra={
            // The sheet's taps bubble through React's tree: they must not open the screen.
            <span onClick={(event) => event.stopPropagation()}>
              <MobileShareButton objectType="screen" objectId={screen.id} name={screen.name} />
            </span>
          }
          onClick={() => void navigate(screenDisplayPath(screen.id))}
          data-testid={`screen-item-${screen.id}`}
        >
          {screen.title || screen.name}
        </List.Item>
      ))}
    </List>
  );
}
