// @vitest-environment jsdom
import type { PageResult } from '@fieldlink/domain';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '../../../lib/testing/renderHook';
import { useAutomationList } from './useAutomationList';

const mounted: (() => void)[] = [];
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
});

function setup(address: string, withDevice: boolean) {
  const asked: object[] = [];
  const fetch = vi.fn((query: object): Promise<PageResult<{ id: number }>> => {
    asked.push(query);
    return Promise.resolve({ items: [{ id: 1 }], total: 60 });
  });
  const hook = renderHook(
    () => useAutomationList('triggers', withDevice, fetch),
    undefined,
    (children) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>,
  );
  mounted.push(hook.unmount);
  return { ...hook, last: () => asked.at(-1) };
}

describe('useAutomationList', () => {
  it('asks for the project and device in the address', async () => {
    const { result, last } = setup('/configure/configure_trigger?projectId=3&deviceId=8', true);
    await vi.waitFor(() => expect(last()).toEqual({ page: 1, pageSize: 20, projectId: 3, deviceId: 8, keyword: undefined }));
    expect(result.current.projectId).toBe(3);
    expect(result.current.deviceId).toBe(8);
  });

  it('leaves the device out of a list that has no device filter', async () => {
    const { last } = setup('/configure/configure_status?projectId=3&deviceId=8', false);
    await vi.waitFor(() => expect(last()).toEqual({ page: 1, pageSize: 20, projectId: 3, keyword: undefined }));
  });

  it('searches a name from the first page, and an empty search asks for every name', async () => {
    const { result, last } = setup('/configure/configure_trigger', true);
    await vi.waitFor(() => expect(result.current.table.pagination.total).toBe(60));
    act(() => result.current.table.pagination.onChange?.(3, 20));
    await vi.waitFor(() => expect(last()).toMatchObject({ page: 3 }));
    act(() => result.current.search('pump'));
    await vi.waitFor(() => expect(last()).toMatchObject({ page: 1, keyword: 'pump' }));
    act(() => result.current.search(''));
    await vi.waitFor(() => expect(last()).toMatchObject({ page: 1, keyword: undefined }));
  });

  it('keeps the page when the address changes the project (the filter keeps its place in the address)', async () => {
    const { result, last } = setup('/configure/configure_trigger?projectId=3', true);
    await vi.waitFor(() => expect(result.current.table.pagination.total).toBe(60));
    act(() => result.current.table.pagination.onChange?.(2, 20));
    await vi.waitFor(() => expect(last()).toMatchObject({ page: 2, projectId: 3 }));
    act(() => result.current.setProjectId(5));
    await vi.waitFor(() => expect(last()).toMatchObject({ page: 2, projectId: 5 }));
  });
});
