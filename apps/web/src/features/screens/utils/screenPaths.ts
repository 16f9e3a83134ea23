import { findPage } from '@fieldlink/domain';

/** The screen list (the same path in both shells). */
export const SCREEN_LIST_PATH = findPage('large_list')?.paths.desktop ?? '/largeNewScreen/large_list';
/** The editor, a sub page of the list (spec §2 /large/large_config). */
export const SCREEN_EDITOR_PATH = '/large/large_config';

export const screenDisplayPath = (id: number) => `${findPage('largeScreen')?.paths.desktop ?? '/largeScreen'}?screenId=${id}`;
export const screenEditorPath = (id?: number) => (id === undefined ? SCREEN_EDITOR_PATH : `${SCREEN_EDITOR_PATH}?screenId=${id}`);
