import { describe, expect, it } from 'vitest';
import { turnsLastPushOff } from './pushSwitches';

const all = { webVoiceAlarm: true, webSmsPush: true, wechatAlarm: true, alarmPopup: true };
const none = { webVoiceAlarm: false, webSmsPush: false, wechatAlarm: false, alarmPopup: false };

describe('turnsLastPushOff', () => {
  it('is true only when the last of the three push switches goes off', () => {
    expect(turnsLastPushOff({ ...none, wechatAlarm: true }, none)).toBe(true);
    expect(turnsLastPushOff({ ...none, webSmsPush: true, alarmPopup: true }, { ...none, alarmPopup: true })).toBe(true);
    expect(turnsLastPushOff(all, { ...all, webVoiceAlarm: false })).toBe(false);
    expect(turnsLastPushOff(none, none)).toBe(false);
    expect(turnsLastPushOff(none, { ...none, alarmPopup: true })).toBe(false);
  });

  it('ignores the alarm pop-up, which is not a push channel', () => {
    expect(turnsLastPushOff({ ...none, webVoiceAlarm: true, alarmPopup: true }, { ...none, alarmPopup: true })).toBe(true);
    expect(turnsLastPushOff({ ...none, webVoiceAlarm: true, alarmPopup: true }, { ...none, webVoiceAlarm: true })).toBe(false);
  });
});
