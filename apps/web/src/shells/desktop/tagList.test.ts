import { describe, expect, it } from 'vitest';
import { HOME_TAG, closeAll, closeOthers, closeTag, currentTag, isOpenTagList, scrollToShow, subPageTagName, withCurrent } from './tagList';

const a = { name: 'item_page', path: '/item/item_page' };
const b = { name: 'myOrder', path: '/afterSales/myOrder' };

describe('tag list', () => {
  it('always starts with home and adds the current page once', () => {
    expect(withCurrent([], undefined)).toEqual([HOME_TAG]);
    expect(withCurrent([a], a)).toEqual([HOME_TAG, a]);
    expect(withCurrent([HOME_TAG, a], b)).toEqual([HOME_TAG, a, b]);
  });

  it('refreshes the path of a page opened again with another query', () => {
    const again = { name: 'item_page', path: '/item/item_page?tabs=summary' };
    expect(withCurrent([HOME_TAG, a, b], again)).toEqual([HOME_TAG, again, b]);
  });

  it('never closes home', () => {
    expect(closeTag([HOME_TAG, a], 'home', 'home').tags).toEqual([HOME_TAG, a]);
    expect(closeAll([HOME_TAG, a, b])).toEqual([HOME_TAG]);
  });

  it('goes to the left neighbour when the active tag closes', () => {
    expect(closeTag([HOME_TAG, a, b], 'myOrder', 'myOrder')).toEqual({ tags: [HOME_TAG, a], goTo: a.path });
    expect(closeTag([HOME_TAG, a, b], 'item_page', 'myOrder')).toEqual({ tags: [HOME_TAG, b] });
  });

  it('close others keeps home and the chosen tag', () => {
    expect(closeOthers([HOME_TAG, a, b], 'myOrder')).toEqual([HOME_TAG, b]);
  });

  it('accepts only well-formed stored lists', () => {
    expect(isOpenTagList([HOME_TAG])).toBe(true);
    expect(isOpenTagList([{ name: 1 }])).toBe(false);
    expect(isOpenTagList('x')).toBe(false);
    expect(isOpenTagList([{ name: 'deviceInfo', path: '/deviceInfo?deviceId=1', label: 'Press 1' }])).toBe(true);
    expect(isOpenTagList([{ name: 'deviceInfo', path: '/deviceInfo', label: 3 }])).toBe(false);
  });
});

describe('the tag of the page on screen', () => {
  it('gives a page opened from another a tag of its own, named by its label', () => {
    expect(currentTag('item_query', '/deviceInfo', '/deviceInfo?deviceId=4', 'Press 1')).toEqual({
      name: 'deviceInfo',
      path: '/deviceInfo?deviceId=4',
      label: 'Press 1',
    });
    expect(currentTag('item_query', undefined, '/item/item_query?itemId=1', undefined)).toEqual({
      name: 'item_query',
      path: '/item/item_query?itemId=1',
    });
    expect(currentTag(undefined, undefined, '/nowhere', 'x')).toBeUndefined();
    expect(subPageTagName('/deviceMent/configure_item_query')).toBe('deviceMent-configure_item_query');
  });

  it('keeps the device tag beside its project and names the device', () => {
    const project = { name: 'item_query', path: '/item/item_query?itemId=1' };
    const device = { name: 'deviceInfo', path: '/deviceInfo?deviceId=4', label: 'Press 1' };
    expect(withCurrent([HOME_TAG, project], device)).toEqual([HOME_TAG, project, device]);
    // Reopened, the tag keeps its name until the page names itself again; another device replaces it.
    expect(withCurrent([HOME_TAG, device], { name: 'deviceInfo', path: device.path })).toEqual([HOME_TAG, device]);
    expect(withCurrent([HOME_TAG, device], { name: 'deviceInfo', path: '/deviceInfo?deviceId=5' })).toEqual([
      HOME_TAG,
      { name: 'deviceInfo', path: '/deviceInfo?deviceId=5' },
    ]);
  });
});

describe('scrollToShow', () => {
  it('scrolls only as far as needed to show the active tag whole', () => {
    expect(scrollToShow(0, 500, 100, 80)).toBe(0);
    expect(scrollToShow(0, 500, 600, 80)).toBe(180);
    expect(scrollToShow(300, 500, 100, 80)).toBe(100);
    expect(scrollToShow(0, 50, 100, 80)).toBe(100);
  });
});
