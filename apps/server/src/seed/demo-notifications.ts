import { DEFAULT_PREFERENCES, findPage } from '@fieldlink/domain';
import type { NotificationsRepository } from '../features/notifications/notifications.repository.js';

/**
 * The demo company's notification set-up: the demo user's preferences (every type and level,
 * quiet hours 22:00-07:00), an escalation policy (the demo user's alert window after 5 minutes,
 * e-mail after 15), and a few entries in the alert window to start with.
 */
export async function seedDemoNotifications(repo: NotificationsRepository, companyId: number, demoId: number) {
  await repo.savePreferences(demoId, { ...DEFAULT_PREFERENCES, quietHours: { enabled: true, start: '22:00', end: '07:00' } });
  await repo.saveCompanySettings({
    companyId,
    webhookUrl: '',
    webhookSecret: '',
    quietBypassLevels: [3, 4],
    escalation: [
      { afterMinutes: 5, channel: 'inApp', userIds: [demoId], roleId: null },
      { afterMinutes: 15, channel: 'email', userIds: [demoId], roleId: null },
    ],
  });
  await repo.insertMessages([
    {
      userId: demoId,
      companyId,
      type: 'update',
      titleZh: '通知中心已开启',
      titleEn: 'Notifications are on',
      bodyZh: '报警和工单提醒会出现在这里,并按您的推送设置发出声音。',
      bodyEn: 'Alarms and work-order notices appear here and sound as your push settings say.',
      link: '/settings/settings_page?tab=notifications',
    },
    {
      userId: demoId,
      companyId,
      type: 'maintainSubmit',
      titleZh: '新的报修:空压机 2 号排气温度偏高',
      titleEn: 'New repair request: compressor 2 discharge temperature high',
      bodyZh: '请尽快派单。',
      bodyEn: 'Please dispatch it soon.',
      link: '/orderReview',
    },
    {
      userId: demoId,
      companyId,
      type: 'alarm',
      titleZh: '温度过高(3 级)',
      titleEn: 'Temperature too high (level 3)',
      bodyZh: '注塑机 1 号 料筒温度 236 °C > 230 °C',
      bodyEn: 'Injection press 1 barrel temperature 236 °C > 230 °C',
      link: findPage('alarm_records')?.paths.desktop ?? null,
      level: 3,
    },
  ]);
}
