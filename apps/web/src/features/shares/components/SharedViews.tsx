import type { LinkTarget, SharedContent } from '@fieldlink/domain';
import { Flex, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { FeedIndicator } from '../../monitoring';
import { MobileViewStage, useView, ViewStage, type SceneFeed, type ViewRow } from '../../scada';
import { sharedDevicePath } from '../utils/shareUrl';

type SharedView = SharedContent['views'][number];

/** The views a shell draws as pages: on a phone its mobile views first, then the PC ones (never popups). */
export function pageViews(views: readonly SharedView[], shell: 'desktop' | 'mobile'): SharedView[] {
  const order = shell === 'mobile' ? ['mobile', 'pc'] : ['pc', 'mobile'];
  return order.flatMap((platform) =>
    views.filter((view) => view.platform === platform).sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.name.localeCompare(b.name)),
  );
}

/**
 * A shared object's views drawn live and read-only (controls need a user's setValue, which a share
 * token never has). Links stay inside the share: a device of it opens its shared page, another view
 * switches, a popup view opens over this one; anything else does nothing.
 */
export function SharedViews({ link, content }: { link: string; content: SharedContent }) {
  const shell = useShellKind();
  const navigate = useNavigate();
  const choices = pageViews(content.views, shell);
  const [shownId, setShownId] = useState(choices[0]?.id);
  const [popup, setPopup] = useState<ViewRow | null>(null);
  const [feed, setFeed] = useState<SceneFeed | null>(null);
  const shown = choices.find((view) => view.id === shownId) ?? choices[0];
  const detail = useView(shown?.id);
  if (!shown) return null;

  const onLink = (target: LinkTarget) => {
    if (target.type === 'device') {
      if (content.devices.some((device) => device.id === target.deviceId)) void navigate(sharedDevicePath(link, target.deviceId));
      return;
    }
    const view = content.views.find((candidate) => candidate.id === target.viewId);
    if (!view) return;
    if (view.platform === 'popup') setPopup(view as ViewRow);
    else setShownId(view.id);
  };
  const links = { onLink, popup, closePopup: () => setPopup(null) };
  const Stage = shell === 'mobile' ? MobileViewStage : ViewStage;

  return (
    <div data-testid="shared-views">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        {choices.length > 1 ? (
          shell === 'mobile' ? (
            <Select
              style={{ minWidth: 160 }}
              value={shown.id}
              onChange={setShownId}
              options={choices.map((view) => ({ value: view.id, label: view.name }))}
            />
          ) : (
            <Segmented
              value={shown.id}
              onChange={(id) => setShownId(Number(id))}
              options={choices.map((view) => ({ value: view.id, label: view.name }))}
            />
          )
        ) : (
          <span />
        )}
        {feed && <FeedIndicator mode={feed.mode} onRefresh={feed.refresh} />}
      </Flex>
      <Stage projectId={shown.projectId} view={detail.data} links={links} onFeed={setFeed} />
    </div>
  );
}
