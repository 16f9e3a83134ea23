import { emptyScene, VIEW_FILE_FORMAT } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { importQuery, needsOverwriteWarning, readViewFile } from './viewImport';

describe('view import', () => {
  it('warns before overwriting and only then sends overwrite', () => {
    expect(needsOverwriteWarning({ mode: 'new' })).toBe(false);
    expect(needsOverwriteWarning({ mode: 'overwrite', viewId: 4 })).toBe(true);
    expect(importQuery({ mode: 'new' })).toEqual({});
    expect(importQuery({ mode: 'overwrite', viewId: 4 })).toEqual({ overwrite: 4 });
  });

  it('reads a view file and refuses anything else with the domain key', () => {
    const file = {
      format: VIEW_FILE_FORMAT,
      formatVersion: 1,
      view: { name: '主画面', platform: 'pc', scene: emptyScene('pc') },
      points: [],
    };
    const read = readViewFile(JSON.stringify(file));
    expect(read.ok && read.file.view.name).toBe('主画面');
    expect(readViewFile('not json')).toEqual({ ok: false, message: 'validation.viewFile' });
    expect(readViewFile(JSON.stringify({ ...file, format: 'other' }))).toEqual({ ok: false, message: 'validation.viewFile' });
    expect(readViewFile(JSON.stringify({ ...file, view: { ...file.view, name: 'much too long name' } }))).toEqual({
      ok: false,
      message: 'validation.viewName',
    });
  });
});
