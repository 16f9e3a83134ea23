import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/resources';
import { downloadTarget, recipeTargetLabel } from './recipeTarget';

describe('recipe targets on the page', () => {
  it("sends a device's recipe to its device and a type's to the page's device, or waits for one", () => {
    expect(downloadTarget({ id: 3, deviceId: 7 }, 9)).toEqual({ id: 3 });
    expect(downloadTarget({ id: 4, deviceId: null }, 9)).toEqual({ id: 4, deviceId: 9 });
    expect(downloadTarget({ id: 4, deviceId: null }, undefined)).toBeNull();
  });
  it('labels a type recipe by its type in both languages', () => {
    expect(recipeTargetLabel({ deviceName: '注塑机', deviceTypeName: null }, createI18n('en-US').t)).toBe('注塑机');
    expect(recipeTargetLabel({ deviceName: null, deviceTypeName: 'Press' }, createI18n('en-US').t)).toBe('Type: Press');
    expect(recipeTargetLabel({ deviceName: null, deviceTypeName: '压机' }, createI18n('zh-CN').t)).toBe('类型:压机');
  });
});
