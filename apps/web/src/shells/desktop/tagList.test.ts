import { describe, expect, it } from 'vitest';
import { HOME_TAG, closeAll, closeOthers, closeTag, isOpenTagList, withCurrent } from './tagList';

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
  });
});
